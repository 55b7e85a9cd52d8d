/**
 * Lists as buyers really have them, in a real browser against the real server (docs/behaviour.md,
 * Parts lists): a CSV saved by German Excel (Windows-1252), a whole e-mail pasted with its greeting
 * and signature, a Siemens MLFB/MENGE block aligned with spaces, a sheet with a position column, and
 * a pasted text of 600,000 lines.
 */
import type { Page, Request } from 'playwright-core';
import type { LookupRequest } from '../../src/shared/contract';
import { DESKTOP, screenshot } from './support/browser';
import { e2eEnvironment } from './support/environment';
import { signedInPages } from './support/signed-in';

jest.setTimeout(90_000);

const env = e2eEnvironment();
const { signedIn } = signedInPages(env);

const tableRows = (page: Page) => page.locator('[data-testid="parts-list-table"] tr[data-line]');

/** Each row's line, status and quantity, as the table shows them. */
async function shown(page: Page): Promise<Array<[number, string, string]>> {
  const rows = await tableRows(page).evaluateAll((trs) => trs.map((tr) => [Number(tr.getAttribute('data-line')), tr.getAttribute('data-status') ?? '']));
  const result: Array<[number, string, string]> = [];
  for (const [line, status] of rows as Array<[number, string]>) result.push([line, status, await page.getByLabel(`Quantity of line ${line}`).inputValue()]);
  return result;
}

async function waitForRows(page: Page, count: number): Promise<void> {
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="parts-list-table"] tr[data-line]').length === n, count, { timeout: 20_000 });
}

/** The lookup requests the page sends from now on. */
function lookups(page: Page): LookupRequest[] {
  const sent: LookupRequest[] = [];
  page.on('request', (request: Request) => {
    if (request.url().endsWith('/api/lookup')) sent.push(request.postDataJSON() as LookupRequest);
  });
  return sent;
}

/** Pastes a list and looks it up; returns once the server has answered (the table of the list before may still be on screen until then). */
async function paste(page: Page, text: string): Promise<void> {
  await page.getByTestId('parts-list-paste').fill(text);
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/lookup'));
  await page.getByRole('button', { name: 'Look up' }).click();
  await answered;
}

let page: Page;
beforeAll(async () => {
  page = await signedIn(DESKTOP);
  await page.goto(`${env.server.url}/parts-list`);
  await page.getByTestId('parts-list-paste').waitFor();
});
afterAll(async () => { await page?.context().close(); });

it('reads a CSV saved by German Excel in Windows-1252: ES 95 1S/1Ö is found, and the page says the encoding', async () => {
  const latin = (text: string) => Buffer.from(text, 'latin1');
  const buffer = Buffer.concat([latin('Artikelnummer;Menge\r\n'), latin('ES 95 1S/1Ö;5\r\n'), latin('6ES7214-1AG40-0XB0;2\r\n')]);
  expect(buffer.includes(0xd6)).toBe(true);
  await page.locator('.parts-list__input input[type=file]').setInputFiles({ name: 'Teile.csv', mimeType: 'text/csv', buffer });
  await waitForRows(page, 2);
  expect(await shown(page)).toEqual([[2, 'found', '5'], [3, 'found', '2']]);
  expect(await page.locator('tr[data-line="2"]').innerText()).toContain('ES 95 1S/1Ö');
  expect(await page.getByTestId('parts-list-file').innerText()).toBe('Read Teile.csv (Windows-1252)');
  await screenshot(page, 'parts-list-windows-1252');
});

it('takes the numbers out of a pasted e-mail, numbered by their line, and says how many lines were left out', async () => {
  const sent = lookups(page);
  await paste(page, [
    'Hallo Herr Meier,',
    '',
    'anbei unsere Bedarfsliste für Halle 3:',
    '',
    '6ES7214-1AG40-0XB0 4',
    '3 x 1040764',
    'ES 95 1S/1Ö',
    'E3Z-D61 2M 10 Stk.',
    '',
    'Mit freundlichen Grüßen',
    'Max Mustermann',
    'Musterfirma GmbH',
    'Industriestraße 12',
    '61440 Oberursel',
    'Tel.: +49 6171 12345-0',
  ].join('\n'));
  await waitForRows(page, 4);
  const rows = await shown(page);
  expect(rows.map(([line]) => line)).toEqual([5, 6, 7, 8]);
  expect(rows.slice(1)).toEqual([[6, 'found', '3'], [7, 'found', '1'], [8, 'found', '10']]);
  // A count after a number is not the page's to split: the whole line goes, naming no quantity, for the server to read.
  expect(sent.at(-1)?.lines).toEqual([{ q: '6ES7214-1AG40-0XB0 4' }, { q: '1040764', qty: 3 }, { q: 'ES 95 1S/1Ö' }, { q: 'E3Z-D61 2M', qty: 10 }]);
  expect(await page.getByTestId('parts-list-skipped').innerText()).toBe('8 lines without an article number were left out.');
  await screenshot(page, 'parts-list-pasted-email');
});

it('reads a Siemens MLFB/MENGE block aligned with spaces as columns', async () => {
  await paste(page, [
    'MLFB                  MENGE',
    '6ES7214-1AG40-0XB0    4',
    'ES 95 1S/1Ö           6',
    'E3Z-D61 2M            1',
    '750-455 5',
  ].join('\n'));
  await waitForRows(page, 4);
  expect(await shown(page)).toEqual([[2, 'found', '4'], [3, 'found', '6'], [4, 'found', '1'], [5, 'found', '5']]);
  expect(await page.getByTestId('parts-list-skipped').count()).toBe(0);
  await screenshot(page, 'parts-list-mlfb-block');
});

it('leaves a position column aside: the counts beside the numbers are the quantities, and nothing is asked', async () => {
  await paste(page, '1\t6ES7214-1AG40-0XB0\t2\n2\t750-455\t5\n3\t1040764\t1');
  await waitForRows(page, 3);
  expect(await shown(page)).toEqual([[1, 'found', '2'], [2, 'found', '5'], [3, 'found', '1']]);
  expect(await page.getByText('Which column is which?').count()).toBe(0);
  await screenshot(page, 'parts-list-position-column');
});

it('says at once that a pasted text of 600,000 lines is too long, and keeps nothing of it', async () => {
  const text = Array.from({ length: 600_000 }, (_, index) => `${1_000_000 + index};${(index % 9) + 1}`).join('\n');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  const box = page.getByTestId('parts-list-paste');
  const before = await box.inputValue();
  await box.focus();
  const started = Date.now();
  await page.keyboard.press('Control+V');
  await page.locator('.parts-list__error').waitFor({ timeout: 5_000 });
  const seconds = (Date.now() - started) / 1000;
  expect(await page.locator('.parts-list__error').innerText()).toBe('The list is too long: at most 5.000 lines at a time.');
  // The box keeps what it had, and nothing of the refused text reaches the tab's copy.
  expect(await box.inputValue()).toBe(before);
  expect(await page.evaluate(() => window.sessionStorage.getItem('pricetool.partsList') ?? '')).not.toContain('1000000;1');
  expect(seconds).toBeLessThan(2);
  await screenshot(page, 'parts-list-paste-too-long');
});
