/**
 * The parts list in a real browser against the real server (docs/behaviour.md, Parts lists): a
 * 50-line block as copied from a German Excel sheet, every line's status for both demo customers,
 * a quantity below the MOQ, the list across a reload and gone after Logout, an .xlsx upload, and
 * the page at 375 px without anything scrolling sideways.
 */
import type { Page } from 'playwright-core';
import writeXlsxFile from 'write-excel-file/node';
import type { LookupStatus } from '../../src/shared/contract';
import { DESKTOP, PHONE, screenshot, signIn, userMenuItem } from './support/browser';
import { e2eEnvironment } from './support/environment';
import { signedInPages } from './support/signed-in';
import { DEMO } from '../support/demo-users';

jest.setTimeout(90_000);

const env = e2eEnvironment();

type Expected = [typed: string, qty: number, demo: LookupStatus, nord: LookupStatus];

/**
 * The numbers as a buyer types them (spaces, hyphens, lower case), each with what it should be for
 * Muster (demo@) and for Nordtech (nord@, which does not see Pilz and Omron).
 */
const NUMBERS: Expected[] = [
  ['6ES7 214-1AG40-0XB0', 2, 'found', 'found'],
  ['SIC1040764', 10, 'found_after_prefix', 'found_after_prefix'],
  ['3RH1122-1BB40', 5, 'successor', 'successor'],
  ['6ES7214-1AG4O-0XB9', 1, 'not_found', 'not_found'],
  ['750104', 1, 'found', 'not_found'],
  ['2002-1201', 100, 'found', 'found'],
  ['E3Z-D61 2M', 4, 'found', 'not_found'],
  ['OMRE2E-X5MF1', 3, 'successor', 'not_found'],
  ['WAG750-455', 6, 'found_after_prefix', 'found_after_prefix'],
  ['6es7214 1ag31 0xb0', 1, 'found', 'found'],
  ['KAS-80-A14-S', 2, 'found', 'found'],
  ['BES 516-300-S135-S4', 8, 'found', 'found'],
  ['750-455', 3, 'found', 'found'],
  ['0828734', 20, 'found', 'found'],
  ['315-2AG12', 1, 'found', 'found'],
  ['BR100-DDT', 2, 'found', 'found'],
  ['DW-AS-503-M12', 10, 'found', 'found'],
  ['3RH2122-1BB40', 4, 'found', 'found'],
  ['CA2KN22BD', 4, 'found', 'found'],
  ['CP2E-N30DT-D', 1, 'found', 'not_found'],
  ['E2E-X5ME1-Z 2M', 12, 'found', 'not_found'],
  ['zzzz999', 1, 'not_found', 'not_found'],
];

/** 50 lines, cycling through the numbers; the header row is line 1, so the first number is line 2. */
const LINES: Expected[] = Array.from({ length: 50 }, (_, i) => NUMBERS[i % NUMBERS.length]);
const BLOCK = ['Artikelnummer\tMenge', ...LINES.map(([typed, qty]) => `${typed}\t${qty}`)].join('\r\n');
const WAGO_LINE = LINES.findIndex(([typed]) => typed === '2002-1201') + 2;

const { signedIn, forget } = signedInPages(env);

const rows = (page: Page) => page.locator('[data-testid="parts-list-table"] tr[data-line]');

async function statuses(page: Page): Promise<Array<[number, string]>> {
  return rows(page).evaluateAll((trs) => trs.map((tr) => [Number(tr.getAttribute('data-line')), tr.getAttribute('data-status') ?? '']));
}

async function pasteAndLookUp(page: Page, text: string, lines: number): Promise<void> {
  await page.getByTestId('parts-list-paste').fill(text);
  await page.getByRole('button', { name: 'Look up' }).click();
  await page.waitForFunction((count) => document.querySelectorAll('[data-testid="parts-list-table"] tr[data-line]').length === count, lines, { timeout: 20_000 });
}

const expectedStatuses = (customer: 'demo' | 'nord') => LINES.map(([, , demo, nord], i) => [i + 2, customer === 'demo' ? demo : nord]);

