/**
 * The staff console's imports on both backends (docs/imports.md, From the console): a check reads
 * every line and writes nothing, an import applies the checked file as the CLI does, the history
 * keeps who, when, what and how it went, and one import runs at a time.
 */
import type { ImportOverview, ImportRunDetail, ImportStarted } from '../../../../src/shared/admin-imports-contract';
import { FAIR_SHARE, IMPORT_MAX_BYTES } from '../../../../src/server/config';
import { buildServer, runCli } from '../../support/compiled-cli';
import { startTestApp, TEST_BACKENDS, type TestApp } from '../../support/test-app';
import { DEMO } from '../../../support/demo-users';

const BRANDS = ['brand;aliases;sold;message', 'Siemens;Simatic;yes;none', 'Festo;;no;not_sell_this_brand', ''].join('\r\n');

beforeAll(() => buildServer(), 120_000);

describe.each(TEST_BACKENDS)('console imports on %s', (backend) => {
  let t: TestApp;
  let token: string;

  beforeEach(async () => {
    t = await startTestApp({ backend, articles: 300 });
    token = await t.signIn(DEMO.staff.email);
  });
  afterEach(() => t.close());

  const auth = () => ({ authorization: `Bearer ${token}` });
  const upload = (url: string, body: string | Buffer, type = 'text/csv') =>
    t.app.inject({ method: 'POST', url, payload: body, headers: { ...auth(), 'content-type': type } });
  const check = (kind: string, fileName: string, body: string | Buffer) =>
    upload(`/api/admin/imports?kind=${kind}&fileName=${encodeURIComponent(fileName)}`, body);

  /**
   * Follows a run until its process has ended it, asking as the console does no faster than the
   * console's share refills (the app's clock moves only when a test moves it).
   */
  async function ended(id: number): Promise<ImportRunDetail> {
    for (;;) {
      const response = await t.get(`/api/admin/imports/${id}`, token);
      expect(response.statusCode).toBe(200);
      const detail = response.json<ImportRunDetail>();
      if (detail.run.outcome !== 'running') return detail;
      t.clock.now += 1_000 / FAIR_SHARE.console.user.perSecond;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  async function checked(kind: string, fileName: string, body: string | Buffer): Promise<ImportRunDetail> {
    const response = await check(kind, fileName, body);
    expect(response.statusCode).toBe(202);
    return ended(response.json<ImportStarted>().run.id);
  }

  it('checks every line of a file and writes nothing', async () => {
    const before = await t.store.brands();
    const { run, report } = await checked('brands', 'brands.csv', BRANDS);
    expect(run).toMatchObject({ kind: 'brands', dryRun: true, fileName: 'brands.csv', outcome: 'succeeded', rows: 2, rejected: 0, actor: DEMO.staff.email });
    expect(report).toMatchObject({ encoding: 'UTF-8', separator: ';', rejectedLines: [] });
    expect(await t.store.brands()).toEqual(before);
    expect((await t.get('/api/admin/imports', token)).json<ImportOverview>().history).toEqual([]);
  });

  it('reports rejected lines with their numbers and reasons, and will not import such a file', async () => {
    const { run, report } = await checked('brands', 'bad.csv', ['brand;sold', 'Siemens;yes', ';yes', 'Festo;maybe'].join('\n'));
    expect(run).toMatchObject({ outcome: 'failed', rows: 1, rejected: 2 });
    expect(report?.rejectedLines).toEqual([
      { line: 3, reason: 'brand is empty' },
      { line: 4, reason: 'sold "maybe" is not one of yes, no, ja, nein' },
    ]);
    const apply = await upload(`/api/admin/imports/${run.id}/apply`, ['brand;sold', 'Siemens;yes', ';yes', 'Festo;maybe'].join('\n'));
    expect(apply.statusCode).toBe(409);
    expect(apply.json()).toMatchObject({ error: 'import_not_checked' });
  });

  it('applies a checked Windows-1252 file and keeps it in the history', async () => {
    const file = Buffer.from('Marke;Verkauft;Info EN;Info DE\r\nKübler;ja;From Kübler;Lieferung ab Villingen–Schwenningen\r\n', 'latin1');
    file[file.indexOf('–', 0, 'latin1')] = 0x96;
    const { run: checkRun, report } = await checked('brands', 'C:\\Users\\ops\\Marken.csv', file);
    expect(checkRun).toMatchObject({ outcome: 'succeeded', fileName: 'Marken.csv' });
    expect(report?.encoding).toBe('Windows-1252');
    const apply = await upload(`/api/admin/imports/${checkRun.id}/apply`, file);
    expect(apply.statusCode).toBe(202);
    const { run } = await ended(apply.json<ImportStarted>().run.id);
    expect(run).toMatchObject({ kind: 'brands', dryRun: false, outcome: 'succeeded', rows: 1, rejected: 0, checkId: checkRun.id, fileName: 'Marken.csv' });
    expect(await t.store.brands()).toEqual([
      { brand: 'Kübler', aliases: [], in_PT: 'yes', message: '', info: { EN: 'From Kübler', DE: 'Lieferung ab Villingen–Schwenningen' } },
    ]);
    const { history } = (await t.get('/api/admin/imports', token)).json<ImportOverview>();
    expect(history).toEqual([run]);
    expect(history[0]).toMatchObject({ actor: DEMO.staff.email, fileBytes: file.length });
    const audited = await t.store.audit.list({ user: DEMO.staff.email, limit: 10 });
    expect(audited.filter((entry) => entry.event.startsWith('import-')).map(({ event, actor, details }) => ({ event, actor, details }))).toEqual([
      { event: 'import-apply', actor: DEMO.staff.email, details: { kind: 'brands', file: 'Marken.csv', bytes: file.length, run: run.id, check: checkRun.id } },
      { event: 'import-check', actor: DEMO.staff.email, details: { kind: 'brands', file: 'Marken.csv', bytes: file.length, run: checkRun.id } },
    ]);
  });

  it('imports only the bytes that were checked', async () => {
    const { run } = await checked('brands', 'brands.csv', BRANDS);
    const apply = await upload(`/api/admin/imports/${run.id}/apply`, BRANDS.replace('Festo', 'Pilz'));
    expect(apply.statusCode).toBe(409);
    expect(apply.json()).toMatchObject({ error: 'import_file_differs' });
    expect((await t.get('/api/admin/imports', token)).json<ImportOverview>().history).toEqual([]);
  });

  it('refuses a file over the kind\'s limit with a clear error, and a body that is not a file', async () => {
    const big = Buffer.alloc(IMPORT_MAX_BYTES.users + 1, 'a');
    const response = await check('users', 'users.csv', big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'payload_too_large', message: 'The file is larger than this kind of import takes.' });
    const form = await upload('/api/admin/imports?kind=brands&fileName=b.csv', '--x\r\n\r\nbrand\r\n--x--', 'multipart/form-data; boundary=x');
    expect(form.statusCode).toBe(415);
  });

  it('runs one import at a time: a second one at once is told an import is running', async () => {
    const { run } = await checked('brands', 'brands.csv', BRANDS);
    const [first, second] = await Promise.all([1, 2].map(() => upload(`/api/admin/imports/${run.id}/apply`, BRANDS)));
    expect([first.statusCode, second.statusCode].sort()).toEqual([202, 409]);
    expect([first, second].find((r) => r.statusCode === 409)?.json()).toMatchObject({ error: 'import_running' });
    const started = [first, second].find((r) => r.statusCode === 202)!.json<ImportStarted>().run;
    expect((await ended(started.id)).run.outcome).toBe('succeeded');
  });

  it('refuses an import while a command-line import holds the lock', async () => {
    const { run } = await checked('brands', 'brands.csv', BRANDS);
    // The lock is held once `work` runs (after the lock and BEGIN); it is let go only then, however slow the machine.
    let release!: () => void;
    const released = new Promise<void>((resolve) => { release = resolve; });
    let held!: () => void;
    const lockHeld = new Promise<void>((resolve) => { held = resolve; });
    const holding = t.database.whileImporting(() => { held(); return released; });
    await lockHeld;
    const apply = await upload(`/api/admin/imports/${run.id}/apply`, BRANDS);
    release();
    await holding;
    expect(apply.statusCode).toBe(409);
    expect(apply.json()).toMatchObject({ error: 'import_running' });
  });

  it('lists the command-line imports with their user', () => {
    const target = t.target.kind === 'sqlite' ? t.target.file : t.target.url;
    const result = runCli('import', ['brands', 'docs/examples/brands.csv', '--database', target]);
    expect(result.status).toBe(0);
    return t.get('/api/admin/imports', token).then((response) => {
      expect(response.json<ImportOverview>().history).toEqual([expect.objectContaining({
        kind: 'brands', fileName: 'brands.csv', outcome: 'succeeded', actor: expect.stringMatching(/^cli:/), dryRun: false,
      })]);
    });
  });
});
