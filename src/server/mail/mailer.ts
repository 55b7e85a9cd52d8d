/**
 * Sending a mail through the SMTP server SMTP_URL names (docs/operations.md, Mail), with
 * nodemailer. The URL holds the mail server's password: it is handed to nodemailer and never
 * written anywhere, and a failure is reported by its codes alone.
 */
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Long enough for a slow mail server, short enough that a dead one does not hold a request or a CLI for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, { from, ...SMTP_TIMEOUTS });
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}

/** What may be logged of a failed send: nodemailer's and the server's codes, never the message text or the URL. */
export function mailFailure(error: unknown): Record<string, string | number | null> {
  const { code, responseCode, command } = (error ?? {}) as { code?: unknown; responseCode?: unknown; command?: unknown };
  return {
    code: typeof code === 'string' ? code : null,
    responseCode: typeof responseCode === 'number' ? responseCode : null,
    command: typeof command === 'string' ? command : null,
  };
}
