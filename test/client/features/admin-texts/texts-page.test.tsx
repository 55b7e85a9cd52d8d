/**
 * The console's texts and addresses (docs/behaviour.md, Texts and addresses): every key in four
 * languages, a save of the changed keys only, and a refused save's problems under their fields in
 * the staff member's language.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { TextsPage } from '../../../../src/client/features/admin-texts/TextsPage';
import { contentEntries } from '../../../../src/server/content/content-answer';
import { demoContentRows } from '../../../../src/server/content/content-defaults';
import type { AdminContentUpdate } from '../../../../src/shared/content-contract';
import { installFakeApi, type FakeRoute } from '../../support/fake-api';
import { createTestStore, renderWithStore } from '../../support/test-store';

/** A few keys of each kind (all 33 render slowly in jsdom; the browser test shows them all). */
const SHOWN = new Set(['order.email', 'contact.email', 'newBrands.text', 'faq.stock.answer', 'faq.warehouse.answer']);
const ENTRIES = contentEntries(demoContentRows()).filter((entry) => SHOWN.has(entry.key));

afterEach(async () => {
  jest.restoreAllMocks();
  await act(async () => { await i18n.changeLanguage('en'); });
});

function renderPage(put: FakeRoute) {
  const api = installFakeApi({ 'GET /admin/content': { body: { entries: ENTRIES } }, 'PUT /admin/content': put });
  const { store } = createTestStore({ session: { token: 's'.repeat(43) } });
  renderWithStore(<TextsPage />, store);
  return api;
}

const field = (key: string, language: string) => screen.getByRole('textbox', { name: `${key} ${language}` });

describe('the texts page', () => {
  it('shows each key in four languages, a setting in EN only, and saves the changed keys alone', async () => {
    const api = renderPage({ body: { entries: ENTRIES } });
    await screen.findByRole('textbox', { name: 'newBrands.text EN' });
    expect(screen.getAllByRole('row')).toHaveLength(ENTRIES.length + 1);
    expect(field('order.email', 'EN')).toHaveValue('sales@example.com');
    expect(screen.queryByRole('textbox', { name: 'order.email DE' })).not.toBeInTheDocument();
    expect(field('faq.warehouse.answer', 'DE')).toHaveValue(ENTRIES.find((entry) => entry.key === 'faq.warehouse.answer')?.values.DE);

    fireEvent.change(field('newBrands.text', 'DE'), { target: { value: 'Neu: Balluff.' } });
    fireEvent.change(field('order.email', 'EN'), { target: { value: 'orders@acme.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save 2 changes' }));
    await screen.findByText('Saved. Customers see the change the next time they load the page.');
    const sent = api.calls('PUT /admin/content')[0].body as AdminContentUpdate;
    expect(sent.entries.map((entry) => entry.key)).toEqual(['order.email', 'newBrands.text']);
    expect(sent.entries[1].values).toEqual({ ...ENTRIES.find((entry) => entry.key === 'newBrands.text')?.values, DE: 'Neu: Balluff.' });
  });

  it('a refused save keeps the edits and shows each problem under its field, in the staff member\'s language', async () => {
    await act(async () => { await i18n.changeLanguage('de'); });
    renderPage({
      status: 400,
      body: { error: 'invalid_request', message: 'x', problems: [{ key: 'faq.stock.answer', language: 'FR', code: 'unsafeMarkup', detail: '<script>' }] },
    });
    await screen.findByRole('textbox', { name: 'faq.stock.answer FR' });
    fireEvent.change(field('faq.stock.answer', 'FR'), { target: { value: '<script>alert(1)</script>' } });
    fireEvent.click(screen.getByRole('button', { name: '1 Änderung speichern' }));
    const cell = field('faq.stock.answer', 'FR').closest('.admin-texts__cell') as HTMLElement;
    await waitFor(() => expect(within(cell).getByRole('alert')).toHaveTextContent('<script> ist nicht erlaubt: nur <mail>, <b>, <i> und <br/>, ohne Attribute.'));
    expect(screen.getByText('Nichts wurde gespeichert: 1 Text verstößt gegen eine Regel.')).toBeInTheDocument();
    expect(field('faq.stock.answer', 'FR')).toHaveValue('<script>alert(1)</script>');
  });
});
