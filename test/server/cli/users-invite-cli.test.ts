/**
 * `npm run users -- invite` and `reset`, run as compiled programs: with SMTP_URL the link goes by
 * mail to an SMTP server in this process and the terminal says so; without it the terminal gets
 * the link to pass on. The link never reaches stderr (the audit lines) or the audit trail, and it
 * sets the invited user's first password.
 */
import { once } from 'node:events';
import { buildApp } from '../../../src/server/app';
import { SqliteStore } from '../../../src/server/store/sqlite/sqlite-store';
import { buildServer, startCli } from '../support/compiled-cli';
import { createSqliteTestDatabase, TEST_FLAGS } from '../support/test-app';
import { DEMO } from '../../support/demo-users';
import { passwordLink, startInbox, type Inbox } from '../../support/smtp-inbox';

let database: { file: string; remove: () => void };
let inbox: Inbox;
beforeAll(async () => {
  buildServer();
  database = await createSqliteTestDatabase(100);
  inbox = await startInbox();
}, 120_000);
afterAll(async () => {
  database.remove();
  await inbox.close();
});

/** Runs the CLI without blocking this process, which must answer its SMTP connection meanwhile. */
async function users(args: string[], env: Record<string, string> = {}) {
  const child = startCli('users', [...args, '--database', database.file], { SMTP_URL: '', PUBLIC_URL: 'https://prices.example.com', ...env });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
  child.stderr?.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  const [status] = (await once(child, 'close')) as [number];
  return { status, stdout, stderr };
}

async function setPassword(token: string, newPassword: string): Promise<number> {
  const store = SqliteStore.open(database.file);
  const { app } = await buildApp({ store, flags: TEST_FLAGS });
  try {
    return (await app.inject({ method: 'POST', url: '/api/password/reset', payload: { token, newPassword } })).statusCode;
  } finally {
    await app.close();
    await store.close();
  }
}

async function auditText(): Promise<string> {
  const store = SqliteStore.open(database.file);
  try {
    return JSON.stringify(await store.audit.list({ limit: 100 }));
  } finally {
    await store.close();
  }
}

it('without SMTP_URL prints the link to pass on, which sets the first password', async () => {
  const run = await users(['invite', 'New.One@Example.com', '--customer', DEMO.muster.customer, '--name', 'New One']);
  expect(run.status).toBe(0);
  expect(run.stdout).toContain('No mail server is set (SMTP_URL): pass this link on to new.one@example.com');
  const link = /https:\/\/prices\.example\.com\/password\/[\w-]{43}/.exec(run.stdout)?.[0];
  expect(link).toBeDefined();
  const token = link!.split('/').pop()!;
  expect(run.stderr).toContain('"event":"user-invited"');
  expect(run.stderr).not.toContain(token);
  expect(await auditText()).not.toContain(token);
  expect(await setPassword(token, 'Erstes-Passwort-1')).toBe(200);
});

it('with SMTP_URL mails the link, in the language asked for, and prints no link', async () => {
  const before = inbox.mails.length;
  const run = await users(['invite', 'second@example.com', '--customer', DEMO.muster.customer, '--language', 'de'], { SMTP_URL: inbox.url });
  expect(run.status).toBe(0);
  expect(run.stdout).toContain('Mailed second@example.com a link to set the password (valid 30 minutes, once)');
  expect(run.stdout).not.toMatch(/\/password\//);
  const mail = await inbox.mail(before);
  expect(mail.subject).toBe('Ihr Zugang zu pricetool');
  const { token } = passwordLink(mail);
  expect(run.stderr).not.toContain(token);
  expect(run.stderr).not.toContain(inbox.url);

  const reset = await users(['reset', 'second@example.com'], { SMTP_URL: inbox.url });
  expect(reset.status).toBe(0);
  const second = passwordLink(await inbox.mail(before + 1));
  // The newer link ends the older one.
  expect(await setPassword(token, 'Zweites-Passwort-2')).toBe(410);
  expect(await setPassword(second.token, 'Zweites-Passwort-2')).toBe(200);
});

it('refuses an invite without a customer, or to a taken address', async () => {
  expect((await users(['invite', 'third@example.com'])).status).toBe(2);
  const taken = await users(['invite', DEMO.muster.email, '--customer', DEMO.muster.customer]);
  expect(taken.status).toBe(1);
  expect(taken.stderr).toContain('exists already');
});
