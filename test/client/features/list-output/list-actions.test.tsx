/**
 * The output actions and the printed sheet as a customer uses them
 * (docs/behaviour.md, Out of the tool): the files handed to the browser's download, the order e-mail's link and its clipboard path,
 * copying as text with and without the clipboard API, printing, in the customer's language.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { DEMO_ORDER_EMAIL } from '../../support/demo-content';
import { ListActions, PrintSheet, type OrderLine, type OutputList } from '../../../../src/client/features/list-output';
import { DEMO_USER } from '../../support/render-app';
import { createTestStore, renderWithStore } from '../../support/test-store';
import { LIST } from './output-fixtures';

let downloads: Array<{ blob: Blob; name: string }>;
let clipboard: { writeText: jest.Mock };

beforeEach(() => {
  downloads = [];
  let lastBlob: Blob | null = null;
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: jest.fn((blob: Blob) => { lastBlob = blob; return 'blob:list'; }) });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download && lastBlob) downloads.push({ blob: lastBlob, name: this.download });
  });
  clipboard = { writeText: jest.fn().mockResolvedValue(undefined) };
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: clipboard });
});

afterEach(async () => {
  jest.restoreAllMocks();
  await act(async () => { await i18n.changeLanguage('en'); });
});

function renderActions(list: OutputList = LIST, language: 'EN' | 'DE' = 'EN') {
  const { store } = createTestStore({ session: { user: DEMO_USER, token: 't', language } });
  return renderWithStore(<ListActions list={list} />, store);
}

describe('ListActions', () => {
  it('shows the five actions as one labelled group', () => {
    renderActions();
    const group = screen.getByRole('group', { name: 'Export and order' });
    for (const name of ['Export CSV', 'Export Excel (.xlsx)', 'Send as order e-mail', 'Copy as text', 'Print']) {
      expect(within(group).getByRole(name === 'Send as order e-mail' ? 'link' : 'button', { name: new RegExp(name.replace(/[().]/g, '\\$&')) })).toBeInTheDocument();
    }
  });

  it('names every action in German', async () => {
    await act(async () => { await i18n.changeLanguage('de'); });
    renderActions(LIST, 'DE');
    for (const name of ['CSV exportieren', 'Excel exportieren (.xlsx)', 'Als Text kopieren', 'Drucken']) expect(screen.getByRole('button', { name: new RegExp(name.replace(/[().]/g, '\\$&')) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Als Bestell-E-Mail senden/ })).toBeInTheDocument();
  });

  it('Export CSV downloads <fileBaseName>.csv in the dialect of the language (German: semicolons)', async () => {
    renderActions(LIST, 'DE');
    fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(downloads.map((d) => d.name)).toEqual(['search-750-2026-11-24.csv']));
    await waitFor(() => expect(screen.getByRole('button', { name: /Export CSV/ })).not.toHaveClass('ant-btn-loading'));
    expect(downloads[0].blob.type).toBe('text/csv;charset=utf-8');
    const text = await downloads[0].blob.text();
    expect(text.split('\r\n')[1]).toBe('6ES7214-1AG40-0XB0;"CPU 1214C; DC/DC/DC";1;32;270,64');
  });

  it('Export Excel downloads <fileBaseName>.xlsx', async () => {
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: /Export Excel/ }));
    await waitFor(() => expect(downloads.map((d) => d.name)).toEqual(['search-750-2026-11-24.xlsx']));
    await waitFor(() => expect(screen.getByRole('button', { name: /Export Excel/ })).not.toHaveClass('ant-btn-loading'));
  });

  it('the order e-mail is a mailto: link with subject and body; clicking it copies nothing', () => {
    renderActions();
    const link = screen.getByRole('link', { name: /Send as order e-mail/ });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe(DEMO_ORDER_EMAIL);
    expect(url.searchParams.get('subject')).toBe('Order from Muster Automation GmbH');
    expect(url.searchParams.get('body')).toContain('1. 6ES7214-1AG40-0XB0, Siemens, qty 1, your price 270,64\u00a0€, line total 270,64\u00a0€');
    fireEvent.click(link);
    expect(clipboard.writeText).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a long order: the link has the subject only; a click copies the text and says where to paste it', async () => {
    const orderLines = Array.from({ length: 60 }, (_, i): OrderLine => ({ articleNumber: `ART-${i}`, brand: 'Wago', qty: 1, price: 1, lineTotal: 1, notes: [] }));
    renderActions({ ...LIST, orderLines });
    const link = screen.getByRole('link', { name: /Send as order e-mail/ });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.searchParams.get('subject')).toBe('Order from Muster Automation GmbH');
    expect(url.searchParams.has('body')).toBe(false);
    fireEvent.click(link);
    expect(clipboard.writeText).toHaveBeenCalledWith(expect.stringContaining('60. ART-59, Wago, qty 1'));
    expect(await screen.findByRole('status')).toHaveTextContent(`Paste it into the e-mail to ${DEMO_ORDER_EMAIL}.`);
  });

  it('Copy as text copies the e-mail text and says so', async () => {
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: /Copy as text/ }));
    await waitFor(() => expect(clipboard.writeText).toHaveBeenCalledTimes(1));
    expect(clipboard.writeText.mock.calls[0][0]).toMatch(/^Hello,\r\n/);
    expect(await screen.findByText('The list has been copied to the clipboard.')).toBeInTheDocument();
  });

  it('Copy as text falls back to a selected text area when the clipboard API is refused', async () => {
    clipboard.writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const copied: string[] = [];
    Object.defineProperty(document, 'execCommand', {
      configurable: true,
      value: jest.fn((command: string) => { copied.push(`${command}:${(document.activeElement as HTMLTextAreaElement | null)?.value ?? document.querySelector('textarea')?.value}`); return true; }),
    });
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: /Copy as text/ }));
    expect(await screen.findByText('The list has been copied to the clipboard.')).toBeInTheDocument();
    expect(copied).toHaveLength(1);
    expect(copied[0]).toMatch(/^copy:Hello,/);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('says so when nothing could be copied', async () => {
    clipboard.writeText.mockRejectedValue(new Error('denied'));
    Object.defineProperty(document, 'execCommand', { configurable: true, value: jest.fn(() => false) });
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: /Copy as text/ }));
    expect(await screen.findByText('Your browser did not allow copying. Please try again.')).toBeInTheDocument();
  });

  it('Print opens the browser\'s print dialog', () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: /Print/ }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});

describe('PrintSheet', () => {
  it('puts the table beside the app with a heading, the customer and the date, prices as on screen', () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 24, 9, 30), doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick', 'setImmediate'] });
    const { store } = createTestStore({ session: { user: DEMO_USER, token: 't' } });
    const { container } = renderWithStore(<PrintSheet list={LIST} title="Search results for 750" />, store);
    jest.useRealTimers();
    const sheet = document.body.querySelector(':scope > .print-sheet') as HTMLElement;
    expect(sheet).not.toBeNull();
    expect(container.contains(sheet)).toBe(false);
    expect(within(sheet).getByRole('heading', { level: 1 })).toHaveTextContent('Search results for 750');
    expect(sheet).toHaveTextContent('Muster Automation GmbH · Date: 24.11.2026');
    const rows = within(sheet).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Article number', 'Name', 'MOQ', 'Discount (%)', 'Your price (EUR)'],
      ['6ES7214-1AG40-0XB0', 'CPU 1214C; DC/DC/DC', '1', '32', '270,64\u00a0€'],
      ['O5D100', 'Sensor "laser", 24 V\nwith cable', '5', '18,5', '1.234\u00a0€'],
      ['X-1', 'Élément', ' - ', ' - ', 'on request'],
    ]);
    // Columns of numbers are right-aligned as a whole, "on request" and empty cells too; text columns are not.
    const aligned = within(sheet).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('td')].map((cell) => cell.classList.contains('print-sheet__number')));
    expect(aligned).toEqual(Array.from({ length: 3 }, () => [false, false, true, true, true]));
  });

  it('prints the page\'s summary under the table, and none where the page has none', () => {
    const { store } = createTestStore({ session: { user: DEMO_USER, token: 't' } });
    const summary = [{ title: 'Total of known prices', value: '1.448,93\u00a0€' }, { title: 'Lines on request', value: '1' }];
    renderWithStore(<PrintSheet list={{ ...LIST, summary }} title="Parts list" />, store);
    const sheet = document.body.querySelector(':scope > .print-sheet') as HTMLElement;
    const facts = [...sheet.querySelectorAll('.print-sheet__summary > div')].map((fact) => [fact.querySelector('dt')?.textContent, fact.querySelector('dd')?.textContent]);
    expect(facts).toEqual([['Total of known prices', '1.448,93\u00a0€'], ['Lines on request', '1']]);
    expect(sheet.compareDocumentPosition(sheet.querySelector('.print-sheet__summary') as Node) & Node.DOCUMENT_POSITION_CONTAINED_BY).toBeTruthy();
    expect(sheet.querySelector('table')?.compareDocumentPosition(sheet.querySelector('.print-sheet__summary') as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});
