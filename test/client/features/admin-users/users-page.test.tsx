import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { api } from '../../../../src/client/api/api';
import { UsersPage } from '../../../../src/client/features/admin-users';
import type { Language } from '../../../../src/shared/languages';
import { ACME, BOLT, JANE, OTTO } from '../admin-customers/people-fixtures';
import { installFakeApi, type FakeApi } from '../../support/fake-api';
import { createTestStore, renderWithStore } from '../../support/test-store';

afterEach(async () => {
  jest.restoreAllMocks();
  await act(async () => { await i18n.changeLanguage('en'); });
});

async function renderPage(language: Language = 'EN', routes: Parameters<typeof installFakeApi>[0] = {}): Promise<FakeApi> {
  await act(async () => { await i18n.changeLanguage(language.toLowerCase()); });
  const fake = installFakeApi({
    'GET /admin/users': { body: { total: 2, users: [JANE, OTTO] } }, 'GET /admin/customers': { body: { total: 2, customers: [ACME, BOLT] } }, ...routes,
  });
  const { store } = createTestStore({ session: { token: 'staff-token', language } });
  store.dispatch(api.util.resetApiState());
  renderWithStore(<UsersPage />, store);
  return fake;
}

/** The moment as the locale writes it, in the machine's time zone (which the page uses too). */
const written = (ms: number, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);

/** The dialog showing `title` (antd's ids are all alike in tests, so dialogs cannot be found by their accessible names). */
const dialogTitled = async (title: string) => (await screen.findAllByText(title))[0].closest('[role="dialog"]') as HTMLElement;

const row = async (email: string) => (await screen.findByRole('cell', { name: email })).closest('tr') as HTMLElement;

describe('the console\'s users page', () => {
  it('shows each user\'s state, last sign-in, failed attempts and open sessions', async () => {
    await renderPage();
    const jane = await row(JANE.email);
    expect(within(jane).getByText('Active')).toBeInTheDocument();
    expect(within(jane).getByText(written(JANE.lastSignInAt as number, 'en-GB'))).toBeInTheDocument();
    expect(within(jane).getByText('2')).toBeInTheDocument();
    expect(within(jane).getByText('Festo, SMC')).toBeInTheDocument();
    const otto = await row(OTTO.email);
    expect(within(otto).getByText('Disabled')).toBeInTheDocument();
    expect(within(otto).getByText('Never')).toBeInTheDocument();
    expect(within(otto).getByRole('button', { name: /End sessions/ })).toBeDisabled();
  });

  it('writes the last sign-in as German does, in German', async () => {
    await renderPage('DE');
    const jane = await row(JANE.email);
    expect(within(jane).getByText(written(JANE.lastSignInAt as number, 'de-DE'))).toHaveTextContent(/^\d\d\.\d\d\.2026, \d\d:\d\d$/);
    expect(within(jane).getByRole('button', { name: /Sperren/ })).toBeInTheDocument();
  });

  it('finds users by text and by customer', async () => {
    const fake = await renderPage();
    await row(JANE.email);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find users' }), 'jane{Enter}');
    await waitFor(() => expect(fake.calls('GET /admin/users').at(-1)?.query.get('q')).toBe('jane'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Only the users of a customer' }));
    await userEvent.click(await screen.findByTitle(ACME.name));
    await waitFor(() => expect(fake.calls('GET /admin/users').at(-1)?.query.get('customerId')).toBe(String(ACME.id)));
  });

  it('disables a user only once confirmed', async () => {
    const fake = await renderPage('EN', { 'POST /admin/users/21/disable': { body: { user: { ...JANE, disabled: true, openSessions: 0 } } } });
    await userEvent.click(within(await row(JANE.email)).getByRole('button', { name: /Disable/ }));
    const confirm = await dialogTitled(`Disable ${JANE.email}?`);
    expect(fake.calls('POST /admin/users/21/disable')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(fake.calls('POST /admin/users/21/disable')).toHaveLength(1));
  });

  it('ends a user\'s sessions only once confirmed, and enables a disabled user at once', async () => {
    const fake = await renderPage('EN', {
      'POST /admin/users/21/sessions/end': { body: { ended: 1 } }, 'POST /admin/users/22/enable': { body: { user: { ...OTTO, disabled: false } } },
    });
    await userEvent.click(within(await row(JANE.email)).getByRole('button', { name: /End sessions/ }));
    const confirm = await dialogTitled(`End every session of ${JANE.email}?`);
    expect(fake.calls('POST /admin/users/21/sessions/end')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'End sessions' }));
    await waitFor(() => expect(fake.calls('POST /admin/users/21/sessions/end')).toHaveLength(1));
    await userEvent.click(within(await row(OTTO.email)).getByRole('button', { name: /Enable/ }));
    await waitFor(() => expect(fake.calls('POST /admin/users/22/enable')).toHaveLength(1));
  });

  it('invites a user of the customer chosen, and shows the link to pass on when no mail server is set up', async () => {
    const link = 'https://prices.example/set-password#abc';
    const fake = await renderPage('EN', { 'POST /admin/users': { status: 201, body: { user: { ...JANE, id: 30, email: 'new@acme.example' }, link } } });
    await userEvent.click(await screen.findByRole('button', { name: /Invite user/ }));
    const dialog = await dialogTitled('Invite a user');
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'new@acme.example');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'New Buyer');
    await userEvent.click(within(dialog).getByLabelText('Customer'));
    await userEvent.click(await screen.findByTitle(ACME.name));
    await userEvent.type(within(dialog).getByLabelText('Blocked brands'), 'Festo,');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invite user' }));
    await waitFor(() => expect(fake.calls('POST /admin/users')).toHaveLength(1));
    expect(fake.calls('POST /admin/users')[0].body).toEqual({ email: 'new@acme.example', username: 'New Buyer', customerId: ACME.id, blockedBrands: 'Festo' });
    expect(await screen.findByText(link)).toBeInTheDocument();
  });

  it('says in the dialog that the e-mail address is taken', async () => {
    await renderPage('EN', { 'POST /admin/users': { status: 409, body: { error: 'conflict', message: 'A user with this e-mail address exists already.' } } });
    await userEvent.click(await screen.findByRole('button', { name: /Invite user/ }));
    const dialog = await dialogTitled('Invite a user');
    await userEvent.type(within(dialog).getByLabelText('E-mail'), JANE.email);
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Jane Again');
    await userEvent.click(within(dialog).getByLabelText('Customer'));
    await userEvent.click(await screen.findByTitle(ACME.name));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invite user' }));
    expect(await within(dialog).findByText('A user with this e-mail address exists already.')).toBeInTheDocument();
  });

  it('sets blocked brands', async () => {
    const fake = await renderPage('EN', { 'PUT /admin/users/21/blocked-brands': { body: { user: { ...JANE, blocked_brands: 'Festo,SMC,Lapp' } } } });
    await userEvent.click(within(await row(JANE.email)).getByRole('button', { name: /Blocked brands/ }));
    const dialog = await dialogTitled(`Blocked brands of ${JANE.email}`);
    await userEvent.type(within(dialog).getByLabelText('Blocked brands'), 'Lapp,');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.calls('PUT /admin/users/21/blocked-brands')).toHaveLength(1));
    expect(fake.calls('PUT /admin/users/21/blocked-brands')[0].body).toEqual({ blockedBrands: 'Festo,SMC,Lapp' });
  });
});
