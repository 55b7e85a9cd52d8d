/**
 * The parts-list screen (docs/behaviour.md, Parts lists): the paste area and its button, the
 * column choice, progress with Cancel, errors with Retry, and the table with the customer's edits.
 * A real store without sagas: what the screen dispatches is what the flow gets.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { PARTS_LIST_MAX_FILE_BYTES, PARTS_LIST_MAX_ROWS } from '../../../../src/client/config/constants';
import { PartsListScreen } from '../../../../src/client/features/parts-list/PartsListScreen';
import {
  columnsNeeded, listParsed, listRestored, listSubmitted, lookupFailed, lookupStarted, lookupProgressed, partsListOpened,
} from '../../../../src/client/features/parts-list/parts-list-slice';
import { UserMenu } from '../../../../src/client/features/header/UserMenu';
import { WelcomeBox } from '../../../../src/client/features/home/WelcomeBox';
import { createTestStore, renderWithStore } from '../../support/test-store';
import { initTestI18n } from '../../support/test-i18n';
import { answer, entry, PHOENIX, SIEMENS, WAGO_AMB, WAGO_TERMINAL } from './parts-list-kit';

beforeAll(initTestI18n);

/**
 * antd's Select schedules through a MessageChannel, which jsdom lacks: one that posts through a
 * timer is enough for a test that opens one.
 */
class TimerMessageChannel {
  port1: { onmessage: ((event: { data: unknown }) => void) | null; close: () => void } = { onmessage: null, close: () => undefined };
  port2 = { postMessage: (data: unknown) => { setTimeout(() => this.port1.onmessage?.({ data }), 0); }, close: () => undefined };
}
beforeAll(() => { (globalThis as { MessageChannel?: unknown }).MessageChannel ??= TimerMessageChannel; });
afterEach(() => act(() => i18n.changeLanguage('en')));

/** jsdom's File has no arrayBuffer() (every browser the page supports has): read it as a browser would. */
beforeAll(() => {
  File.prototype.arrayBuffer ??= function arrayBuffer(this: File) {
    return new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(this);
    });
  };
});

/** Chooses a file in the page's upload, as the browser's file dialog would. */
async function upload(name: string, content: Uint8Array) {
  const input = document.querySelector('.parts-list__input input[type=file]') as HTMLInputElement;
  await userEvent.upload(input, new File([new Uint8Array(content)], name), { applyAccept: false });
}

function renderScreen() {
  const test = createTestStore({ session: { token: 'token' } });
  const view = renderWithStore(<PartsListScreen />, test.store, '/parts-list');
  return { ...test, view };
}

const ENTRIES = [
  entry(2, answer(0, '6ES7 214-1AG40-0XB0', 2, 'found', SIEMENS)),
  entry(3, answer(1, '2002-1201', 100, 'found', WAGO_TERMINAL)),
  entry(4, answer(2, 'AMB-100', 1, 'ambiguous', null, [PHOENIX, WAGO_AMB])),
  entry(5, answer(3, 'zzzz999', 1, 'not_found', null)),
];

