/**
 * The search results as a list that leaves the tool (docs/behaviour.md, Out of the tool): every
 * article shown, as its card shows it; the order e-mail at each article's MOQ; the order box's
 * e-mail link beside the bare address.
 */
import { act, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { OrderBoxes } from '../../../../../src/client/features/search';
import { resultsFileBaseName, resultsOutputList, shownArticles } from '../../../../../src/client/features/search/results/results-output';
import { selectResultsView } from '../../../../../src/client/features/search/results/results-view';
import { exactMatchReplacementsFound, loadingFinished, resultsReceived, searchStarted } from '../../../../../src/client/features/search/search-slice';
import { contentReceived } from '../../../../../src/client/features/content';
import { brandCounts, makeArticle } from '../../../support/article-fixtures';
import { DEMO_CONTENT } from '../../../support/demo-content';
import { DEMO_USER } from '../../../support/render-app';
import { createTestStore, renderWithStore } from '../../../support/test-store';

const CPU = makeArticle('Siemens', '6ES7214-1AG40-0XB0', { name: 'CPU 1214C', listprice: '398,00', discount: 32, moq: null, onstock: '37', delivery_time_weeks: 2 });
const SENSOR = makeArticle('ifm', 'O5D100', { listprice: '120,50', discount: null, moq: 5, onstock: 0, delivery_time_weeks: '' });
const SURCHARGED = makeArticle('Rechner', 'KAS-80', { listprice: '100', discount: -70, moq: 1 });
const NO_PRICE = makeArticle('Wago', '750-1', { listprice: 'auf Anfrage', discount: 10, moq: 10 });

afterEach(async () => { await act(async () => { await i18n.changeLanguage('en'); }); });

function storeWithResults(articles = [CPU, SENSOR]) {
  const test = createTestStore({ session: { user: DEMO_USER, token: 't' } });
  test.store.dispatch(searchStarted());
  test.store.dispatch(resultsReceived({ articles, brands: brandCounts(articles), onStock: 1, query: '750', exactMatch: false }));
  test.store.dispatch(loadingFinished());
  return test;
}

describe('the results as an output list', () => {
  it('has the card\'s columns, money in EUR, and one row per article with numbers as numbers', () => {
    const list = resultsOutputList([CPU, SENSOR, SURCHARGED, NO_PRICE], '6ES7', i18n.t, new Date(2026, 10, 24));
    expect(list.table.columns.map((c) => [c.title, Boolean(c.money)])).toEqual([
      ['Brand', false], ['Article number', false], ['Name', false], ['Stock (pieces)', false], ['Delivery time (weeks)', false],
      ['MOQ', false], ['List price (EUR)', true], ['Discount (%)', false], ['Your price (EUR)', true],
    ]);
    expect(list.table.rows).toEqual([
      { brand: 'Siemens', artnr: '6ES7214-1AG40-0XB0', name: 'CPU 1214C', stock: 37, delivery: 2, moq: null, listPrice: 398, discount: 32, yourPrice: 270.64 },
      { brand: 'ifm', artnr: 'O5D100', name: 'ifm article O5D100', stock: 0, delivery: null, moq: 5, listPrice: 120.5, discount: null, yourPrice: 'on request' },
      { brand: 'Rechner', artnr: 'KAS-80', name: 'Rechner article KAS-80', stock: 3, delivery: 2, moq: 1, listPrice: 100, discount: -70, yourPrice: 170 },
      { brand: 'Wago', artnr: '750-1', name: 'Wago article 750-1', stock: 3, delivery: 2, moq: 10, listPrice: null, discount: 10, yourPrice: null },
    ]);
    expect(list.fileBaseName).toBe('search-6es7-2026-11-24');
  });

  it('orders each article at its MOQ, at least one piece, at the customer\'s price', () => {
    const { orderLines } = resultsOutputList([CPU, SENSOR, SURCHARGED, makeArticle('Wago', '750-2', { listprice: '1,10', discount: 0, moq: 10 })], '750', i18n.t, new Date());
    expect(orderLines).toEqual([
      { articleNumber: '6ES7214-1AG40-0XB0', brand: 'Siemens', qty: 1, price: 270.64, lineTotal: 270.64, notes: [] },
      { articleNumber: 'O5D100', brand: 'ifm', qty: 5, price: null, lineTotal: null, notes: [] },
      { articleNumber: 'KAS-80', brand: 'Rechner', qty: 1, price: 170, lineTotal: 170, notes: [] },
      { articleNumber: '750-2', brand: 'Wago', qty: 10, price: 1.1, lineTotal: 11, notes: [] },
    ]);
  });

  it('headings follow the language', async () => {
    await act(async () => { await i18n.changeLanguage('de'); });
    const list = resultsOutputList([CPU], '750', i18n.t, new Date());
    expect(list.table.columns.map((c) => c.title)).toContain('Ihr Preis (EUR)');
    expect(list.table.rows[0]).toMatchObject({ yourPrice: 270.64 });
  });

  it.each([
    ['750', 'search-750-2026-01-05'],
    ['  Siemens 6ES7 214/1AG40 ', 'search-siemens-6es7-214-1ag40-2026-01-05'],
    ['///', 'search-2026-01-05'],
  ])('file name for %p is %p', (query, name) => {
    expect(resultsFileBaseName(query, new Date(2026, 0, 5))).toBe(name);
  });

  it('takes every article shown, in the order shown: all pages; an exact match, then its replacements of the same brand, then the others', () => {
    const many = Array.from({ length: 12 }, (_, i) => makeArticle('Wago', `750-${i}`));
    const { store } = storeWithResults(many);
    expect(shownArticles(selectResultsView(store.getState()))).toHaveLength(12);
    const successor = makeArticle('Siemens', '6ES7214-1AG40-0XB1');
    store.dispatch(exactMatchReplacementsFound({ article: CPU, replacements: [SENSOR, CPU, successor] }));
    expect(shownArticles(selectResultsView(store.getState()))).toEqual([CPU, successor, SENSOR]);
  });

  it('is empty while a search loads', () => {
    const { store } = storeWithResults();
    store.dispatch(searchStarted());
    expect(shownArticles(selectResultsView(store.getState()))).toEqual([]);
  });
});

describe('the "Ready to order?" box', () => {
  it('offers the order e-mail of the results, and keeps the bare address', () => {
    const { store } = storeWithResults();
    renderWithStore(<OrderBoxes />, store);
    const box = screen.getByText('Ready to order?', { selector: 'h3' }).closest('.ant-card') as HTMLElement;
    const email = within(box).getByRole('link', { name: /Send as order e-mail/ });
    const url = new URL(email.getAttribute('href') ?? '');
    expect(url.searchParams.get('subject')).toBe('Order from Muster Automation GmbH');
    expect(url.searchParams.get('body')).toContain('2. O5D100, ifm, qty 5, your price on request, line total on request');
    expect(within(box).getByRole('link', { name: 'Send an order by e-mail' })).toHaveAttribute('href', 'mailto:sales@example.com');
    expect(box).toHaveTextContent('sales@example.com');
  });

  it('goes to the distributor\'s addresses; one it has not set is named nowhere (docs/behaviour.md, Texts and addresses)', () => {
    const { store } = storeWithResults();
    act(() => contentReceived({ etag: '"acme"', content: { ...DEMO_CONTENT.content, settings: { 'order.email': 'orders@acme.example', 'contact.email': 'hello@acme.example', 'company.name': '' } } }));
    renderWithStore(<OrderBoxes />, store);
    expect(new URL(screen.getByRole('link', { name: /Send as order e-mail/ }).getAttribute('href') ?? '').pathname).toBe('orders@acme.example');
    expect(screen.getByRole('link', { name: 'Send an order by e-mail' })).toHaveAttribute('href', 'mailto:orders@acme.example');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', 'mailto:hello@acme.example');
    act(() => contentReceived({ etag: '"none"', content: { ...DEMO_CONTENT.content, settings: { 'order.email': '', 'contact.email': '', 'company.name': '' } } }));
    expect(screen.getByRole('link', { name: /Send as order e-mail/ }).getAttribute('href')).toMatch(/^mailto:\?subject=/);
    expect(screen.queryByRole('link', { name: 'Send an order by e-mail' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contact us' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('@');
  });

  it('without results: the bare address only', () => {
    const { store } = createTestStore({ session: { user: DEMO_USER, token: 't' } });
    renderWithStore(<OrderBoxes />, store);
    expect(screen.queryByRole('link', { name: /Send as order e-mail/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send an order by e-mail' })).toBeInTheDocument();
  });
});
