/**
 * SMTP_URL, MAIL_FROM and PUBLIC_URL (docs/operations.md, Mail), and the constants of password
 * links: a refused SMTP_URL is named without its value (it holds the mail server's password).
 */
import {
  ConfigurationError, DAY_MS, HOUR_MS, MINUTE_MS, PASSWORD_LINK_TTL_MS, PASSWORD_REQUEST_RETENTION_MS, PASSWORD_REQUEST_THROTTLE, readConfig,
} from '../../../src/server/config';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../../src/shared/password-rules';

describe('the mail settings', () => {
  it('take an SMTP URL, a sender and the public address', () => {
    expect(readConfig({ SMTP_URL: 'smtp://user:pass@mail.example:587', MAIL_FROM: 'Sales <sales@example.com>', PUBLIC_URL: 'https://prices.example.com/' }).mail)
      .toEqual({ smtpUrl: 'smtp://user:pass@mail.example:587', from: 'Sales <sales@example.com>', publicUrl: 'https://prices.example.com' });
  });

  it('link to the server\'s own address when PUBLIC_URL is unset', () => {
    expect(readConfig({ HOST: '::1', PORT: '9000' }).mail.publicUrl).toBe('http://[::1]:9000');
  });

  it('refuse an SMTP_URL that is none without repeating it', () => {
    const refused = () => readConfig({ SMTP_URL: 'mail.example:587 with s3cret-pass' });
    expect(refused).toThrow(ConfigurationError);
    expect(refused).toThrow('SMTP_URL must be an smtp:// or smtps:// URL (smtp://user:password@mail.example:587)');
    expect(refused).not.toThrow(/s3cret-pass/);
  });

  it.each(['nobody', 'Sales <sales>', 'a@b@c'])('refuse MAIL_FROM "%s"', (value) => {
    expect(() => readConfig({ MAIL_FROM: value })).toThrow(`MAIL_FROM must be an e-mail address, with a name if wanted: Sales <sales@example.com>, not "${value}"`);
  });

  it.each(['prices.example.com', 'ftp://prices.example.com', 'https://prices.example.com/?a=1', 'https://user@prices.example.com'])('refuse PUBLIC_URL "%s"', (value) => {
    expect(() => readConfig({ PUBLIC_URL: value })).toThrow('PUBLIC_URL must be an http:// or https:// address without query');
  });
});

describe('the constants of passwords (docs/behaviour.md, Constants)', () => {
  it('a link works for 30 minutes', () => {
    expect(PASSWORD_LINK_TTL_MS).toBe(30 * MINUTE_MS);
  });

  it('"forgot your password?" is throttled per hour: 3 mails per address, 20 requests per client; requests kept a day', () => {
    expect(PASSWORD_REQUEST_THROTTLE).toEqual({ windowMs: HOUR_MS, maxPerEmail: 3, maxPerClient: 20 });
    expect(PASSWORD_REQUEST_RETENTION_MS).toBe(DAY_MS);
  });

  it('a new password has 8 to 256 characters', () => {
    expect([MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH]).toEqual([8, 256]);
  });
});
