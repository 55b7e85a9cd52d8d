/**
 * content:import on both backends (docs/imports.md, Texts and addresses): the example file holds every key
 * with the default texts; a file is read as a spreadsheet writes it (Windows-1252 or UTF-8 with a
 * BOM, CRLF, `;` or `,`); every line is checked (unknown key, missing English, an address that is
 * none, markup beyond the safe set) with its number; a file with a rejected line writes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentAnswer, contentEntries, readContentAnswer } from '../../../src/server/content/content-answer';
import { DEFAULT_TEXTS, demoContentRows } from '../../../src/server/content/content-defaults';
import { importContentCsv } from '../../../src/server/imports/content-csv';
import { ImportFailedError } from '../../../src/server/imports/csv-reader';
import { ImportInProgressError } from '../../../src/server/store/catalogue-load';
import { CONTENT_KEYS } from '../../../src/shared/content-keys';
import { excelCsv, openImportBed, otherImport, type ImportBed } from '../support/import-bed';
import { TEST_BACKENDS } from '../support/test-app';

const EXAMPLE = path.join(__dirname, '..', '..', '..', 'docs', 'examples', 'content.csv');

async function rejections(bed: ImportBed, file: string) {
  const error = await importContentCsv(bed.writer, file).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ImportFailedError);
  return (error as ImportFailedError).report?.rejected;
}

describe.each(TEST_BACKENDS)('content import on %s', (backend) => {
  let bed: ImportBed;

  beforeEach(async () => {
    bed = await openImportBed(backend);
  });
  afterEach(() => bed.close());

  it('the example file names every key with today\'s texts: it imports cleanly and the page sees the demo\'s content unchanged', async () => {
    const lines = fs.readFileSync(EXAMPLE, 'utf8').trim().split('\n').slice(1).map((line) => line.split(';')[0]);
    expect(lines).toEqual([...CONTENT_KEYS]);
    const before = await readContentAnswer(bed.reader.store.content);
    expect(before).toEqual(contentAnswer(demoContentRows()));
    expect(await importContentCsv(bed.writer, EXAMPLE)).toMatchObject({ loaded: CONTENT_KEYS.length, rejectedCount: 0, encoding: 'UTF-8', separator: ';' });
    expect(await readContentAnswer(bed.reader.store.content)).toEqual(before);
    const entries = contentEntries(await bed.reader.store.content.rows());
    expect(entries.every((entry) => !entry.isDefault)).toBe(true);
    expect(entries.find((entry) => entry.key === 'faq.warehouse.answer')?.values).toEqual(DEFAULT_TEXTS['faq.warehouse.answer']);
  });

  it('reads a German Excel file (UTF-8 with BOM, `;`, CRLF, German column names) and sets only the keys it names', async () => {
    const file = bed.writeCsv('excel.csv', excelCsv([
      ['Schlüssel', 'Englisch', 'Deutsch', 'Französisch', 'Spanisch'],
      ['order.email', 'orders@acme.example', '', '', ''],
      ['newBrands.text', 'Now with Balluff; and Turck.', 'Neu: Balluff und Turck.', '', ''],
    ]));
    expect(await importContentCsv(bed.writer, file)).toMatchObject({ loaded: 2, encoding: 'UTF-8', separator: ';' });
    const { settings, texts } = await readContentAnswer(bed.reader.store.content);
    expect(settings['order.email']).toBe('orders@acme.example');
    expect(settings['contact.email']).toBe('sales@example.com');
    // An empty language shows the English text.
    expect(texts['newBrands.text']).toEqual({ EN: 'Now with Balluff; and Turck.', DE: 'Neu: Balluff und Turck.', FR: 'Now with Balluff; and Turck.', ES: 'Now with Balluff; and Turck.' });
    expect(texts['faq.stock.answer']).toEqual(DEFAULT_TEXTS['faq.stock.answer']);
  });

  it('reads Windows-1252 with `,` and CRLF', async () => {
    const file = bed.writeCsv('latin.csv', Buffer.from('key,en,de,fr,es\r\nfaq.warehouse.answer,From Munich.,Ab München.,De Munich.,Desde Múnich.\r\ncompany.name,Müller & Söhne GmbH,,,\r\n', 'latin1'));
    expect(await importContentCsv(bed.writer, file)).toMatchObject({ loaded: 2, encoding: 'Windows-1252', separator: ',' });
    const { settings, texts } = await readContentAnswer(bed.reader.store.content);
    expect(texts['faq.warehouse.answer']).toEqual({ EN: 'From Munich.', DE: 'Ab München.', FR: 'De Munich.', ES: 'Desde Múnich.' });
    expect(settings['company.name']).toBe('Müller & Söhne GmbH');
  });

  it('rejects every bad line with its number and reason, and writes nothing of the file', async () => {
    const before = await bed.reader.store.content.rows();
    const file = bed.writeCsv('bad.csv', [
      'key;en;de;fr;es',
      'welcome.title;A new welcome;;;',
      'faq.nothing.answer;Hello;;;',
      'welcome.text;;Nur Deutsch;;',
      'order.email;orders at acme;;;',
      'contact.email;sales@example.com;vertrieb@example.com;;',
      'faq.stock.answer;Fresh <script>alert(1)</script>;;;',
      'faq.moq.answer;"<b onclick=""alert(1)"">Bold</b>";;;',
      'faq.order.answer;Write to <mail>{{email}};;;',
      'faq.customs.answer;Fine;<img src=x onerror=alert(1)>;;',
      'faq.languages.answer;"<a href=""javascript:alert(1)"">x</a>";;;',
      'faq.catalogue.answer;{{total}} and {{constructor}};;;',
      'company.name;<i>ACME</i>;;;',
      'enquiries.text;=HYPERLINK(1);;;',
      'welcome.title;Twice;;;',
    ].join('\n'));
    expect(await rejections(bed, file)).toEqual([
      { line: 3, reason: '"faq.nothing.answer" is not a key of the content (docs/imports.md lists them)' },
      { line: 4, reason: 'welcome.text: en: no English text; English is the fallback of every language' },
      { line: 5, reason: 'order.email: en: "orders at acme" is not an e-mail address' },
      { line: 6, reason: 'contact.email: de: a setting has no languages: fill en only' },
      { line: 7, reason: 'faq.stock.answer: en: <script> is not allowed: only <mail>…</mail>, <b>…</b>, <i>…</i> and <br/>, without attributes' },
      { line: 8, reason: 'faq.moq.answer: en: <b onclick="alert(1)"> is not allowed: only <mail>…</mail>, <b>…</b>, <i>…</i> and <br/>, without attributes' },
      { line: 9, reason: 'faq.order.answer: en: <mail> is not closed or not opened' },
      { line: 10, reason: 'faq.customs.answer: de: <img src=x onerror=alert(1)> is not allowed: only <mail>…</mail>, <b>…</b>, <i>…</i> and <br/>, without attributes' },
      { line: 11, reason: 'faq.languages.answer: en: <a href="javascript:alert(1)"> is not allowed: only <mail>…</mail>, <b>…</b>, <i>…</i> and <br/>, without attributes' },
      { line: 12, reason: 'faq.catalogue.answer: en: {{constructor}} is not a placeholder: only {{email}}, {{contactEmail}}, {{total}}' },
      { line: 13, reason: 'company.name: en: <i>ACME</i> is not allowed: only <mail>…</mail>, <b>…</b>, <i>…</i> and <br/>, without attributes' },
      { line: 14, reason: 'enquiries.text: en: starts with "=", which a spreadsheet reads as a formula' },
      { line: 15, reason: 'welcome.title appears more than once' },
    ]);
    expect(await bed.reader.store.content.rows()).toEqual(before);
  });

  it('takes the safe markup and the placeholders', async () => {
    const file = bed.writeCsv('safe.csv', 'key;en\nfaq.order.answer;<b>Order</b> by <i>mail</i>:<br/><mail>{{email}}</mail> or <mail>{{contactEmail}}</mail><br>\n');
    expect(await importContentCsv(bed.writer, file)).toMatchObject({ loaded: 1 });
  });

  it('a dry run checks every line and writes nothing', async () => {
    const before = await bed.reader.store.content.rows();
    const file = bed.writeCsv('dry.csv', 'key;en\nwelcome.title;Hello\n');
    expect(await importContentCsv(bed.writer, file, { dryRun: true })).toMatchObject({ loaded: 1, rejectedCount: 0 });
    expect(await bed.reader.store.content.rows()).toEqual(before);
  });

  it('waits for no other import: one runs at a time', async () => {
    const other = await otherImport(bed.writer, bed.created.target);
    const file = bed.writeCsv('ok.csv', 'key;en\nwelcome.title;Hello\n');
    try {
      await expect(importContentCsv(bed.writer, file)).rejects.toBeInstanceOf(ImportInProgressError);
    } finally {
      await other.end();
    }
    expect((await importContentCsv(bed.writer, file)).loaded).toBe(1);
    expect((await readContentAnswer(bed.reader.store.content)).texts['welcome.title'].DE).toBe('Hello');
  });
});
