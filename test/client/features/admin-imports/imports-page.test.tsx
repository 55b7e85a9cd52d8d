/** The console's imports page (docs/imports.md, From the console) against a fake server. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import type { Language } from '../../../../src/shared/languages';
import type { ImportOverview, ImportRun, ImportRunDetail } from '../../../../src/shared/admin-imports-contract';
import { ImportsPage } from '../../../../src/client/features/admin-imports/ImportsPage';
import { installFakeApi, type FakeApi } from '../../support/fake-api';
import { createTestStore, renderWithStore } from '../../support/test-store';

const KINDS: ImportOverview['kinds'] = [
  { kind: 'catalogue', maxBytes: 200 * 1024 * 1024 }, { kind: 'brands', maxBytes: 5 * 1024 * 1024 }, { kind: 'users', maxBytes: 10 },
];

function run(fields: Partial<ImportRun>): ImportRun {
  return {
    id: 1, kind: 'brands', dryRun: true, fileName: 'brands.csv', fileBytes: 40, actor: 'office@distributor.example', startedAt: Date.UTC(2026, 10, 26, 9),
    finishedAt: null, outcome: 'running', rows: 0, rejected: 0, warnings: 0, message: null, progress: null, checkId: null, ...fields,
  };
}

const REPORT = { encoding: 'Windows-1252', separator: ';', ignoredColumns: [], rejectedLines: [], warningLines: [], details: {} };

/** Answers each GET of a run from a list of details, the last one for ever after. */
function runs(details: ImportRunDetail[]) {
  let asked = 0;
  return () => ({ body: details[Math.min(asked++, details.length - 1)] });
}

afterEach(async () => {
  await act(async () => { await i18n.changeLanguage('en'); });
});

function renderPage(routes: Parameters<typeof installFakeApi>[0], language: Language = 'EN'): FakeApi {
  const api = installFakeApi({ 'GET /admin/imports': { body: { kinds: KINDS, history: [] } }, ...routes });
  renderWithStore(<ImportsPage />, createTestStore({ session: { token: 'staff-token', language } }).store);
  return api;
}

async function chooseKindAndFile(kindLabel: string, file: File, chooseFile = 'Choose CSV file') {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: kindLabel }));
  await user.upload(screen.getByLabelText(chooseFile, { selector: 'input' }), file);
  return user;
}

const csv = (text: string, name = 'brands.csv') => new File([text], name, { type: 'text/csv' });

