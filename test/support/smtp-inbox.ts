/**
 * A real SMTP server in the test process (the smtp-server package) that keeps every mail it is
 * sent, parsed (mailparser): the server under test is given its URL as SMTP_URL. Tests wait for
 * a mail to arrive, never for a time.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Inbox {
  /** smtp://127.0.0.1:<port>, with a user and password the server accepts, as an operator would write it. */
  url: string;
  mails: ParsedMail[];
  /** The next mail to arrive after `count` have (the mail at that index), once it is there. */
  mail(index: number): Promise<ParsedMail>;
  /** Until the returned function is called, mails are received but not accepted: their senders wait. */
  hold(): () => void;
  close(): Promise<void>;
}

export const INBOX_USER = 'mailer';
export const INBOX_PASSWORD = 'smtp-secret-42';

export async function startInbox(): Promise<Inbox> {
  const mails: ParsedMail[] = [];
  const waiting: Array<() => void> = [];
  let held: Promise<void> | null = null;
  const server = new SMTPServer({
    // No certificate: the mail server of a test speaks plain SMTP, with login (nodemailer sends it unencrypted to loopback).
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      if (auth.username === INBOX_USER && auth.password === INBOX_PASSWORD) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(async (mail) => {
        if (held) await held;
        mails.push(mail);
        waiting.splice(0).forEach((wake) => wake());
        callback();
      }, callback);
    },
    logger: false,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${INBOX_USER}:${INBOX_PASSWORD}@127.0.0.1:${port}`,
    mails,
    async mail(index) {
      while (mails.length <= index) await new Promise<void>((resolve) => waiting.push(resolve));
      return mails[index];
    },
    hold() {
      let release!: () => void;
      held = new Promise<void>((resolve) => { release = resolve; });
      return () => {
        held = null;
        release();
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The password link in a mail's text, and its token. */
export function passwordLink(mail: ParsedMail): { link: string; token: string } {
  const match = /(https?:\/\/\S+\/password\/([A-Za-z0-9_-]+))/.exec(mail.text ?? '');
  if (!match) throw new Error(`no password link in the mail "${mail.subject}"`);
  return { link: match[1], token: match[2] };
}