describe('pasting', () => {
  it('"Look up" waits for a list, then sends what was pasted', async () => {
    const { actions } = renderScreen();
    const button = screen.getByRole('button', { name: 'Look up' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByTestId('parts-list-paste'), '3 x 1040764');
    await userEvent.click(button);
    expect(actions).toContainEqual(listSubmitted({ text: '3 x 1040764', fileName: null }));
  });
});

describe('what the page refuses before submitting', () => {
  it('says a pasted text of more lines than it reads is too long, and submits nothing', async () => {
    const { actions } = renderScreen();
    const text = Array.from({ length: PARTS_LIST_MAX_ROWS + 1 }, (_, index) => `${1_000_000 + index}\t1`).join('\n');
    act(() => { fireEvent.change(screen.getByTestId('parts-list-paste'), { target: { value: text } }); });
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(actions.map((action) => action.type)).not.toContain(listSubmitted.type);
    expect(screen.getByRole('alert')).toHaveTextContent('The list is too long: at most 5.000 lines at a time.');
  });

  it('refuses a paste of more lines than it reads as it comes, and the box keeps what it had', async () => {
    const { actions } = renderScreen();
    const box = screen.getByTestId('parts-list-paste');
    await userEvent.type(box, '1040764');
    const text = Array.from({ length: PARTS_LIST_MAX_ROWS + 1 }, (_, index) => `${1_000_000 + index}\t1`).join('\n');
    const pasted = fireEvent.paste(box, { clipboardData: { getData: () => text } });
    expect(pasted).toBe(false);
    expect(box).toHaveValue('1040764');
    expect(screen.getByRole('alert')).toHaveTextContent('The list is too long: at most 5.000 lines at a time.');
    expect(actions.map((action) => action.type)).not.toContain(listSubmitted.type);
  });

  it.each([
    ['a PNG renamed .csv', 'Teile.csv', Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), 'The file could not be read.'],
    ['an .xlsx that is no workbook', 'Teile.xlsx', new TextEncoder().encode('6ES7214-1AG40-0XB0;4'), 'The file could not be read.'],
    ['a file over 1 MB', 'Teile.csv', new Uint8Array(PARTS_LIST_MAX_FILE_BYTES + 1).fill(0x41), 'The file is too large: at most 1 MB. A list may have at most 5.000 lines.'],
  ])('says %s could not be taken, and submits nothing of it', async (_name, name, content, message) => {
    const { store, actions } = renderScreen();
    await upload(name, content);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(actions.map((action) => action.type)).not.toContain(listSubmitted.type);
    expect(store.getState().partsList.source).toBeNull();
    expect(screen.queryByTestId('parts-list-reading')).not.toBeInTheDocument();
  });

  it('submits a CSV saved by German Excel as read in Windows-1252, and says which file and encoding', async () => {
    const { store, actions } = renderScreen();
    const content = Uint8Array.from([...Array.from('MLFB;MENGE\r\nES 95 1S/1', (char) => char.charCodeAt(0)), 0xd6, 0x3b, 0x32]);
    await upload('Teile.csv', content);
    await waitFor(() => expect(actions).toContainEqual(listSubmitted({ text: 'MLFB;MENGE\r\nES 95 1S/1Ö;2', fileName: 'Teile.csv', encoding: 'Windows-1252' })));
    act(() => {
      store.dispatch(listParsed({
        text: '', fileName: 'Teile.csv', encoding: 'Windows-1252', cells: [['MLFB', 'MENGE'], ['ES 95 1S/1Ö', '2']], rowNumbers: [1, 2], headerRow: 0,
        columns: { number: 0, qty: 1 },
      }));
    });
    expect(screen.getByTestId('parts-list-file')).toHaveTextContent('Read Teile.csv (Windows-1252)');

    // A file refused next says so, and the note about the list before goes.
    await upload('Foto.csv', Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The file could not be read.'));
    expect(screen.queryByTestId('parts-list-file')).not.toBeInTheDocument();
  });
});

describe('lines left out', () => {
  it('are counted under the input, in German number format', async () => {
    const { store } = renderScreen();
    await act(() => i18n.changeLanguage('de'));
    const cells = [['Hallo Herr Meier,'], ...Array.from({ length: 1200 }, () => ['Mit freundlichen Grüßen']), ['6ES7214-1AG40-0XB0 4']];
    act(() => {
      store.dispatch(listParsed({
        text: cells.map((row) => row[0]).join('\n'), fileName: null, encoding: null, cells, rowNumbers: cells.map((_, index) => index + 1), headerRow: null,
        columns: { number: 0, qty: null },
      }));
    });
    expect(screen.getByTestId('parts-list-skipped')).toHaveTextContent('1.201 Zeilen ohne Artikelnummer wurden ausgelassen.');
  });
});

describe('"New list"', () => {
  it('empties the list and the paste area', async () => {
    const { store } = renderScreen();
    await userEvent.type(screen.getByTestId('parts-list-paste'), '1040764');
    act(() => { store.dispatch(listParsed({ text: '1040764', fileName: null, encoding: null, cells: [['1040764']], rowNumbers: [1], headerRow: null, columns: { number: 0, qty: null } })); });
    act(() => { store.dispatch(listRestored({ source: store.getState().partsList.source, entries: ENTRIES })); });
    await userEvent.click(screen.getByRole('button', { name: 'New list' }));
    expect(store.getState().partsList.source).toBeNull();
    expect(screen.getByTestId('parts-list-paste')).toHaveValue('');
    expect(screen.queryByTestId('parts-list-table')).not.toBeInTheDocument();
  });
});

describe('the column choice', () => {
  it('shows every column with its first values and sends the customer\'s choice', async () => {
    const { store, actions } = renderScreen();
    const cells = [['10', '1040764'], ['2', '750104']];
    act(() => {
      store.dispatch(listParsed({ text: '10\t1040764\n2\t750104', fileName: null, encoding: null, cells, rowNumbers: [1, 2], headerRow: null, columns: { number: 0, qty: 1 } }));
      store.dispatch(columnsNeeded());
    });
    expect(screen.getByText('Which column is which?')).toBeInTheDocument();
    const choice = screen.getByText('Which column is which?').closest('.parts-list__choice') as HTMLElement;
    await userEvent.click(within(choice).getByTestId('choice-number').querySelector('.ant-select-selector, .ant-select-content, input') as Element);
    const options = await screen.findAllByTitle('Column 2: 1040764, 750104');
    await userEvent.click(options.find((option) => option.classList.contains('ant-select-item-option')) as Element);
    await userEvent.click(within(choice).getByRole('button', { name: 'Look up' }));
    expect(actions.at(-1)).toEqual({ type: 'partsList/columnsChosen', payload: { number: 1, qty: 0 } });
  });
});

describe('while looking up, and after a failure', () => {
  it('shows how far it got and cancels', async () => {
    const { store, actionTypes } = renderScreen();
    act(() => {
      store.dispatch(lookupStarted({ total: 1200 }));
      store.dispatch(lookupProgressed({ done: 500 }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('500 of 1.200 lines looked up');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(actionTypes()).toContain('partsList/lookupCancelled');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers Retry when the server did not answer, in the customer\'s language', async () => {
    const { store, actionTypes } = renderScreen();
    await act(() => i18n.changeLanguage('de'));
    act(() => { store.dispatch(lookupFailed('server_error')); });
    expect(screen.getByRole('alert')).toHaveTextContent('Die Liste konnte nicht abgefragt werden.');
    await userEvent.click(screen.getByRole('button', { name: /Erneut versuchen/ }));
    expect(actionTypes()).toContain('partsList/lookupRetried');
  });

  it('offers Retry, in the customer\'s language, when the server refused a request as over the account\'s share', async () => {
    const { store, actionTypes } = renderScreen();
    await act(() => i18n.changeLanguage('fr'));
    act(() => { store.dispatch(lookupFailed('too_many_requests')); });
    expect(screen.getByRole('alert')).toHaveTextContent('Trop de listes sont consultées à la fois. Veuillez patienter un instant et réessayer.');
    await userEvent.click(screen.getByRole('button', { name: /Réessayer/ }));
    expect(actionTypes()).toContain('partsList/lookupRetried');
  });

  it('offers no Retry for a list that is too long', () => {
    const { store } = renderScreen();
    act(() => { store.dispatch(lookupFailed('too_many_lines')); });
    expect(screen.getByRole('alert')).toHaveTextContent('The list is too long: at most 5.000 lines at a time.');
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });
});

describe('the table', () => {
  function shown() {
    const test = renderScreen();
    act(() => { test.store.dispatch(listRestored({ source: null, entries: ENTRIES })); });
    const table = screen.getByTestId('parts-list-table');
    const row = (line: number) => table.querySelector(`tr[data-line="${line}"]`) as HTMLElement;
    return { ...test, table, row };
  }

  it('shows each line with its status, article, stock, price and total, and the summary', () => {
    const { row } = shown();
    expect(row(2)).toHaveTextContent('Found');
    expect(row(2)).toHaveTextContent(SIEMENS.name);
    expect(row(2)).toHaveTextContent('37 pieces on stock');
    expect(row(2)).toHaveTextContent('270,64 €');
    expect(row(2)).toHaveTextContent('541,28 €');
    expect(row(5)).toHaveTextContent('Not found');
    expect(screen.getByTestId('parts-list-summary')).toHaveTextContent(/Lines\s*4.*Found\s*2.*To check\s*2/);
  });

  it('says the summary\'s counts in German number format, as every count in the product', () => {
    const test = renderScreen();
    const entries = Array.from({ length: 1200 }, (_, i) => entry(i + 2, answer(i, '6ES7 214-1AG40-0XB0', 1, 'found', SIEMENS)));
    act(() => { test.store.dispatch(listRestored({ source: null, entries })); });
    expect(screen.getByTestId('parts-list-summary')).toHaveTextContent(/Lines\s*1\.200.*Found\s*1\.200.*To check\s*0/);
  });

  it('warns below the MOQ as soon as the quantity is edited', async () => {
    const { row } = shown();
    expect(within(row(3)).queryByTestId('moq-warning')).not.toBeInTheDocument();
    const qty = screen.getByLabelText('Quantity of line 3');
    await userEvent.clear(qty);
    await userEvent.type(qty, '50');
    expect(within(row(3)).getByTestId('moq-warning')).toHaveTextContent('Minimum order 100');
  });

  it('takes the article chosen for an ambiguous line, and removes a line', async () => {
    const { row, table } = shown();
    await userEvent.click(within(row(4)).getByRole('combobox'));
    await userEvent.click(await screen.findByTitle('AMB-100 (Wago)'));
    expect(row(4)).toHaveTextContent('7,20 €');
    await userEvent.click(screen.getByRole('button', { name: 'Remove line 5' }));
    expect(table.querySelectorAll('tr[data-line]')).toHaveLength(3);
  });
});

describe('what a line says besides its status', () => {
  const PHASED_OUT = { ...SIEMENS, artnr: '6ES7214-1AG31-0XB0', artnrt4: '6es72141ag310xb0', listprice: '412,00' };
  const OMRON_PLC = { ...SIEMENS, brand: 'Omron', artnr: 'CP2E-N30DT-D', artnrt4: 'cp2en30dtd', listprice: '352,00', discount: null };

  function showEntries(entries: ReturnType<typeof entry>[]) {
    const test = renderScreen();
    act(() => { test.store.dispatch(listRestored({ source: null, entries })); });
    const row = (line: number) => screen.getByTestId('parts-list-table').querySelector(`tr[data-line="${line}"]`) as HTMLElement;
    return { ...test, row };
  }

  it('offers the successor of a phased-out article found as such, and takes it at its price when chosen', async () => {
    const { row } = showEntries([entry(2, answer(0, '6ES7214-1AG31-0XB0', 1, 'found', PHASED_OUT, [PHASED_OUT, SIEMENS, OMRON_PLC]))]);
    expect(row(2)).toHaveTextContent('Found');
    expect(within(row(2)).getByTestId('replacement-offered')).toHaveTextContent('Successor available');
    expect(row(2)).toHaveTextContent('280,16 €');
    await userEvent.click(within(row(2)).getByRole('combobox'));
    expect(await screen.findByTitle('CP2E-N30DT-D (Omron) – alternative')).toBeInTheDocument();
    await userEvent.click(await screen.findByTitle('6ES7214-1AG40-0XB0 (Siemens) – successor'));
    expect(row(2)).toHaveTextContent('270,64 €');
    expect(within(row(2)).queryByTestId('replacement-offered')).not.toBeInTheDocument();
  });

  it('names on each line the other lines for the same article, and says once that the order has it once', () => {
    const { row } = showEntries([entry(2, answer(0, '1040764', 2, 'found', SIEMENS)), entry(5, answer(1, 'SIC1040764', 5, 'found_after_prefix', SIEMENS))]);
    expect(within(row(2)).getByTestId('same-article')).toHaveTextContent('Same article as line 5');
    expect(within(row(5)).getByTestId('same-article')).toHaveTextContent('Same article as line 2');
    expect(screen.getByTestId('repeated-notice')).toHaveTextContent('1 article is on several lines: the order e-mail has one line for it, with the quantities added.');
  });

  it('asks for a quantity that could not be read, with no total until it is typed, and counts the line as to check', async () => {
    const { row } = showEntries([entry(2, answer(0, '6ES7214-1AG40-0XB0', 1, 'found', SIEMENS), { unreadableQty: '2,5' })]);
    const qty = screen.getByLabelText('Quantity of line 2');
    expect(qty).toHaveValue('');
    expect(qty).toHaveAttribute('aria-invalid', 'true');
    expect(within(row(2)).getByTestId('qty-unreadable')).toHaveTextContent('“2,5” is not a quantity: please enter one');
    expect(row(2)).toHaveTextContent('270,64 €');
    expect(screen.getByTestId('parts-list-summary')).toHaveTextContent(/Found\s*0.*To check\s*1/);
    await userEvent.type(qty, '3');
    expect(within(row(2)).queryByTestId('qty-unreadable')).not.toBeInTheDocument();
    expect(row(2)).toHaveTextContent('811,92 €');
    expect(screen.getByTestId('parts-list-summary')).toHaveTextContent(/Found\s*1.*To check\s*0/);
  });
});

describe('the ways to the page', () => {
  it('the start page\'s "Look up a parts list"', async () => {
    const { store, actions } = createTestStore();
    renderWithStore(<WelcomeBox />, store);
    await userEvent.click(screen.getByRole('button', { name: 'Look up a parts list' }));
    expect(actions).toContainEqual(partsListOpened());
  });

  it('"Parts list" in the user menu', async () => {
    const { store, actions } = createTestStore({ session: { token: 'token' } });
    renderWithStore(<UserMenu />, store);
    await userEvent.click(document.querySelector('.user-menu__icon') as Element);
    await userEvent.click(await screen.findByText('Parts list'));
    expect(actions).toContainEqual(partsListOpened());
  });
});
