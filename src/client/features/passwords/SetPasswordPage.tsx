import { Alert, Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import { signedInWithLink } from '../login';
import { useResetPasswordMutation } from './password-api';
import { passwordError } from './password-errors';
import { PasswordCard } from './PasswordCard';
import { newPasswordRules, repeatRules } from './new-password-rules';

interface Fields {
  newPassword: string;
  repeat: string;
}

/**
 * The page of a password link, /password/<token> (docs/behaviour.md, Passwords by e-mail): sets
 * the password and signs in, or says that the link no longer works and offers a new one.
 */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { token = '' } = useParams();
  const [form] = Form.useForm<Fields>();
  const [reset, { isLoading }] = useResetPasswordMutation();
  const [expired, setExpired] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  usePageTitle(t('passwords.set.heading'));

  const submit = async ({ newPassword }: Fields) => {
    setFailure(null);
    try {
      const response = await reset({ token, newPassword, remember: true }).unwrap();
      dispatch(signedInWithLink({ response, remember: true }));
    } catch (error) {
      const { code, message } = passwordError(error);
      if (code === 'link_expired') setExpired(true);
      else if (code === 'weak_password' && message) form.setFields([{ name: 'newPassword', errors: [message] }]);
      else setFailure(message ?? t('passwords.failed'));
    }
  };

  if (expired) {
    return (
      <PasswordCard heading={t('passwords.set.expiredTitle')}>
        <Result
          status="warning"
          subTitle={t('passwords.set.expired')}
          extra={<Link to="/password"><Button type="primary">{t('passwords.set.askAgain')}</Button></Link>}
        />
      </PasswordCard>
    );
  }
  return (
    <PasswordCard heading={t('passwords.set.heading')}>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} className="password-form">
        <p>{t('passwords.set.intro')}</p>
        <Form.Item name="newPassword" label={t('passwords.set.newPassword')} rules={newPasswordRules(t)}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="repeat" label={t('passwords.set.repeat')} dependencies={['newPassword']} rules={repeatRules(t)}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {failure && <Alert type="error" showIcon title={failure} className="password-form__alert" />}
        <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
          {t('passwords.set.submit')}
        </Button>
      </Form>
    </PasswordCard>
  );
}

export default SetPasswordPage;
