import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Where a new account's link to its first password went: mailed, or shown to pass on by hand (no mail server). */
export interface LinkSent {
  email: string;
  link: string | null;
}

/** What an invitation (of a user, or of a colleague) did with its link, until closed. */
export function LinkSentModal({ title, sent, onClose }: { title: string; sent: LinkSent; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open title={title} onOk={onClose} onCancel={onClose} okText={t('admin.users.close')} cancelButtonProps={{ hidden: true }}>
      {sent.link === null
        ? <Typography.Paragraph>{t('admin.users.invitationSent', { email: sent.email })}</Typography.Paragraph>
        : (
          <>
            <Typography.Paragraph>{t('admin.users.passOnLink', { email: sent.email })}</Typography.Paragraph>
            <Typography.Paragraph copyable code className="console-link">{sent.link}</Typography.Paragraph>
          </>
        )}
    </Modal>
  );
}
