import { MailOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTACT_MAILTO } from '../../config/contact';

/** Below the results: how to order (by e-mail; this is not a shop) and how to ask for more. */
export function OrderBoxes() {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]} className="order-boxes">
      <Col xs={24} md={12}>
        <Card>
          <Typography.Title level={3}><MailOutlined aria-hidden /> {t('results.order.title')}</Typography.Title>
          <Typography.Paragraph>{t('results.order.text')}</Typography.Paragraph>
          <a href={CONTACT_MAILTO}>{t('results.order.link')}</a>
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Card>
          <Typography.Title level={3}><QuestionCircleOutlined aria-hidden /> {t('results.help.title')}</Typography.Title>
          <Typography.Paragraph>{t('results.help.text')}</Typography.Paragraph>
          <a href={CONTACT_MAILTO}>{t('results.help.link')}</a>
        </Card>
      </Col>
    </Row>
  );
}
