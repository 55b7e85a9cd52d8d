/**
 * Passwords by e-mail against a real SMTP server in the test process, on both backends: the
 * "forgot your password?" answer is the same for every address and never waits for the mail; a
 * known user's mail, in their language, holds a link that sets a new password and signs in, works
 * once, and not after 30 minutes (the app's clock); a newer link ends the older; requests are
 * throttled per address and per client; and no log line holds a token, link or password.
 */
import { Writable } from 'node:stream';
import { clientPasswordHash } from '../../../src/server/auth/password';
import { PASSWORD_LINK_TTL_MS, PASSWORD_REQUEST_THROTTLE } from '../../../src/server/config';
import type { ErrorBody, LoginResponse } from '../../../src/shared/contract';
import { startTestApp, TEST_BACKENDS, type TestApp } from '../support/test-app';
import { DEMO } from '../../support/demo-users';
import { passwordLink, startInbox, type Inbox } from '../../support/smtp-inbox';

const PUBLIC_URL = 'https://prices.example.com';
const NEW_PASSWORD = 'Hopfen-und-Malz-7';

describe.each(TEST_BACKENDS)('password links on %s', (backend) => {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  let inbox: Inbox;
  let t: TestApp;
  let client = 0;
  /** Each test asks from an address of its own, so the per-client throttle of one does not meet another's. */
  const nextAddress = () => `10.27.3.${++client}`;

  beforeAll(async () => {
    inbox = await startInbox();
    t = await startTestApp({
      backend, articles: 100, logger: { level: 'info', stream: logStream },
      mail: { smtpUrl: inbox.url, from: 'Sales <sales@example.com>', publicUrl: PUBLIC_URL },
    });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
    // Whatever the suite did, the token, link and passwords never reached the log.
    const log = lines.join('\n');
    for (const mail of inbox.mails) {
      const { link, token } = passwordLink(mail);
      expect(log).not.toContain(token);
      expect(log).not.toContain(link);
    }
    for (const secret of [NEW_PASSWORD, clientPasswordHash(NEW_PASSWORD), inbox.url.split('@')[0].split(':')[2]]) expect(log).not.toContain(secret);
  });

  const forgot = (email: string, remoteAddress: string, language = 'EN') => t.app.inject({
    method: 'POST', url: '/api/password/forgot', remoteAddress, headers: { 'x-selected-language': language }, payload: { email },
  });
  const reset = (token: string, newPassword = NEW_PASSWORD) => t.app.inject({ method: 'POST', url: '/api/password/reset', payload: { token, newPassword } });
  const logged = (predicate: (line: Record<string, unknown>) => boolean) => lines.map((line) => JSON.parse(line) as Record<string, unknown>).some(predicate);
  /** Waits until the background work of a request has logged its outcome. */
  async function outcomeLogged(email: string, outcome: string): Promise<void> {
    while (!logged((line) => line.email === email && line.outcome === outcome)) await new Promise((resolve) => setImmediate(resolve));
  }
  async function mailedLink(email: string, language?: string) {
    const index = inbox.mails.length;
    const answer = await forgot(email, nextAddress(), language);
    expect(answer.statusCode).toBe(202);
    const mail = await inbox.mail(index);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain(email);
    return { mail, ...passwordLink(mail) };
  }

  it('answers a known and an unknown address alike, and mails only the known one a link in the language of the page', async () => {
    const before = inbox.mails.length;
    const unknown = await forgot('nobody@example.com', nextAddress(), 'DE');
    const known = await forgot(DEMO.nord.email, nextAddress(), 'DE');
    const strip = (headers: Record<string, unknown>) => ({ ...headers, 'x-request-id': null, date: null });
    expect([known.statusCode, known.body, strip(known.headers)]).toEqual([unknown.statusCode, unknown.body, strip(unknown.headers)]);
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual({ accepted: true });
    const mail = await inbox.mail(before);
    await outcomeLogged('nobody@example.com', 'unknown');
    expect(inbox.mails).toHaveLength(before + 1);
    expect(mail.subject).toBe('Neues Passwort für pricetool');
    expect(mail.from?.value).toEqual([{ name: 'Sales', address: 'sales@example.com' }]);
    const { link } = passwordLink(mail);
    expect(link.startsWith(`${PUBLIC_URL}/password/`)).toBe(true);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain('30 Minuten');
  });

  it('answers before the mail has gone, so the answer takes no longer for a known address', async () => {
    const before = inbox.mails.length;
    const release = inbox.hold();
    const answer = await forgot(DEMO.nord.email, nextAddress());
    expect(answer.statusCode).toBe(202);
    expect(inbox.mails).toHaveLength(before);
    release();
    await inbox.mail(before);
  });

  it('sets the password with the link, signs in, and the link works once', async () => {
    const { token } = await mailedLink(DEMO.nord.email);
    const other = await t.signIn(DEMO.nord.email);
    const answer = await reset(token);
    expect(answer.statusCode).toBe(200);
    const signedIn = answer.json<LoginResponse>();
    expect(signedIn.user.username).toBeTruthy();
    expect((await t.get('/api/', signedIn.token)).statusCode).toBe(200);
    // Every session from before the new password ends.
    expect((await t.get('/api/', other)).statusCode).toBe(401);
    await expect(t.signIn(DEMO.nord.email)).rejects.toThrow(/401/);
    await t.signIn(DEMO.nord.email, NEW_PASSWORD);

    const again = await reset(token, 'Ein-anderes-Passwort-9');
    expect(again.statusCode).toBe(410);
    expect(again.json<ErrorBody>().error).toBe('link_expired');
    await t.signIn(DEMO.nord.email, NEW_PASSWORD);
  });

  it('refuses a link after 30 minutes, and an older link once a newer one is sent', async () => {
    const expired = await mailedLink(DEMO.noCustomer.email);
    t.clock.now += PASSWORD_LINK_TTL_MS;
    expect((await reset(expired.token)).statusCode).toBe(410);

    const older = await mailedLink(DEMO.noCustomer.email);
    const newer = await mailedLink(DEMO.noCustomer.email);
    t.clock.now += PASSWORD_LINK_TTL_MS - 1;
    expect((await reset(older.token)).statusCode).toBe(410);
    expect((await reset(newer.token)).statusCode).toBe(200);
    t.clock.now += PASSWORD_REQUEST_THROTTLE.windowMs;
  });

  it('refuses a short or common password without using the link up', async () => {
    const { token } = await mailedLink(DEMO.muster.email);
    for (const [password, message] of [['kurz', /at least 8/], ['password1', /most common/], ['Password1', /most common/]] as const) {
      const answer = await reset(token, password);
      expect(answer.statusCode).toBe(400);
      expect(answer.json<ErrorBody>()).toEqual({ error: 'weak_password', message: expect.stringMatching(message) });
    }
    expect((await reset(token, DEMO.password)).statusCode).toBe(200);
  });

  it('mails an address at most a few times an hour, answering alike, and refuses a client asking too often', async () => {
    t.clock.now += PASSWORD_REQUEST_THROTTLE.windowMs;
    const before = inbox.mails.length;
    for (let i = 0; i < PASSWORD_REQUEST_THROTTLE.maxPerEmail; i++) await mailedLink(DEMO.nord.email);
    expect((await forgot(DEMO.nord.email, nextAddress())).statusCode).toBe(202);
    await outcomeLogged(DEMO.nord.email, 'throttled-email');
    expect(inbox.mails).toHaveLength(before + PASSWORD_REQUEST_THROTTLE.maxPerEmail);

    const address = nextAddress();
    for (let i = 0; i < PASSWORD_REQUEST_THROTTLE.maxPerClient; i++) expect((await forgot(`someone-${i}@example.com`, address)).statusCode).toBe(202);
    const refused = await forgot('someone-else@example.com', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorBody>().error).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.now += PASSWORD_REQUEST_THROTTLE.windowMs;
    expect((await forgot('someone-else@example.com', address)).statusCode).toBe(202);
  });
});
