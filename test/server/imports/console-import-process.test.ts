/**
 * The console's import process on both backends (docs/imports.md, From the console): a process
 * that stops without ending its row leaves it failed with why, and a catalogue import notes its
 * progress in the history while it runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ConsoleImports } from '../../../src/server/imports/console-imports';
import { runImport } from '../../../src/server/imports/import-run';
import { openImportBed, type ImportBed } from '../support/import-bed';
import { TEST_BACKENDS } from '../support/test-app';

const CATALOGUE = [
  'brand;artnr;name;onstock;delivery_time_weeks;listprice',
  ...Array.from({ length: 30 }, (_, n) => `Siemens;6ES7214-1AG40-0X${String(n).padStart(2, '0')};CPU ${n};${n};2;512,40`),
].join('\n');

describe.each(TEST_BACKENDS)('the console import process on %s', (backend) => {
  let bed: ImportBed;

  beforeEach(async () => {
    bed = await openImportBed(backend);
  });
  afterEach(() => bed.close());

  it('ends the row as failed, with why, when its process stops without ending it', async () => {
    const imports = new ConsoleImports({
      history: bed.reader.store.importHistory, target: bed.created.target, workerPath: path.join(bed.dir, 'missing.js'), uploadDir: bed.dir,
    });
    const started = await imports.check('brands', 'brands.csv', 'office@distributor.example', Readable.from(['brand;sold\nSiemens;yes\n']));
    expect(started).toMatchObject({ outcome: 'running', dryRun: true, fileBytes: 23 });
    let found = await bed.reader.store.importHistory.get(started.id);
    while (found?.run.outcome === 'running') {
      await new Promise((resolve) => setImmediate(resolve));
      found = await bed.reader.store.importHistory.get(started.id);
    }
    expect(found?.run).toMatchObject({ outcome: 'failed', message: expect.stringMatching(/^The import process stopped \(exit code 1\): .*missing\.js/) });
    expect(fs.readdirSync(bed.dir).filter((name) => name.endsWith('.csv'))).toEqual([]);
  });

  it('notes a catalogue import\'s phases as its progress, and ends with the rows imported', async () => {
    const history = bed.writer.store.importHistory;
    const id = await history.start({
      kind: 'catalogue', dryRun: false, fileName: 'export.csv', fileBytes: CATALOGUE.length, fileSha256: null, actor: 'office@distributor.example',
      startedAt: Date.now(), checkId: null, pid: process.pid, host: 'here',
    });
    const noted = jest.spyOn(history, 'progress');
    await runImport(bed.writer, { id, kind: 'catalogue', file: bed.writeCsv('export.csv', CATALOGUE), dryRun: false });
    expect(noted.mock.calls.map(([, , phase]) => phase)).toEqual(expect.arrayContaining(['indexing', 'swapping']));
    expect((await history.get(id))?.run).toMatchObject({ outcome: 'succeeded', rows: 30, progress: null });
    expect((await bed.reader.store.catalogueInfo()).articles).toBe(30);
  });
});
