/**
 * Password links by e-mail (docs/behaviour.md, Passwords by e-mail): issuing a link (only a hash
 * of its token is kept), mailing it in the user's language, or handing it back to be passed on by
 * hand when there is no mail server (SMTP_URL unset). No token or link is ever written to a log.
 */
import { DEFAULT_LANGUAGE, type Language } from '../../shared/languages';
import { newSecret, secretHash } from '../auth/tokens';
import {
  MINUTE_MS, PASSWORD_LINK_TTL_MS, PASSWORD_REQUEST_RETENTION_MS, PASSWORD_REQUEST_THROTTLE, type MailSettings,
} from '../config';
import { ApiError } from '../errors';
import type { PasswordLinkPurpose } from '../store/password-store';
import type { Store, UserRecord } from '../store/store';
import { passwordMail } from './mail-texts';
import { mailFailure, smtpMailer, type Mailer } from './mailer';

/** The part of a pino logger this uses; the CLIs give one that writes the same JSON lines. */
export interface MailLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface PasswordMailOptions {
  store: Store;
  settings: MailSettings;
  now: () => number;
  log: MailLog;
}

/** How a link went out: mailed, or (no mail server, or the mail failed) the link to pass on by hand. */
export type LinkOutcome = { mailed: true; link: null } | { mailed: false; link: string; reason: 'no-mail-server' | 'mail-failed' };

export type LinkUser = Pick<UserRecord, 'id' | 'email' | 'username'>;

export class PasswordMail {
  private readonly mailer: Mailer | null;
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly options: PasswordMailOptions) {
    this.mailer = options.settings.smtpUrl ? smtpMailer(options.settings.smtpUrl, options.settings.from) : null;
  }

  get canMail(): boolean {
    return this.mailer !== null;
  }

  /** A new link for the user (earlier ones stop working), mailed when a mail server is set; awaited. */
  async sendLink(user: LinkUser, purpose: PasswordLinkPurpose, language: Language): Promise<LinkOutcome> {
    const { store, settings, now, log } = this.options;
    const token = newSecret();
    const createdAt = now();
    await store.passwords.issueLink({ tokenHash: secretHash(token), userId: user.id, purpose, createdAt, expiresAt: createdAt + PASSWORD_LINK_TTL_MS });
    const link = `${settings.publicUrl}/password/${token}`;
    const fields = { event: 'password-link', purpose, userId: user.id, email: user.email, language };
    if (!this.mailer) {
      log.info({ ...fields, mailed: false }, 'password link issued to be passed on by hand (no mail server)');
      return { mailed: false, link, reason: 'no-mail-server' };
    }
    try {
      await this.mailer.send(passwordMail(purpose, language, { to: user.email, name: user.username, link, minutes: PASSWORD_LINK_TTL_MS / MINUTE_MS }));
    } catch (error) {
      log.warn({ ...fields, mailed: false, ...mailFailure(error) }, 'password mail could not be sent');
      return { mailed: false, link, reason: 'mail-failed' };
    }
    log.info({ ...fields, mailed: true }, 'password mail sent');
    return { mailed: true, link: null };
  }

  /**
   * "Forgot your password?". Only the throttle is awaited, the same work whoever asks; looking
   * the address up and mailing run after the answer, so the answer cannot tell a known address
   * from an unknown one, not even by its time. Over the limit per client: 429. Over the limit per
   * e-mail address: the same answer, and no mail.
   */
  async requestReset(email: string, address: string, language: Language): Promise<void> {
    const { store, now, log } = this.options;
    const at = now();
    const counts = await store.passwords.recordRequest({
      email, address, at, since: at - PASSWORD_REQUEST_THROTTLE.windowMs + 1, forgetBefore: at - PASSWORD_REQUEST_RETENTION_MS,
    });
    if (counts.address > PASSWORD_REQUEST_THROTTLE.maxPerClient) {
      log.info({ event: 'password-reset-request', email, address, outcome: 'throttled-client' }, 'password reset refused');
      throw new ApiError(429, 'too_many_requests', undefined, { 'retry-after': String(PASSWORD_REQUEST_THROTTLE.windowMs / 1000) });
    }
    if (counts.email > PASSWORD_REQUEST_THROTTLE.maxPerEmail) {
      log.info({ event: 'password-reset-request', email, address, outcome: 'throttled-email' }, 'password reset not mailed');
      return;
    }
    this.inBackground(this.resetFor(email, address, language));
  }

  private async resetFor(email: string, address: string, language: Language): Promise<void> {
    const { store, log } = this.options;
    const user = await store.findUserByEmail(email);
    if (!user || user.disabled) {
      log.info({ event: 'password-reset-request', email, address, outcome: user ? 'disabled' : 'unknown' }, 'password reset not mailed');
      return;
    }
    if (!this.mailer) {
      // Nobody could pass the link on: none is made (docs/operations.md, Mail).
      log.warn({ event: 'password-reset-request', email, address, outcome: 'no-mail-server' }, 'password reset asked for, but no mail server is set (SMTP_URL)');
      return;
    }
    const outcome = await this.sendLink(user, 'reset', language);
    // Asked for by someone not signed in: the staff see in the audit trail that a mail went out.
    await store.audit.record({
      at: this.options.now(), event: 'password-reset-mailed', actor: email, actorRole: 'anonymous', address,
      customerId: user.customerId, userEmail: user.email, details: { mailed: outcome.mailed },
    });
  }

  private inBackground(work: Promise<void>): void {
    const tracked: Promise<void> = work
      .catch((error: unknown) => this.options.log.error({ event: 'password-reset-request', err: error }, 'password reset failed'))
      .finally(() => this.running.delete(tracked));
    this.running.add(tracked);
  }

  /** Resolves once the mails of every request so far have gone (or failed): for shutdown and tests. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  async close(): Promise<void> {
    await this.idle();
    this.mailer?.close();
  }
}

/** The language a mail to this user is written in: the one they last signed in with, else the default. */
export async function userLanguage(store: Store, userId: number): Promise<Language> {
  return (await store.passwords.language(userId)) ?? DEFAULT_LANGUAGE;
}
