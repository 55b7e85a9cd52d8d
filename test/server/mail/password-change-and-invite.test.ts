/**
 * Changing one's own password (every other session ends), inviting a user and sending a reset as
 * staff do (the mail in the user's language), and a server without a mail server: the answer to
 * "forgot your password?" stays the same, the log says no mail went, and staff get the link.
 * On both backends; no log line ever holds a token, link or password, not even the page's address.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { buildApp } from '../../../src/server/app';
import { clientPasswordHash } from '../../../src/server/auth/password';
import type { MailSettings } from '../../../src/server/config';
import { inviteUser, sendPasswordReset } from '../../../src/server/mail/invite';
import { PasswordMail } from '../../../src/server/mail/password-mail';
import type { ErrorBody, LoginResponse } from '../../../src/shared/contract';
import { startTestApp, TEST_BACKENDS, TEST_FLAGS, type TestApp } from '../support/test-app';
import { DEMO } from '../../support/demo-users';
import { passwordLink, startInbox, type Inbox } from '../../support/smtp-inbox';

const NEW_PASSWORD = 'Kupfer-Kabel-2026';

function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream, parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.each(TEST_BACKENDS)('on %s', (backend) => {
  describe('with a mail server', () => {
    const log = logCapture();
    let inbox: Inbox;
    let t: TestApp;
    let settings: MailSettings;
    let staffMail: PasswordMail;

    beforeAll(async () => {
      inbox = await startInbox();
      settings = { smtpUrl: inbox.url, from: 'pricetool <noreply@example.com>', publicUrl: 'http://prices.example.com:8080' };
      t = await startTestApp({ backend, articles: 100, logger: { level: 'info', stream: log.stream }, mail: settings });
      staffMail = new PasswordMail({ store: t.store, settings, now: () => t.clock.now, log: silentLog });
    });
    afterAll(async () => {
      await t.close();
      await inbox.close();
      const text = log.lines.join('\n');
      for (const mail of inbox.mails) expect(text).not.toContain(passwordLink(mail).token);
      for (const secret of [NEW_PASSWORD, clientPasswordHash(NEW_PASSWORD)]) expect(text).not.toContain(secret);
    });

    const change = (token: string, current: string, newPassword: string) => t.app.inject({
      method: 'POST', url: '/api/password', headers: { authorization: `Bearer ${token}` },
      payload: { currentPasswordhash: clientPasswordHash(current), newPassword },
    });

    it('changes the own password and ends every other session of the user, not this one', async () => {
      const here = await t.signIn(DEMO.nord.email);
      const elsewhere = await t.signIn(DEMO.nord.email);
      const answer = await change(here, DEMO.password, NEW_PASSWORD);
      expect(answer.statusCode).toBe(204);
      expect((await t.get('/api/', here)).statusCode).toBe(200);
      expect((await t.get('/api/', elsewhere)).statusCode).toBe(401);
      await expect(t.signIn(DEMO.nord.email)).rejects.toThrow(/401/);
      await t.signIn(DEMO.nord.email, NEW_PASSWORD);
      expect(log.parsed().some((line) => line.event === 'password-change' && line.outcome === 'changed' && line.email === DEMO.nord.email)).toBe(true);
      const audited = await t.store.audit.list({ user: DEMO.nord.email, event: 'password-changed', limit: 5 });
      expect(audited).toEqual([expect.objectContaining({ actor: DEMO.nord.email, address: '127.0.0.1', details: { otherSessionsEnded: true } })]);
    });

    it('refuses a wrong current password, and a short or common new one, changing nothing', async () => {
      const token = await t.signIn(DEMO.muster.email);
      const wrong = await change(token, 'not-the-password', NEW_PASSWORD);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json<ErrorBody>()).toEqual({ error: 'invalid_credentials', message: 'The current password is not right.' });
      for (const weak of ['short', 'iloveyou', 'Qwertyuiop']) {
        const answer = await change(token, DEMO.password, weak);
        expect(answer.statusCode).toBe(400);
        expect(answer.json<ErrorBody>().error).toBe('weak_password');
      }
      expect((await t.get('/api/', token)).statusCode).toBe(200);
      await t.signIn(DEMO.muster.email);
    });

    it('invites a user: no password works until the link from the mail, in the language chosen, sets one', async () => {
      const customerId = (await t.store.findUserByEmail(DEMO.muster.email))!.customerId;
      const before = inbox.mails.length;
      const outcome = await inviteUser(staffMail, t.database.admin, { email: 'New.Buyer@Example.com', name: 'Nina Neu', customerId, language: 'FR' });
      expect(outcome).toEqual({ mailed: true, link: null, userId: expect.any(Number) });
      const mail = await inbox.mail(before);
      expect(mail.subject).toBe('Votre accès à pricetool');
      expect(mail.text).toContain('Bonjour Nina Neu');
      const { token } = passwordLink(mail);
      await expect(t.signIn('new.buyer@example.com', '')).rejects.toThrow(/401/);
      const set = await t.app.inject({ method: 'POST', url: '/api/password/reset', payload: { token, newPassword: NEW_PASSWORD, remember: true } });
      expect(set.statusCode).toBe(200);
      expect(set.json<LoginResponse>().user.customer?.id).toBe(customerId);
      await t.signIn('new.buyer@example.com', NEW_PASSWORD);
      expect(await t.store.audit.list({ user: 'new.buyer@example.com', event: 'password-set-with-link', limit: 5 }))
        .toEqual([expect.objectContaining({ details: { purpose: 'invite' } })]);
    });

    it('sends a reset in the language the user last signed in with', async () => {
      await t.app.inject({
        method: 'POST', url: '/api/login', headers: { 'x-selected-language': 'ES' },
        payload: { useremail: DEMO.muster.email, passwordhash: clientPasswordHash(DEMO.password) },
      });
      const before = inbox.mails.length;
      expect((await sendPasswordReset(staffMail, t.store, DEMO.muster.email)).mailed).toBe(true);
      expect((await inbox.mail(before)).subject).toBe('Nueva contraseña para pricetool');
    });
  });

  describe('without a mail server', () => {
    const log = logCapture();
    let t: TestApp;
    let clientDir: string;

    beforeAll(async () => {
      t = await startTestApp({ backend, articles: 100, logger: { level: 'info', stream: log.stream } });
      clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricetool-password-page-'));
      fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
    });
    afterAll(async () => {
      await t.close();
      fs.rmSync(clientDir, { recursive: true, force: true });
    });

    it('answers "forgot your password?" as usual, and logs that no mail could go, without a link', async () => {
      const answer = await t.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email: DEMO.nord.email } });
      expect(answer.statusCode).toBe(202);
      while (!log.parsed().some((line) => line.outcome === 'no-mail-server')) await new Promise((resolve) => setImmediate(resolve));
      expect(log.lines.join('\n')).not.toMatch(/\/password\/[\w-]{43}/);
    });

    it('hands staff the link, which works, and neither the link nor the page of it reaches a log line', async () => {
      const staffMail = new PasswordMail({ store: t.store, settings: { smtpUrl: null, from: 'x@example.com', publicUrl: 'https://p.example.com' }, now: () => t.clock.now, log: silentLog });
      const outcome = await sendPasswordReset(staffMail, t.store, DEMO.noCustomer.email);
      expect(outcome).toEqual({ mailed: false, reason: 'no-mail-server', link: expect.stringMatching(/^https:\/\/p\.example\.com\/password\/[\w-]{43}$/) });
      const token = outcome.link!.split('/').pop()!;

      const pageLog = logCapture();
      const { app: pages } = await buildApp({ store: t.store, flags: TEST_FLAGS, clientDir, logger: { level: 'debug', stream: pageLog.stream } });
      const page = await pages.inject({ method: 'GET', url: `/password/${token}` });
      await pages.close();
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('id="root"');
      expect(pageLog.parsed().filter((line) => line.event === 'request')).toEqual([expect.objectContaining({ route: 'unmatched', status: 200 })]);
      expect(pageLog.lines.join('\n')).not.toContain(token);

      const set = await t.app.inject({ method: 'POST', url: '/api/password/reset', payload: { token, newPassword: NEW_PASSWORD } });
      expect(set.statusCode).toBe(200);
      expect(log.lines.join('\n')).not.toContain(token);
    });
  });
});
