import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import { useForgotPasswordMutation } from './password-api';
import { passwordError } from './password-errors';
import { PasswordCard } from './PasswordCard';

/**
 * "Forgot your password?" (docs/behaviour.md, Passwords by e-mail): asks for the address and
 * always says the same, whether an account belongs to it or not.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [forgot, { isLoading }] = useForgotPasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  usePageTitle(t('passwords.request.heading'));

  const submit = async ({ email }: { email: string }) => {
    setFailure(null);
    try {
      await forgot({ email: email.trim() }).unwrap();
      setSentTo(email.trim());
    } catch (error) {
      setFailure(passwordError(error).message ?? t('passwords.failed'));
    }
  };

  return (
    <PasswordCard heading={t('passwords.request.heading')}>
      {sentTo ? (
        <Alert type="success" showIcon title={t('passwords.request.sent', { email: sentTo })} />
      ) : (
        <Form layout="vertical" onFinish={submit} requiredMark={false} className="password-form">
          <p>{t('passwords.request.intro')}</p>
          <Form.Item
            name="email"
            label={t('passwords.request.email')}
            rules={[{ required: true, whitespace: true, message: t('passwords.request.emailRequired') }]}
          >
            <Input type="email" autoComplete="username" inputMode="email" autoCapitalize="off" spellCheck={false} />
          </Form.Item>
          {failure && <Alert type="error" showIcon title={failure} className="password-form__alert" />}
          <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
            {t('passwords.request.submit')}
          </Button>
        </Form>
      )}
      <p className="login-card__contact">
        <Link to="/login">{t('passwords.request.back')}</Link>
      </p>
    </PasswordCard>
  );
}

export default ForgotPasswordPage;
