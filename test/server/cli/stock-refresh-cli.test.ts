/**
 * stock:import as an operator runs it, on both backends: searches running meanwhile see all the
 * old stock or all the new, never a mix, and a killed refresh leaves the old stock serving.
 */
import { once } from 'node:events';
import { importCatalogueCsv } from '../../../src/server/imports/import-csv';
import { importStockCsv } from '../../../src/server/imports/stock-csv';
import type { Article } from '../../../src/shared/contract';
import { buildServer, runCli, startCli } from '../support/compiled-cli';
import { catalogueCsv, sampleRow } from '../support/csv';
import { openImportBed, searchQuery, type ImportBed } from '../support/import-bed';
import { TEST_BACKENDS } from '../support/test-app';

const ARTICLES = 20_000;

beforeAll(() => buildServer(), 120_000);

describe.each(TEST_BACKENDS)('stock:import on %s', (backend) => {
  let bed: ImportBed;
  let database: string;

  beforeEach(async () => {
    bed = await openImportBed(backend);
    database = bed.created.target.kind === 'sqlite' ? bed.created.target.file : bed.created.target.url;
    await importCatalogueCsv(bed.writer, bed.writeCsv('catalogue.csv', catalogueCsv(Array.from({ length: ARTICLES }, (_, i) => sampleRow(i)))));
    await importStockCsv(bed.writer, stockFile('all-on-stock.csv', 1, 1));
  }, 60_000);
  afterEach(() => bed.close());

  function stockFile(name: string, onstock: number, weeks: number): string {
    const lines = ['artnr;onstock;delivery_time_weeks', ...Array.from({ length: ARTICLES }, (_, i) => `${sampleRow(i).artnr};${onstock};${weeks}`)];
    return bed.writeCsv(name, `${lines.join('\n')}\nUNKNOWN-1;1;1\n`);
  }

  /** One search's stock as a word: "old", "new", or "mixed" with what it saw. */
  async function stockSeen(): Promise<string> {
    const result = await bed.reader.store.search(searchQuery('imp', 200));
    const stock = new Set(result.articles.map((doc) => {
      const { onstock, delivery_time_weeks } = JSON.parse(doc) as Article;
      return `${onstock}/${delivery_time_weeks}`;
    }));
    const [only] = stock;
    if (stock.size === 1 && only === '1/1' && result.onStock === ARTICLES) return 'old';
    if (stock.size === 1 && only === '0/5' && result.onStock === 0) return 'new';
    return `mixed: ${[...stock].join(',')} with ${result.onStock} on stock`;
  }

  it('lets searches running during the refresh see all the old stock or all the new', async () => {
    const child = startCli('import', ['stock', stockFile('none-on-stock.csv', 0, 5), '--database', database]);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.stderr?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    const exited = once(child, 'exit');
    let running = true;
    void exited.then(() => { running = false; });
    const seen: string[] = [];
    while (running) {
      seen.push(await stockSeen());
      // A SQLite search answers without a turn of the event loop; this lets the child's exit in.
      await new Promise((resolve) => setImmediate(resolve));
    }
    const [code] = await exited;
    expect({ code, output }).toMatchObject({ code: 0 });
    expect(output).toContain(`${ARTICLES.toLocaleString('en-US')} articles changed stock or delivery time`);
    expect(output).toMatch(/1 line\(s\) name no article of the catalogue and were skipped:\n {2}line 20002: unknown1/);
    expect(output).toMatch(/"event":"import".*"kind":"stock".*"rows":20001,"rejected":0,"warnings":0,"encoding":"UTF-8","changed":20000,"unknown":1/);
    expect(seen.filter((answer) => answer !== 'old' && answer !== 'new')).toEqual([]);
    expect(seen.length).toBeGreaterThan(0);
    expect(await stockSeen()).toBe('new');
  }, 60_000);

  it('leaves the old stock serving when the refresh is killed, and the next one runs', async () => {
    const child = startCli('import', ['stock', stockFile('none-on-stock.csv', 0, 5), '--database', database]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    child.kill('SIGKILL');
    await once(child, 'exit');
    expect(await stockSeen()).toBe('old');
    const rerun = runCli('import', ['stock', stockFile('again.csv', 0, 5), '--database', database]);
    expect(rerun.status).toBe(0);
    expect(await stockSeen()).toBe('new');
  }, 60_000);

  it('reads negative stock as 0, lists those lines as warnings, and applies the rest', async () => {
    const file = bed.writeCsv('backorders.csv', 'Artikelnummer;Bestand;Lieferzeit\nIMP-000001;-3;1\nIMP-000002;7;1\nIMP-000003;-1;2\n');
    const result = runCli('import', ['stock', file, '--database', database]);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Read 3 lines; 3 articles changed stock or delivery time');
    expect(result.stderr).toContain('Read 2 row(s) with a warning:\n'
      + '  line 2: onstock "-3" is below 0 (a backorder): read as 0, not on stock\n'
      + '  line 4: onstock "-1" is below 0 (a backorder): read as 0, not on stock\n');
    expect(result.stderr).toMatch(/"event":"import".*"kind":"stock".*"rows":3,"rejected":0,"warnings":2/);
    const stock = async (artnr: string) => (JSON.parse((await bed.reader.store.search(searchQuery(artnr))).articles[0]) as Article).onstock;
    expect([await stock('imp000001'), await stock('imp000002'), await stock('imp000003')]).toEqual([0, 7, 0]);
  });

  it('lists rejected lines with their numbers and exits 1 without changing anything', () => {
    const bad = bed.writeCsv('bad.csv', 'Artikelnummer;Bestand;Lieferzeit\nIMP-000001;3;1\nIMP-000002;drei;1\n');
    const result = runCli('import', ['stock', bad, '--database', database]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Rejected rows (1):\n  line 3: onstock "drei" is not a whole number from -10000000 to 10000000');
    expect(result.stderr).toContain('Error: 1 row(s) rejected; nothing was changed');
  });
});
