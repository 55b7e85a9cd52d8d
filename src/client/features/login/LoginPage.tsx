import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Input, Spin, Typography } from 'antd';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Logo } from '../../components/Logo';
import { CONTACT_MAILTO } from '../../config/contact';
import { LanguageSelector } from '../header/LanguageSelector';
import { selectHasCustomer, selectIsSignedIn, selectLoggingIn } from '../session/session-selectors';
import { loginSubmitted } from '../session/session-slice';

/**
 * The sign-in page (spec §2): checked by the saga, never by the browser (noValidate), so an empty
 * field gets the product's own message in the customer's language.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const loggingIn = useAppSelector(selectLoggingIn);
  const signedIn = useAppSelector(selectIsSignedIn);
  const hasCustomer = useAppSelector(selectHasCustomer);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);

  if (signedIn && hasCustomer && !loggingIn) return <Navigate to="/" replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(loginSubmitted({ email, password, remember }));
  };

  return (
    <main className="login-page">
      <Spin fullscreen spinning={loggingIn} description={t('login.loading')} />
      <Card className="login-card">
        <div className="login-card__brand">
          <Logo size={40} />
          <Typography.Title level={1}>{t('app.title')}</Typography.Title>
        </div>
        <Typography.Title level={2}>{t('login.heading')}</Typography.Title>
        <form noValidate onSubmit={submit} className="login-form">
          <label htmlFor="login-email">{t('login.email')}</label>
          <Input id="login-email" name="email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
          <label htmlFor="login-password">{t('login.password')}</label>
          <Input.Password
            id="login-password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            iconRender={(visible) => (
              <span role="button" aria-label={visible ? t('login.hidePassword') : t('login.showPassword')}>
                {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
              </span>
            )}
          />
          <Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)}>
            {t('login.rememberMe')}
          </Checkbox>
          <Button type="primary" htmlType="submit" block size="large" disabled={loggingIn}>
            {loggingIn ? t('login.loading') : t('login.submit')}
          </Button>
        </form>
        <Typography.Paragraph className="login-card__contact">
          {t('login.noAccount')} <a href={CONTACT_MAILTO}>{t('login.contactUs')}</a>
        </Typography.Paragraph>
        <div className="login-card__languages">
          <LanguageSelector />
        </div>
      </Card>
    </main>
  );
}

export default LoginPage;
