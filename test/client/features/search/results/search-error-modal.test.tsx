/**
 * The search error modal (docs/behaviour.md, Errors and toasts): a search that fails before any search has been
 * done opens a modal with the error text and 'Close and try again'; later failures show in the
 * results list instead.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchErrorModal } from '../../../../../src/client/features/search/results/SearchErrorModal';
import {
  loadingFinished, replacementResultsReceived, resultsReceived, searchFailed, searchStarted, type SearchErrorType,
} from '../../../../../src/client/features/search/search-slice';
import { brandCounts, makeArticle } from '../../../support/article-fixtures';
import { createTestStore, renderWithStore, type TestStore } from '../../../support/test-store';
import { searchAsShown } from '../../../support/search-as-shown';

function renderModal() {
  const test = createTestStore();
  renderWithStore(<SearchErrorModal />, test.store);
  return test;
}

function send(store: TestStore, ...actions: UnknownAction[]) {
  act(() => { for (const action of actions) store.dispatch(action); });
}

const failed = (errorType: SearchErrorType, query: string) => [searchStarted(), searchFailed({ errorType, query }), loadingFinished()];

const WAGO = makeArticle('Wago', '750-455');

const MESSAGES: Array<[SearchErrorType, string]> = [
  ['invalid_query', 'Invalid search query. Please try again.'],
  ['unauthorized', 'You are not authorized. Please log in.'],
  ['server_error', 'An error occurred. Please try again later.'],
  ['no_results', 'No articles found for your search criteria'],
  ['brand_search', 'This brand is in our catalog, please search for articles.'],
];

describe('<SearchErrorModal/> (docs/behaviour.md, Errors and toasts)', () => {
  it('is closed before anything went wrong', () => {
    renderModal();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each(MESSAGES)('a %s error before any search opens a modal saying "%s"', async (errorType, message) => {
    const { store } = renderModal();
    expect(store.getState().search.hasSearched).toBe(false);
    send(store, ...failed(errorType, 'xyz-1'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(within(dialog).getByText('xyz-1')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close and try again' })).toBeInTheDocument();
  });

  it("'Close and try again' closes it", async () => {
    const { store } = renderModal();
    send(store, ...failed('server_error', 'xyz-1'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close and try again' }));
    // antd keeps a closed modal in the page, hidden; the dialog role is only found while it shows.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens again for the next failed search after it was closed', async () => {
    const { store } = renderModal();
    send(store, ...failed('server_error', 'xyz-1'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close and try again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    send(store, ...failed('invalid_query', 'xyz-2'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Invalid search query. Please try again.')).toBeInTheDocument();
  });

  it('opens no modal for an error after a successful search (hasSearched)', async () => {
    const { store } = renderModal();
    send(store, searchStarted(), resultsReceived({ articles: [WAGO], brands: brandCounts([WAGO]), onStock: 1, query: '750-455', exactMatch: true }), loadingFinished());
    expect(store.getState().search.hasSearched).toBe(true);
    send(store, ...failed('server_error', 'xyz-1'));
    expect(searchAsShown(store.getState().search).searchError).toBe(true);
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 50)); });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('An error occurred. Please try again later.')).not.toBeInTheDocument();
  });

  it('opens no modal for an error after a successful replacement search', async () => {
    const { store } = renderModal();
    send(store, searchStarted(), replacementResultsReceived({ articles: [WAGO], brands: brandCounts([WAGO]), onStock: 1, query: 'x', originBrand: 'Wago' }), loadingFinished());
    send(store, ...failed('no_results', 'xyz-1'));
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 50)); });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when a later search succeeds', async () => {
    const { store } = renderModal();
    send(store, ...failed('server_error', 'xyz-1'));
    await screen.findByRole('dialog');
    send(store, searchStarted(), resultsReceived({ articles: [WAGO], brands: brandCounts([WAGO]), onStock: 1, query: '750-455', exactMatch: true }), loadingFinished());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
