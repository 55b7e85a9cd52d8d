/**
 * The search and the session, on a real store: a sign-out (Logout, or a 401 from any call) ends
 * the search under way, so nothing it would still show reaches whoever signs in next; and a
 * sign-in starts from a fresh search state.
 */
import { waitFor } from '@testing-library/react';
import { createAppStore } from '../../../../src/client/app/store';
import {
  initialSearchState, resultsReceived, searchFailed, searchReducer, searchRequested, searchReset,
} from '../../../../src/client/features/search/search-slice';
import { authCleared, loginSucceeded, logoutRequested, unauthorizedReceived } from '../../../../src/client/features/session/session-slice';
import { createActionRecorder } from '../../../../src/client/features/support-log/action-recorder';
import type { Article } from '../../../../src/shared/contract';
import { brandCounts, makeArticle } from '../../support/article-fixtures';
import { installFakeApi } from '../../support/fake-api';
import { DEMO_USER, MemoryStorage } from '../../support/render-app';
import { searchAsShown } from '../../support/search-as-shown';

const TOKEN = 'x'.repeat(43);
const OTHER_USER = { ...DEMO_USER, id: 2, username: 'Nord User', customer: { id: 2, name: 'Nordtech Industrie AG' } };
const UNAUTHORIZED = { status: 401, body: { error: 'unauthorized', message: 'Please sign in.' } };
const NOTHING = { articles: [], brands: [], onStock: 0, total: 0 };
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
/** On load the page asks for the profile of the saved sign-in. */
const PROFILE = { 'GET /': { body: { user: DEMO_USER } } };

function signedInStore() {
  const recorder = createActionRecorder();
  const { store } = createAppStore({ storage: new MemoryStorage(), recorder });
  store.dispatch(loginSucceeded({ token: TOKEN, user: DEMO_USER, remember: true }));
  const count = (type: string) => recorder.entries().filter((entry) => entry.type === type).length;
  return { store, count };
}

afterEach(() => jest.restoreAllMocks());

/** A search answer held back until `answer()` is called: what arrives after the page moved on. */
function heldAnswer(articles: Article[]) {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => { answer = resolve; });
  const search = async () => {
    await answered;
    return { body: { articles, brands: brandCounts(articles), onStock: articles.length, total: articles.length } };
  };
  return { answer: () => answer(), search };
}

describe('a sign-out during a search', () => {
  it('ends the search: an answer arriving after Logout is shown to no one, not even the next customer', async () => {
    const { answer, search } = heldAnswer([makeArticle('Siemens', '6ES7214-1AG40-0XB0')]);
    const api = installFakeApi({
      ...PROFILE,
      'GET /search': search,
      'GET /replacements': { body: { replacements: [], originalBrand: null } },
      'POST /logout': { status: 204 },
    });
    const { store } = signedInStore();
    store.dispatch(searchRequested({ query: '6ES7214-1AG40-0XB0', brands: [], onstock: false }));
    await waitFor(() => expect(api.calls('GET /search')).toHaveLength(1));

    store.dispatch(logoutRequested());
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    await settle();
    // Nothing of the search is left either: not its results, and not the error of its dropped request.
    expect(store.getState().search).toEqual(initialSearchState);
    store.dispatch(loginSucceeded({ token: 'y'.repeat(43), user: OTHER_USER, remember: true }));
    answer();
    await settle();
    expect(store.getState().search).toEqual(initialSearchState);
  });

  it('a 401 from several of its calls at once signs out once and leaves no error behind', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const successors = ['a1', 'b2', 'c3'];
    // The successors' fetches are answered only once all three are under way.
    let allArrived: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => { allArrived = resolve; });
    let waiting = 0;
    const api = installFakeApi({
      ...PROFILE,
      'GET /search': async (request) => {
        if (request.query.get('exact') !== 'true') return { body: NOTHING };
        waiting += 1;
        if (waiting === successors.length) allArrived();
        await arrived;
        return UNAUTHORIZED;
      },
      'GET /replacements': {
        body: { replacements: successors.map((to) => ({ from_artnrt4: 'old1', to_artnrt4: to, to_brand: 'Siemens' })), originalBrand: 'Siemens' },
      },
    });
    const { store, count } = signedInStore();
    store.dispatch(searchRequested({ query: 'OLD-1', brands: [], onstock: false }));
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    await settle();

    expect(api.calls('GET /search').filter((request) => request.query.get('exact') === 'true')).toHaveLength(successors.length);
    expect(count(unauthorizedReceived.type)).toBe(1);
    expect(count(authCleared.type)).toBe(1);
    // Without the sign-out ending it, the search went on to 'no_results' after the sign-out.
    expect(store.getState().search).toEqual(initialSearchState);
  });
});

describe('the start page during a search', () => {
  it('ends the search: its answer neither covers the start page nor moves the address back to it', async () => {
    const { answer, search } = heldAnswer([makeArticle('Wago', '750-455'), makeArticle('Wago', '750-1405')]);
    const api = installFakeApi({ ...PROFILE, 'GET /search': search });
    const { store, count } = signedInStore();
    store.dispatch(searchRequested({ query: '750', brands: [], onstock: false }));
    await waitFor(() => expect(api.calls('GET /search')).toHaveLength(1));

    store.dispatch(searchReset());
    answer();
    await settle();
    expect(count(resultsReceived.type)).toBe(0);
    expect(store.getState().search).toEqual(initialSearchState);
  });
});

describe('a sign-in', () => {
  it('starts from a fresh search state, whatever the last session left', () => {
    const left = [
      resultsReceived({ articles: [makeArticle('Wago', '750-455')], brands: [{ brand: 'Wago', count: 1 }], onStock: 1, query: '750', exactMatch: false }),
      searchFailed({ errorType: 'unauthorized', query: '750' }),
    ].reduce(searchReducer, initialSearchState);
    expect(searchAsShown(left).searchError).toBe(true);
    expect(searchReducer(left, loginSucceeded({ token: TOKEN, user: OTHER_USER, remember: true }))).toEqual(initialSearchState);
  });
});
