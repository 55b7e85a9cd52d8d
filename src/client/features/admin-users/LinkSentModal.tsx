/** Says an invitation went out: mailed, or, without a mail server, the link to pass on by hand. */
import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function LinkSentModal({ title, email, link, onClose }: { title: string; email: string; link: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open title={title} onOk={onClose} onCancel={onClose} okText={t('admin.users.close')} footer={(_, { OkBtn }) => <OkBtn />}>
      {link === null
        ? <Typography.Paragraph>{t('admin.users.invitationSent', { email })}</Typography.Paragraph>
        : (
          <>
            <Typography.Paragraph>{t('admin.users.passOnLink', { email })}</Typography.Paragraph>
            <Typography.Paragraph copyable code className="console-link">{link}</Typography.Paragraph>
          </>
        )}
    </Modal>
  );
}
