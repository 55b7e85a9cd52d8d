import { MailOutlined, SearchOutlined, TagsOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Card, Col, Collapse, Row, Space, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { FaqId } from '../../../shared/content-keys';
import { formatCount } from '../../lib/formats';
import { partsListOpened } from '../parts-list';
import { searchFocusRequested } from '../search';
import { useContent } from '../content';
import { selectTotalArticles } from '../session';
import { ContentText } from './ContentText';
import { WelcomeBrandList } from './WelcomeBrandList';
import './welcome.css';

/** "over 800.000" articles, said while the exact count is not known (docs/behaviour.md, Start page). */
const CATALOGUE_SIZE_FLOOR = 800_000;

/**
 * The start page before any search (docs/behaviour.md, Start page): welcome, new brands, where enquiries go, the
 * brands included, a button that sends the customer to the header's search box, one to the parts
 * list, and the FAQ. The distributor's texts come from the server (features/content), the
 * buttons' and headings' from the translations.
 */
export function WelcomeBox() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const totalArticles = useSelector(selectTotalArticles);
  const brandsTitleId = useId();
  const faqTitleId = useId();

  const total = totalArticles > 0
    ? formatCount(totalArticles)
    : t('home.faq.catalogue.approximate', { total: formatCount(CATALOGUE_SIZE_FLOOR) });
  // The FAQ's entries in the order the server lists them (docs/imports.md, Texts and addresses).
  const faqIds = Object.keys(useContent()?.texts ?? {}).flatMap((key) => /^faq\.(\w+)\.question$/.exec(key)?.[1] ?? []) as FaqId[];
  const faq = faqIds.map((id) => ({
    key: id,
    label: <ContentText id={`faq.${id}.question`} />,
    children: <ContentText id={`faq.${id}.answer`} values={{ total }} />,
  }));

  return (
    <Card className="welcome-box" variant="borderless">
      <div className="welcome-box__intro">
        <Typography.Title level={2}><ContentText id="welcome.title" /></Typography.Title>
        <Typography.Paragraph className="welcome-box__lead"><ContentText id="welcome.text" /></Typography.Paragraph>
        <Space wrap>
          <Button
            className="welcome-box__start"
            type="primary"
            size="large"
            icon={<SearchOutlined aria-hidden />}
            onClick={() => dispatch(searchFocusRequested())}
          >
            {t('home.welcome.startSearch')}
          </Button>
          <Button size="large" icon={<UnorderedListOutlined aria-hidden />} onClick={() => dispatch(partsListOpened())}>
            {t('home.welcome.partsList')}
          </Button>
        </Space>
      </div>

      <Row className="welcome-box__notices" gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Card className="welcome-box__notice" type="inner" size="small" title={<><TagsOutlined aria-hidden /> <ContentText id="newBrands.title" /></>}>
            <ContentText id="newBrands.text" />
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card className="welcome-box__notice" type="inner" size="small" title={<><MailOutlined aria-hidden /> <ContentText id="enquiries.title" /></>}>
            <ContentText id="enquiries.text" />
          </Card>
        </Col>
      </Row>

      <section className="welcome-box__section" aria-labelledby={brandsTitleId}>
        <Typography.Title level={3} id={brandsTitleId}>{t('home.welcome.brandsTitle')}</Typography.Title>
        <WelcomeBrandList labelledBy={brandsTitleId} />
      </section>

      <section className="welcome-box__section" aria-labelledby={faqTitleId}>
        <Typography.Title level={3} id={faqTitleId}>{t('home.faq.title')}</Typography.Title>
        <Collapse className="welcome-faq" accordion items={faq} />
      </section>
    </Card>
  );
}
