/**
 * The console's audit view: the lines newest first as the server sends them, the filters sent as
 * the query, "Show more" adding the next page, and each language's date format
 * (docs/operations.md, The audit view).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Dayjs } from 'dayjs';
import i18n from 'i18next';
import type { AuditLine, AuditPage as AuditPageBody } from '../../../../src/shared/admin-audit-contract';
import { AuditPage } from '../../../../src/client/features/admin-audit/AuditPage';
import { toFilter } from '../../../../src/client/features/admin-audit/AuditFilters';
import { installFakeApi, type FakeRequest } from '../../support/fake-api';
import { createTestStore, renderWithStore } from '../../support/test-store';

afterEach(async () => {
  jest.restoreAllMocks();
  await act(async () => { await i18n.changeLanguage('en'); });
});

const at = (day: number, hour: number) => new Date(2026, 10, day, hour, 5, 0).getTime();

function line(id: number, overrides: Partial<AuditLine> = {}): AuditLine {
  return {
    id, at: at(26, 10) - id * 60_000, event: 'sign-in', actor: 'anna@muster.example', actorRole: 'customer', address: '10.0.0.7',
    customerId: 1, customerName: 'Muster Automation GmbH', userEmail: 'anna@muster.example', details: {}, ...overrides,
  };
}

const FIRST: AuditPageBody = {
  lines: [
    line(1, { event: 'flag-switched', actor: 'office@distributor.example', actorRole: 'staff', address: '10.0.0.9', customerId: null, customerName: null, userEmail: null,
      details: { flag: 'maintenance', from: false, to: true } }),
    line(2),
  ],
  next: 2,
  events: ['flag-switched', 'sign-in'],
};
const SECOND: AuditPageBody = { lines: [line(3, { event: 'sign-in', address: '10.0.0.8' })], next: null };

function serveAudit() {
  const fake = installFakeApi({ 'GET /admin/audit': (request: FakeRequest) => ({ body: request.query.get('before') ? SECOND : FIRST }) });
  return { queries: () => fake.calls('GET /admin/audit').map((request) => Object.fromEntries(request.query)) };
}

async function renderPage() {
  const { store } = createTestStore({ session: { token: 'staff-token' } });
  renderWithStore(<AuditPage />, store);
  await screen.findByText('office@distributor.example (staff)');
}
const rows = () => screen.getAllByRole('row').slice(1);

it('shows the newest lines first, with who, from where, the customer and the details', async () => {
  serveAudit();
  await renderPage();
  const [first, second] = rows();
  expect(within(first).getByText('26/11/2026, 10:04:00')).toBeInTheDocument();
  expect(within(first).getByText('Flag switched')).toBeInTheDocument();
  expect(within(first).getByText('flag: maintenance, from: false, to: true')).toBeInTheDocument();
  expect(within(second).getByText('Muster Automation GmbH')).toBeInTheDocument();
  expect(within(second).getByText('anna@muster.example (customer)')).toBeInTheDocument();
});

it('adds the next page with "Show more", and offers no more after the last', async () => {
  const server = serveAudit();
  await renderPage();
  fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
  await screen.findByText('10.0.0.8');
  expect(rows()).toHaveLength(3);
  expect(server.queries()).toEqual([{}, { before: '2' }]);
  expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
});

it('sends the filters filled in, and none after "Clear"', async () => {
  const server = serveAudit();
  await renderPage();
  fireEvent.change(screen.getByLabelText('User (e-mail)'), { target: { value: ' anna@muster.example ' } });
  fireEvent.change(screen.getByLabelText('Customer'), { target: { value: 'muster' } });
  fireEvent.click(screen.getByRole('button', { name: 'Show' }));
  await waitFor(() => expect(server.queries()).toHaveLength(2));
  expect(server.queries()[1]).toEqual({ user: 'anna@muster.example', customer: 'muster' });
  fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
  await waitFor(() => expect(server.queries()).toHaveLength(3));
  expect(server.queries()[2]).toEqual({});
  expect(screen.getByLabelText('User (e-mail)')).toHaveValue('');
});

it('writes the times in German as Germans do', async () => {
  serveAudit();
  await act(async () => { await i18n.changeLanguage('de'); });
  const { store } = createTestStore({ session: { token: 'staff-token', language: 'DE' } });
  renderWithStore(<AuditPage />, store);
  expect(await screen.findByText('26.11.2026, 10:04:00')).toBeInTheDocument();
  expect(screen.getByText('Schalter umgeschaltet')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Mehr anzeigen' })).toBeInTheDocument();
});

describe('toFilter', () => {
  it('sends the period from the first day\'s start until the day after the last, in the browser\'s time', async () => {
    const { default: dayjs } = await import('dayjs');
    const period: [Dayjs, Dayjs] = [dayjs(new Date(2026, 10, 1, 15)), dayjs(new Date(2026, 10, 26, 8))];
    expect(toFilter({ user: '', customer: '', event: 'sign-in', period })).toEqual({
      event: 'sign-in', from: new Date(2026, 10, 1).getTime(), to: new Date(2026, 10, 27).getTime(),
    });
    expect(toFilter({ user: '', customer: '', event: undefined, period: [null, period[1]] })).toEqual({ to: new Date(2026, 10, 27).getTime() });
  });
});
