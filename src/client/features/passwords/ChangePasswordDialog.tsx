import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sha256 } from '../../../shared/sha256';
import { useToasts } from '../toasts';
import { useChangePasswordMutation } from './password-api';
import { passwordError } from './password-errors';
import { newPasswordRules, repeatRules } from './new-password-rules';

interface Fields {
  current: string;
  newPassword: string;
  repeat: string;
}

/**
 * "Change password" from the user menu (docs/behaviour.md, Passwords by e-mail): the current
 * password goes as the sign-in sends it (its hash), the new one as typed, for the server's check.
 * Every other session of the user ends; this one stays.
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { showToast } = useToasts();
  const [form] = Form.useForm<Fields>();
  const [change, { isLoading }] = useChangePasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    form.resetFields();
    setFailure(null);
    onClose();
  };
  const submit = async ({ current, newPassword }: Fields) => {
    setFailure(null);
    try {
      await change({ currentPasswordhash: sha256(current), newPassword }).unwrap();
      showToast('success', 'passwords.change.done');
      close();
    } catch (error) {
      const { code, message } = passwordError(error);
      if (code === 'invalid_credentials' && message) form.setFields([{ name: 'current', errors: [message] }]);
      else if (code === 'weak_password' && message) form.setFields([{ name: 'newPassword', errors: [message] }]);
      else setFailure(message ?? t('passwords.failed'));
    }
  };

  return (
    <Modal
      open={open}
      title={t('passwords.change.title')}
      okText={t('passwords.change.submit')}
      cancelText={t('passwords.change.cancel')}
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} className="password-form">
        <Form.Item name="current" label={t('passwords.change.current')} rules={[{ required: true, message: t('passwords.change.currentRequired') }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="newPassword" label={t('passwords.set.newPassword')} rules={newPasswordRules(t)}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="repeat" label={t('passwords.set.repeat')} dependencies={['newPassword']} rules={repeatRules(t)}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {failure && <Alert type="error" showIcon title={failure} />}
        {/* Enter in a field submits: the dialog's own button is outside the form. */}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
    </Modal>
  );
}

export default ChangePasswordDialog;
