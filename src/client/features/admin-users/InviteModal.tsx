import { Alert, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InviteBody } from '../../../shared/admin-people-contract';
import { EMAIL_MAX, isDisplayName, isEmailAddress, USERNAME_MAX } from '../../../shared/people-rules';
import { useFailureText } from '../admin-customers';
import { CustomerSelect } from './CustomerSelect';
import { LinkSentModal, type LinkSent } from './LinkSentModal';
import { useInviteUserMutation } from './users-api';

interface InviteForm {
  email: string;
  username: string;
  customerId: number;
  blockedBrands: string[];
}

/** Invites a customer's user; a link to set the first password, when the server answers one, is shown to pass on by hand. */
export function InviteModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<InviteForm>();
  const [invite, inviting] = useInviteUserMutation();
  const failureText = useFailureText();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<LinkSent | null>(null);

  const save = async ({ blockedBrands, ...values }: InviteForm) => {
    setFailure(null);
    const body: InviteBody = { ...values, blockedBrands: (blockedBrands ?? []).join(',') };
    try {
      const { user, link } = await invite(body).unwrap();
      setSent({ email: user.email, link });
    } catch (error) {
      setFailure(failureText(error));
    }
  };

  if (sent) return <LinkSentModal title={t('admin.users.invitedTitle')} sent={sent} onClose={onClose} />;

  return (
    <Modal
      open title={t('admin.users.inviteTitle')} okText={t('admin.users.invite')} cancelText={t('admin.users.cancel')}
      confirmLoading={inviting.isLoading} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden
    >
      <Form<InviteForm> form={form} layout="vertical" onFinish={save} initialValues={{ blockedBrands: [] }}>
        <Form.Item name="email" label={t('admin.users.email')}
          rules={[{ validator: (_, value: string) => (isEmailAddress(value ?? '') ? Promise.resolve() : Promise.reject(new Error(t('admin.users.emailRule')))) }]}>
          <Input type="email" maxLength={EMAIL_MAX} autoComplete="off" autoFocus />
        </Form.Item>
        <Form.Item name="username" label={t('admin.users.name')}
          rules={[{ validator: (_, value: string) => (isDisplayName(value ?? '', USERNAME_MAX) ? Promise.resolve() : Promise.reject(new Error(t('admin.users.nameRule')))) }]}>
          <Input maxLength={USERNAME_MAX} />
        </Form.Item>
        <Form.Item name="customerId" label={t('admin.users.customer')} rules={[{ required: true, message: t('admin.users.customerRule') }]}>
          <CustomerSelect />
        </Form.Item>
        <Form.Item name="blockedBrands" label={t('admin.users.blockedBrands')} extra={t('admin.users.blockedBrandsHint')}>
          <Select mode="tags" tokenSeparators={[',']} open={false} suffixIcon={null} />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} className="console-alert" />}
    </Modal>
  );
}
