import { MailOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContentSetting } from '../content';
import type { OrderEmailList } from './order-email';
import { useOrderEmail } from './use-order-email';

/** The order e-mail as a link: the mail program opens with it, the browser never leaves the page. */
export function OrderEmailButton({ href, onClick, primary = false }: { href: string; onClick: () => void; primary?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button type={primary ? 'primary' : 'default'} href={href} onClick={onClick} icon={<MailOutlined aria-hidden />} className="order-email-button">
      {t('listOutput.actions.sendEmail')}
    </Button>
  );
}

/** Said when the order went to the clipboard: where to paste it, with the address to write to. */
export function OrderEmailNotice() {
  const { t } = useTranslation();
  const email = useContentSetting('order.email');
  return <Alert type="info" showIcon role="status" className="order-email-notice" message={t('listOutput.tooLong', { email })} />;
}

/** "Send as order e-mail" for `list`, with its notice below it. */
export function OrderEmail({ list, primary }: { list: OrderEmailList; primary?: boolean }) {
  const email = useOrderEmail(list);
  return (
    <>
      <OrderEmailButton href={email.href} onClick={email.onClick} primary={primary} />
      {email.notice && <OrderEmailNotice />}
    </>
  );
}
