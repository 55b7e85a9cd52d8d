/**
 * The console's flags page: each flag with its switch and where its value comes from; a switch
 * sends the one flag; maintenance asks first, both ways (docs/operations.md, Flags from the console).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminFlag, AdminFlagsResponse } from '../../../../src/shared/admin-flags-contract';
import { FlagsPage } from '../../../../src/client/features/admin-flags/FlagsPage';
import { installFakeApi, type FakeRequest } from '../../support/fake-api';
import { createTestStore, renderWithStore } from '../../support/test-store';

afterEach(() => jest.restoreAllMocks());

const SWITCHED_AT = new Date(2026, 10, 26, 9, 30, 0).getTime();
const FLAGS: AdminFlag[] = [
  { name: 'beta', enabled: false, environment: false, changedAt: null },
  { name: 'christmasBreakBanner', enabled: true, environment: true, changedAt: null },
  { name: 'maintenance', enabled: false, environment: false, changedAt: null },
  { name: 'replacementSearch', enabled: false, environment: true, changedAt: SWITCHED_AT },
];

/** The fake server keeps the flags and answers a PUT with them switched, as the server does. */
function serveFlags() {
  let flags = FLAGS;
  const answer = (): { body: AdminFlagsResponse } => ({ body: { flags } });
  const fake = installFakeApi({
    'GET /admin/flags': answer,
    'PUT /admin/flags': (request: FakeRequest) => {
      const change = request.body as Record<string, boolean>;
      flags = flags.map((flag) => (flag.name in change ? { ...flag, enabled: change[flag.name], changedAt: SWITCHED_AT } : flag));
      return answer();
    },
  });
  return { puts: () => fake.calls('PUT /admin/flags').map((request) => request.body) };
}

async function renderPage() {
  const { store } = createTestStore({ session: { token: 'staff-token' } });
  renderWithStore(<FlagsPage />, store);
  await screen.findByTestId('flag-maintenance');
}
const row = (name: string) => within(screen.getByTestId(`flag-${name}`));

it('shows each flag, its switch, and whether it was switched here or comes from the settings', async () => {
  serveFlags();
  await renderPage();
  expect(row('beta').getByRole('switch', { name: 'Beta banner' })).not.toBeChecked();
  expect(row('christmasBreakBanner').getByRole('switch', { name: 'Year-end closure banner' })).toBeChecked();
  expect(row('beta').getByText("Not switched here yet: off as the server's settings give it")).toBeInTheDocument();
  expect(row('replacementSearch').getByText('Last switched 26/11/2026, 09:30:00')).toBeInTheDocument();
});

it('switches a flag at once, sending that flag alone', async () => {
  const server = serveFlags();
  await renderPage();
  fireEvent.click(row('beta').getByRole('switch'));
  await waitFor(() => expect(row('beta').getByRole('switch')).toBeChecked());
  expect(server.puts()).toEqual([{ beta: true }]);
});

it('asks before turning maintenance on, and sends nothing when the staff member cancels', async () => {
  const server = serveFlags();
  await renderPage();
  fireEvent.click(row('maintenance').getByRole('switch', { name: 'Maintenance' }));
  expect(await screen.findByText('Turn maintenance on? Every customer sees the maintenance page within a minute.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(server.puts()).toEqual([]);
  expect(row('maintenance').getByRole('switch')).not.toBeChecked();

  fireEvent.click(row('maintenance').getByRole('switch'));
  fireEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
  await waitFor(() => expect(row('maintenance').getByRole('switch')).toBeChecked());
  expect(server.puts()).toEqual([{ maintenance: true }]);

  fireEvent.click(row('maintenance').getByRole('switch'));
  expect(await screen.findByText('Turn maintenance off? Customers can use the tool again within a minute.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
  await waitFor(() => expect(row('maintenance').getByRole('switch')).not.toBeChecked());
  expect(server.puts()).toEqual([{ maintenance: true }, { maintenance: false }]);
});

it('says so when a switch is refused, and keeps the switch as it was', async () => {
  installFakeApi({ 'GET /admin/flags': { body: { flags: FLAGS } }, 'PUT /admin/flags': { status: 503, body: { error: 'unavailable', message: 'x' } } });
  await renderPage();
  fireEvent.click(row('beta').getByRole('switch'));
  expect(await screen.findByText('The flag could not be switched. Please try again.')).toBeInTheDocument();
  expect(row('beta').getByRole('switch')).not.toBeChecked();
});