describe('the parts-list page', () => {
  let demo: Page;
  afterAll(async () => { await demo?.context().close(); });

  it('opens from the start page and answers a 50-line German Excel block line by line (Muster)', async () => {
    demo = await signedIn(DESKTOP);
    await demo.getByRole('button', { name: 'Look up a parts list' }).click();
    await demo.waitForURL(`${env.server.url}/parts-list`);
    await pasteAndLookUp(demo, BLOCK, 50);
    expect(await statuses(demo)).toEqual(expectedStatuses('demo'));
    const summary = await demo.getByTestId('parts-list-summary').innerText();
    expect(summary).toMatch(/Lines\s+50/);
    await screenshot(demo, 'parts-list-1280');
  });

  it('warns when a quantity is edited below the MOQ, without a new lookup, and keeps the edit across a reload', async () => {
    const row = demo.locator(`tr[data-line="${WAGO_LINE}"]`);
    expect(await row.getByTestId('moq-warning').count()).toBe(0);
    const lookups: string[] = [];
    demo.on('request', (request) => { if (request.url().endsWith('/api/lookup')) lookups.push(request.url()); });
    const qty = demo.getByLabel(`Quantity of line ${WAGO_LINE}`);
    await qty.fill('50');
    await qty.press('Tab');
    await row.getByTestId('moq-warning').waitFor();
    expect(await row.getByTestId('moq-warning').innerText()).toContain('Minimum order 100');
    expect(lookups).toEqual([]);

    await demo.reload();
    await rows(demo).first().waitFor();
    expect(await rows(demo).count()).toBe(50);
    expect(await demo.getByLabel(`Quantity of line ${WAGO_LINE}`).inputValue()).toBe('50');
    await demo.locator(`tr[data-line="${WAGO_LINE}"]`).getByTestId('moq-warning').waitFor();
  });

  it('reads an uploaded .xlsx file in the browser', async () => {
    const sheet = [
      [{ value: 'MLFB' }, { value: 'MENGE' }],
      [{ value: '6ES7214-1AG40-0XB0' }, { value: 3 }],
      [{ value: 'SIC1040764' }, { value: 2 }],
      [{ value: 'zzzz999' }, { value: 1 }],
    ];
    const buffer = await writeXlsxFile(sheet).toBuffer();
    await demo.locator('.parts-list__input input[type=file]').setInputFiles({
      name: 'Stueckliste.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer,
    });
    await demo.waitForFunction(() => document.querySelectorAll('[data-testid="parts-list-table"] tr[data-line]').length === 3, undefined, { timeout: 20_000 });
    expect(await statuses(demo)).toEqual([[2, 'found'], [3, 'found_after_prefix'], [4, 'not_found']]);
    expect(await demo.getByTestId('parts-list-file').innerText()).toContain('Stueckliste.xlsx');
    expect(await demo.getByLabel('Quantity of line 2').inputValue()).toBe('3');
  });

  it('is gone after Logout: the next sign-in starts without it', async () => {
    await demo.getByRole('button', { name: 'Logout' }).click();
    await demo.waitForURL(`${env.server.url}/login`);
    // The saved sign-in ended with this Logout.
    forget(DEMO.muster.email);
    expect(await demo.evaluate(() => window.sessionStorage.getItem('pricetool.partsList'))).toBeNull();
    await signIn(demo, env.server.url, DEMO.muster.email);
    await demo.waitForURL(`${env.server.url}/`);
    await demo.goto(`${env.server.url}/parts-list`);
    await demo.getByTestId('parts-list-paste').waitFor();
    expect(await rows(demo).count()).toBe(0);
    expect(await demo.getByTestId('parts-list-paste').inputValue()).toBe('');
  });
});

describe('for Nordtech', () => {
  it('opens from the header\'s menu, and the blocked brands\' numbers are not found', async () => {
    const nord = await signedIn(DESKTOP, DEMO.nord.email);
    await (await userMenuItem(nord, 'Parts list')).click();
    await nord.waitForURL(`${env.server.url}/parts-list`);
    await pasteAndLookUp(nord, BLOCK, 50);
    expect(await statuses(nord)).toEqual(expectedStatuses('nord'));
    await nord.context().close();
  });
});

describe('at 375 px', () => {
  it('shows each line as a card: neither the page nor the table scrolls sideways (parts-list-layout.e2e.test.ts checks each line\'s cells)', async () => {
    const phone = await signedIn(PHONE);
    await phone.goto(`${env.server.url}/parts-list`);
    await pasteAndLookUp(phone, BLOCK, 50);
    const widths = await phone.evaluate(() => {
      const table = document.querySelector('[data-testid="parts-list-table"] .ant-table-content, [data-testid="parts-list-table"] .ant-table-body');
      return { page: document.documentElement.scrollWidth, view: window.innerWidth, table: table?.scrollWidth ?? 0, tableView: table?.clientWidth ?? 0 };
    });
    expect(widths.page).toBeLessThanOrEqual(widths.view);
    expect(widths.table).toBeLessThanOrEqual(widths.tableView);
    await screenshot(phone, 'parts-list-375');
    await phone.context().close();
  });
});
