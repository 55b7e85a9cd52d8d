import { Children, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { ContentTextKey } from '../../../shared/content-keys';
import { useContent, useContentText } from '../content';

/** <mail>address</mail>: a mail link to the address written inside it; no link when there is none. */
function MailLink({ children }: { children?: ReactNode }) {
  const address = Children.toArray(children).filter((child) => typeof child === 'string').join('').trim();
  return address ? <a href={`mailto:${address}`} className="content-mail">{children}</a> : <>{children}</>;
}

/**
 * The only markup a text may use (the server refuses any other:
 * docs/imports.md, Texts and addresses); React renders it, nothing is parsed as HTML.
 */
const CONTENT_MARKUP = { mail: <MailLink />, b: <strong />, i: <em />, br: <br /> };

/**
 * One of the distributor's texts (features/content), in the language shown, with its placeholders
 * filled: {{email}} the order address, {{contactEmail}} the contact address, and `values`. It lives
 * with the start page, its only user, so the sign-in page loads no Trans.
 */
export function ContentText({ id, values }: { id: ContentTextKey; values?: Record<string, string> }) {
  const { t } = useTranslation();
  const text = useContentText(id);
  const settings = useContent()?.settings;
  if (!text) return null;
  // The key names no translation: i18next fills the placeholders of `defaults`, the text itself.
  return (
    <Trans
      t={t}
      i18nKey={`content.${id}`}
      defaults={text}
      values={{ email: settings?.['order.email'] ?? '', contactEmail: settings?.['contact.email'] ?? '', ...values }}
      components={CONTENT_MARKUP}
    />
  );
}
