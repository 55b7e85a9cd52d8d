import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Checkbox, Spin } from 'antd';
import Input from 'antd/lib/input/Input';
import Password from 'antd/lib/input/Password';
import { useLayoutEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useDispatch, useSelector } from 'react-redux';
import { readLoginShell, removeLoginShell, restoreLoginShellFocus } from '../../lib/login-shell';
import { usePageTitle } from '../../lib/use-page-title';
import { CODE_INPUT } from '../../components/code-input';
import { Logo } from '../../components/Logo';
import { CONTACT_MAILTO } from '../../config/contact';
import { CONSOLE_PATH } from '../../config/constants';
import { LanguageSelector, loginSubmitted, selectHasCustomer, selectIsSignedIn, selectIsStaff, selectLoggingIn } from '../session';

/**
 * The sign-in page (docs/behaviour.md, Sign-in): checked by the saga, never by the browser (noValidate), so an empty
 * field gets the product's own message in the customer's language.
 *
 * It is the first page a customer loads, so it stays light: the card and the headings
 * are plain elements styled like antd's Card and Typography (global.css), whose code would bring
 * tabs, menus and tooltips along; Input and Password come without Input's other variants.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const loggingIn = useSelector(selectLoggingIn);
  const signedIn = useSelector(selectIsSignedIn);
  const hasCustomer = useSelector(selectHasCustomer);
  const staff = useSelector(selectIsStaff);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  // Signed in from this page, the sign-in saga chooses where to go (a saved address, say); this
  // page's own move to / would race it. Only a customer arriving here signed in is sent on.
  const [submitted, setSubmitted] = useState(false);
  usePageTitle(t('login.heading'));
  // Before the first paint: the page's HTML sign-in form (lib/login-shell.ts) gives way to this
  // page, with what was typed into it before the scripts ran and the focus where it was, so the
  // customer's typing goes on undisturbed.
  useLayoutEffect(() => {
    const typed = readLoginShell();
    if (!typed) return;
    removeLoginShell();
    setEmail(typed.email);
    setPassword(typed.password);
    setRemember(typed.remember);
    restoreLoginShellFocus(typed.focus);
  }, []);

  if (signedIn && staff && !loggingIn && !submitted) return <Navigate to={CONSOLE_PATH} replace />;
  if (signedIn && hasCustomer && !loggingIn && !submitted) return <Navigate to="/" replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    dispatch(loginSubmitted({ email, password, remember }));
  };

  return (
    <main className="login-page">
      <Spin fullscreen spinning={loggingIn} description={t('login.loading')} />
      <div className="login-card">
        <div className="login-card__brand">
          <Logo size={40} />
          <h1>{t('app.title')}</h1>
        </div>
        <h2>{t('login.heading')}</h2>
        <form noValidate onSubmit={submit} className="login-form">
          <label htmlFor="login-email">{t('login.email')}</label>
          <Input id="login-email" name="email" type="email" autoComplete="username" {...CODE_INPUT} inputMode="email" enterKeyHint="next" value={email} onChange={(e) => setEmail(e.target.value)} />
          <label htmlFor="login-password">{t('login.password')}</label>
          <Password
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
        <p className="login-card__contact">
          {t('login.noAccount')} <a href={CONTACT_MAILTO}>{t('login.contactUs')}</a>
        </p>
        <div className="login-card__languages">
          <LanguageSelector />
        </div>
      </div>
    </main>
  );
}

export default LoginPage;
