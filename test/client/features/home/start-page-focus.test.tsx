/**
 * The start page puts the cursor in the search box where a mouse and keyboard are at hand, and
 * not on a touch screen, whose keyboard would cover the welcome text.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TYPING_DEVICE_QUERY } from '../../../../src/client/config/constants';
import { brandCounts, numberedArticles } from '../../support/article-fixtures';
import { installFakeApi } from '../../support/fake-api';
import { DEMO_USER, renderApp, savedSession } from '../../support/render-app';

// The whole app in jsdom: slow on a busy machine.
jest.setTimeout(40_000);

const TOKEN = 'x'.repeat(43);
// A search that finds articles: its page shows results, never the start page (a failed first
// search would show the start page behind its error, and so take the focus).
const FOUND = numberedArticles(2);
const originalMatchMedia = window.matchMedia;

/** A device whose media queries match only the typing-device one, or nothing. */
function onDevice(typing: boolean): void {
  window.matchMedia = ((query: string) => ({ ...originalMatchMedia(query), matches: typing && query === TYPING_DEVICE_QUERY })) as typeof window.matchMedia;
}

afterEach(() => {
  window.matchMedia = originalMatchMedia;
  jest.restoreAllMocks();
  window.sessionStorage.clear();
});

async function startPage(path = '/') {
  installFakeApi({
    'GET /': { body: { user: DEMO_USER } },
    'POST /brands': { body: { brands: ['Wago'] } },
    'GET /search': { body: { articles: FOUND, brands: brandCounts(FOUND), onStock: 2, total: 2 } },
    'GET /replacements': { body: { replacements: [], originalBrand: null } },
  });
  const app = await renderApp(path, savedSession({ token: TOKEN, user: DEMO_USER, rememberMe: true }));
  await screen.findByRole('search');
  return app;
}

const searchInput = () => screen.getByRole('combobox', { name: 'Search by article number or brand' });

describe('the start page', () => {
  it('puts the cursor in the search box with a mouse and keyboard, without glowing', async () => {
    onDevice(true);
    await startPage();
    await waitFor(() => expect(searchInput()).toHaveFocus());
    expect(searchInput().closest('.search-input')).not.toHaveClass('search-input--glow');
  });

  it('does so again when the title leads back to it from a search', async () => {
    onDevice(true);
    await startPage('/product/750');
    expect(searchInput()).not.toHaveFocus();
    const title = screen.getByRole('button', { name: 'pricetool: back to the start page' });
    await userEvent.click(title);
    await waitFor(() => expect(searchInput()).toHaveFocus());
  });

  it('leaves a touch screen\'s keyboard closed', async () => {
    onDevice(false);
    await startPage();
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 50)); });
    expect(searchInput()).not.toHaveFocus();
  });
});
