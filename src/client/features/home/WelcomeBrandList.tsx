import { Skeleton, Typography } from 'antd';
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
  // A plain list laid out by a CSS grid (welcome.css): a hundred or more antd columns cost a
  // phone's slowed CPU a noticeable part of the start page's first render.
  return (
    <ul className="welcome-brands" aria-labelledby={labelledBy}>
      {names.map((html, index) => (
        <li key={`${index}:${html}`} className="welcome-brands__item">
          <span dangerouslySetInnerHTML={{ __html: html }} />
        </li>
      ))}
    </ul>
  );
}
