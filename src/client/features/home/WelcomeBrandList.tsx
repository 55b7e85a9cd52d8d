import { Col, Row, Skeleton, Typography } from 'antd';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectBrands, selectBrandsLoading } from '../session';

/**
 * Brand names come from the server and are shown as HTML (docs/behaviour.md, Start page), so a name may carry simple
 * inline markup such as <sup>®</sup>. DOMPurify's default profile would still let an <img> (minus
 * its handlers) through; a brand name has no business holding one, so only inline text tags stay.
 */
const BRAND_NAME_HTML = { ALLOWED_TAGS: ['b', 'strong', 'i', 'em', 'sup', 'sub', 'span', 'br'], ALLOWED_ATTR: [] };

function sanitizeBrandName(name: string): string {
  return DOMPurify.sanitize(name, BRAND_NAME_HTML);
}

/** The brands in pricetool on the start page: 2 columns on a phone, 3 from sm, 4 from md (docs/behaviour.md, Start page). */
export function WelcomeBrandList({ labelledBy }: { labelledBy?: string }) {
  const { t } = useTranslation();
  const brands = useSelector(selectBrands);
  const loading = useSelector(selectBrandsLoading);
  const names = useMemo(() => brands.map(sanitizeBrandName), [brands]);

  if (loading) {
    return (
      <div className="welcome-brands__loading" role="status" aria-busy="true" aria-label={t('home.welcome.brandsLoading')}>
        <Skeleton active title={false} paragraph={{ rows: 3, width: ['100%', '100%', '60%'] }} />
      </div>
    );
  }
  if (names.length === 0) {
    return <Typography.Text type="secondary">{t('home.welcome.noBrands')}</Typography.Text>;
  }
  return (
    <Row className="welcome-brands" gutter={[16, 4]} role="list" aria-labelledby={labelledBy}>
      {names.map((html, index) => (
        <Col key={`${index}:${html}`} xs={12} sm={8} md={6} role="listitem" className="welcome-brands__item">
          <span dangerouslySetInnerHTML={{ __html: html }} />
        </Col>
      ))}
    </Row>
  );
}
