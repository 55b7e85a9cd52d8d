import { MailOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTACT_MAILTO } from '../../../config/contact';

/** Below the results: how to order (by e-mail; this is not a shop) and how to ask for more. */
const BOXES = [
  { key: 'order', icon: <MailOutlined aria-hidden /> },
  { key: 'help', icon: <QuestionCircleOutlined aria-hidden /> },
] as const;

export function OrderBoxes() {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]} className="order-boxes">
      {BOXES.map(({ key, icon }) => (
        <Col xs={24} md={12} key={key}>
          <Card>
            <Typography.Title level={3}>{icon} {t(`results.${key}.title`)}</Typography.Title>
            <Typography.Paragraph>{t(`results.${key}.text`)}</Typography.Paragraph>
            <a href={CONTACT_MAILTO}>{t(`results.${key}.link`)}</a>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
