import { MailOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContentSetting } from '../../content';
import { OrderEmail } from '../../list-output';
import { useResultsOutputList } from './results-output';

/**
 * Below the results: how to order (by e-mail; this is not a shop: the order e-mail of the results
 * shown, and the bare address) and how to ask for more (the contact address). An address the
 * distributor has not set is left out (docs/behaviour.md, Texts and addresses).
 */
const BOXES = [
  { key: 'order', icon: <MailOutlined aria-hidden /> },
  { key: 'help', icon: <QuestionCircleOutlined aria-hidden /> },
] as const;

function OrderLinks() {
  const { t } = useTranslation();
  const list = useResultsOutputList();
  const address = useContentSetting('order.email');
  return (
    <div className="order-boxes__links">
      {list && <OrderEmail list={list} primary />}
      {address && (
        <span>
          <a href={`mailto:${address}`}>{t('results.order.link')}</a> <Typography.Text type="secondary">{address}</Typography.Text>
        </span>
      )}
    </div>
  );
}

export function OrderBoxes() {
  const { t } = useTranslation();
  const contact = useContentSetting('contact.email');
  return (
    <Row gutter={[16, 16]} className="order-boxes">
      {BOXES.map(({ key, icon }) => (
        <Col xs={24} md={12} key={key}>
          <Card>
            <Typography.Title level={3}>{icon} {t(`results.${key}.title`)}</Typography.Title>
            <Typography.Paragraph>{t(`results.${key}.text`)}</Typography.Paragraph>
            {key === 'order' ? <OrderLinks /> : contact && <a href={`mailto:${contact}`}>{t(`results.${key}.link`)}</a>}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
