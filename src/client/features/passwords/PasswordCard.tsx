import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/Logo';
import { LanguageSelector } from '../session';

/** The sign-in page's card (global.css, .login-card), for the pages of password links. */
export function PasswordCard({ heading, children }: { heading: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className="login-page">
      <div className="login-card">
        <div className="login-card__brand">
          <Logo size={40} />
          <h1>{t('app.title')}</h1>
        </div>
        <h2>{heading}</h2>
        {children}
        <div className="login-card__languages">
          <LanguageSelector />
        </div>
      </div>
    </main>
  );
}
