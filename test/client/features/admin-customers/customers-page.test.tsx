import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { api } from '../../../../src/client/api/api';
import { CustomersPage } from '../../../../src/client/features/admin-customers';
import type { Language } from '../../../../src/shared/languages';
import { installFakeApi, type FakeApi } from '../../support/fake-api';
import { createTestStore, renderWithStore } from '../../support/test-store';
import { ACME, BOLT, JANE } from './people-fixtures';

afterEach(async () => {
  jest.restoreAllMocks();
  await act(async () => { await i18n.changeLanguage('en'); });
});

/** The page in `language`: its texts and its numbers. */
async function renderPage(language: Language = 'EN', routes: Parameters<typeof installFakeApi>[0] = {}): Promise<FakeApi> {
  await act(async () => { await i18n.changeLanguage(language.toLowerCase()); });
  const fake = installFakeApi({ 'GET /admin/customers': { body: { total: 2, customers: [ACME, BOLT] } }, ...routes });
  const { store } = createTestStore({ session: { token: 'staff-token', language } });
  store.dispatch(api.util.resetApiState());
  renderWithStore(<CustomersPage />, store);
  return fake;
}

const row = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;

describe('the console\'s customers page', () => {
  it('lists the customers with their users and discount groups: on request, a surcharge, a discount', async () => {
    await renderPage();
    const acme = await row(ACME.name);
    expect(within(acme).getByText('om-x On request')).toBeInTheDocument();
    expect(within(acme).getByText('re Surcharge 70%')).toBeInTheDocument();
    expect(within(acme).getByText('s7a 32.5%')).toBeInTheDocument();
  });

  // Testing Library reads the page's no-break spaces (Intl puts them before %) as plain ones.
  it.each<[Language, string]>([['DE', 's7a 32,5 %'], ['FR', 's7a 32,5 %'], ['ES', 's7a 32,5 %']])(
    'writes the percentages as %s does', async (language, text) => {
      await renderPage(language);
      expect(within(await row(ACME.name)).getByText(text)).toBeInTheDocument();
    });

  it('finds customers by the text typed, from the first page', async () => {
    const fake = await renderPage();
    await row(ACME.name);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find customers' }), 'acme{Enter}');
    await waitFor(() => expect(fake.calls('GET /admin/customers').at(-1)?.query.get('q')).toBe('acme'));
    expect(fake.calls('GET /admin/customers').at(-1)?.query.get('offset')).toBe('0');
  });

  it('creates a customer, and says so in the dialog when the name is taken', async () => {
    const fake = await renderPage('EN', {
      'POST /admin/customers': { status: 409, body: { error: 'conflict', message: 'A customer with this name exists already.' } },
    });
    await row(ACME.name);
    await userEvent.click(screen.getByRole('button', { name: 'New customer' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Name'), ACME.name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A customer with this name exists already.')).toBeInTheDocument();
    expect(fake.calls('POST /admin/customers')[0].body).toEqual({ name: ACME.name });
  });

  it('refuses a name that a spreadsheet would read as a formula before asking the server', async () => {
    const fake = await renderPage();
    await userEvent.click(within(await row(BOLT.name)).getByRole('button', { name: `Rename ${BOLT.name}` }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.clear(within(dialog).getByLabelText('Name'));
    await userEvent.type(within(dialog).getByLabelText('Name'), '=HYPERLINK()');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/not starting with = \+ - or @/)).toBeInTheDocument();
    expect(fake.calls('PATCH /admin/customers/8')).toHaveLength(0);
  });

  it('sets a surcharge as a negative percentage, a group on request as null, and checks the percentage', async () => {
    const fake = await renderPage('DE', {
      'PUT /admin/customers/7/discounts/wa': { body: ACME }, 'PUT /admin/customers/7/discounts/om-y': { body: ACME },
    });
    await userEvent.click(within(await row(ACME.name)).getByRole('button', { name: `Rabatte von ${ACME.name}` }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Rabattgruppe'), 'wa');
    await userEvent.type(within(dialog).getByLabelText('Prozent'), '120');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gruppe speichern' }));
    expect(await within(dialog).findByText(/Prozentsatz unter 100/)).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Prozent'));
    await userEvent.type(within(dialog).getByLabelText('Prozent'), '-12,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gruppe speichern' }));
    await waitFor(() => expect(fake.calls('PUT /admin/customers/7/discounts/wa')).toHaveLength(1));
    expect(fake.calls('PUT /admin/customers/7/discounts/wa')[0].body).toEqual({ percent: -12.5 });

    await userEvent.type(within(dialog).getByLabelText('Rabattgruppe'), 'om-y');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Auf Anfrage' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gruppe speichern' }));
    await waitFor(() => expect(fake.calls('PUT /admin/customers/7/discounts/om-y')).toHaveLength(1));
    expect(fake.calls('PUT /admin/customers/7/discounts/om-y')[0].body).toEqual({ percent: null });
  });

  it('removes a group only once confirmed', async () => {
    const fake = await renderPage('EN', { 'DELETE /admin/customers/7/discounts/re': { body: { ...ACME, discounts: ACME.discounts.filter((d) => d.group !== 're') } } });
    await userEvent.click(within(await row(ACME.name)).getByRole('button', { name: `Discounts of ${ACME.name}` }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove re' }));
    expect(fake.calls('DELETE /admin/customers/7/discounts/re')).toHaveLength(0);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(fake.calls('DELETE /admin/customers/7/discounts/re')).toHaveLength(1));
  });

  it('shows a customer\'s users', async () => {
    await renderPage('EN', { 'GET /admin/customers/7/users': { body: { total: 1, users: [JANE] } } });
    await userEvent.click(within(await row(ACME.name)).getByRole('button', { name: `Users of ${ACME.name}` }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(JANE.email)).toBeInTheDocument();
    expect(within(dialog).getByText('Active')).toBeInTheDocument();
  });
});