describe('<ImportsPage/>', () => {
  it('shows the rejected lines of a check with their numbers and reasons, and offers no import', async () => {
    const api = renderPage({
      'POST /admin/imports': { status: 202, body: { run: run({}) } },
      'GET /admin/imports/1': runs([{
        run: run({ outcome: 'failed', rows: 1, rejected: 2, message: '2 row(s) rejected' }),
        report: { ...REPORT, rejectedLines: [{ line: 3, reason: 'brand is empty' }, { line: 4, reason: 'sold "maybe" is not one of yes, no, ja, nein' }] },
      }]),
    });
    const user = await chooseKindAndFile('Brands', csv('brand;sold\nSiemens;yes\n;yes\nFesto;maybe\n'));
    await user.click(screen.getByRole('button', { name: 'Check every line' }));
    expect(await screen.findByText('2 lines rejected, 1 accepted. Correct the file and check it again; nothing was written.')).toBeInTheDocument();
    const table = screen.getByText('Rejected lines (2)').closest('.admin-imports__lines') as HTMLElement;
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      '3brand is empty', '4sold "maybe" is not one of yes, no, ja, nein',
    ]);
    expect(screen.getByText('Read as Windows-1252 with ";" as separator')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    const [sent] = api.calls('POST /admin/imports');
    expect(Object.fromEntries(sent.query)).toEqual({ kind: 'brands', fileName: 'brands.csv' });
    expect(sent.headers.get('content-type')).toBe('text/csv');
  });

  it('imports a checked file, follows its progress and shows the history afterwards', async () => {
    const done = run({ id: 2, dryRun: false, outcome: 'succeeded', rows: 2, checkId: 1, finishedAt: Date.UTC(2026, 10, 26, 9, 1) });
    const api = renderPage({
      'POST /admin/imports': { status: 202, body: { run: run({}) } },
      'GET /admin/imports/1': { body: { run: run({ outcome: 'succeeded', rows: 2 }), report: REPORT } },
      'POST /admin/imports/1/apply': { status: 202, body: { run: run({ id: 2, dryRun: false, checkId: 1 }) } },
      'GET /admin/imports/2': runs([
        { run: run({ id: 2, dryRun: false, checkId: 1, progress: { rows: 1, phase: 'loading' } }), report: null },
        { run: done, report: REPORT },
      ]),
    });
    const user = await chooseKindAndFile('Brands', csv('brand;sold\nSiemens;yes\nFesto;no\n'));
    await user.click(screen.getByRole('button', { name: 'Check every line' }));
    expect(await screen.findByText('All 2 rows accepted. Nothing has been written yet: import the file to apply it.')).toBeInTheDocument();
    api.route('GET /admin/imports', { body: { kinds: KINDS, history: [done] } });
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('progressbar', { name: 'Importing …' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('Loading: 1 row')).toBeInTheDocument();
    expect(await screen.findByText('Imported: 2 rows.', undefined, { timeout: 5000 })).toBeInTheDocument();
    const history = await screen.findByText('Done');
    expect(history.closest('tr')?.textContent).toContain('office@distributor.example');
    expect(history.closest('tr')?.textContent).toContain('brands.csv');
  });

  it('counts in the console\'s language, one line and many alike, and names the phase in it', async () => {
    await act(async () => { await i18n.changeLanguage('de'); });
    renderPage({
      'POST /admin/imports': { status: 202, body: { run: run({}) } },
      'GET /admin/imports/1': { body: { run: run({ outcome: 'failed', rows: 12_345, rejected: 1 }), report: { ...REPORT, rejectedLines: [{ line: 7, reason: 'brand is empty' }] } } },
    }, 'DE');
    const user = await chooseKindAndFile('Marken', csv('brand;sold\nSiemens;yes\n'), 'CSV-Datei wählen');
    await user.click(screen.getByRole('button', { name: 'Jede Zeile prüfen' }));
    expect(await screen.findByText('1 Zeile abgelehnt, 12.345 angenommen. Korrigieren Sie die Datei und prüfen Sie sie erneut; nichts wurde geschrieben.')).toBeInTheDocument();
    expect(screen.getByText('Dateien bis 5 MB')).toBeInTheDocument();
  });

  it('says the server\'s reason when an import is refused', async () => {
    renderPage({
      'POST /admin/imports': { status: 202, body: { run: run({}) } },
      'GET /admin/imports/1': { body: { run: run({ outcome: 'succeeded', rows: 2 }), report: REPORT } },
      'POST /admin/imports/1/apply': { status: 409, body: { error: 'import_running', message: 'An import is running. Please wait until it has finished.' } },
    });
    const user = await chooseKindAndFile('Brands', csv('brand;sold\nSiemens;yes\n'));
    await user.click(screen.getByRole('button', { name: 'Check every line' }));
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled());
    expect(await screen.findByText('An import is running. Please wait until it has finished.')).toBeInTheDocument();
  });

  it('refuses a file over the kind\'s limit before sending it', async () => {
    const api = renderPage({});
    await chooseKindAndFile('Users', csv('email;password\nsomeone@example.com;12345678\n', 'users.csv'));
    expect(screen.getByText('users.csv is larger than 0 MB, the most this import takes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check every line' })).toBeDisabled();
    expect(api.calls('POST /admin/imports')).toEqual([]);
  });
});
