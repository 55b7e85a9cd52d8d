/**
 * Suggestions as one types, in the header's search box on a real store, the server faked and the
 * clock jest's: from the third character, one request per pause in typing (an earlier one
 * aborted), the list by keyboard and by click, silent when the request fails, never while a
 * search loads; a combobox with its listbox for screen readers.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unauthorizedReceived } from '../../../../../src/client/api/base-query';
import { SearchBox } from '../../../../../src/client/features/header/SearchBox';
import { loadingFinished, searchStarted, searchSubmitted, suggestionChosen } from '../../../../../src/client/features/search/search-slice';
import { SUGGESTION_DEBOUNCE_MS } from '../../../../../src/client/config/constants';
import type { Suggestion } from '../../../../../src/shared/contract';
import { makeArticle } from '../../../support/article-fixtures';
import { installFakeApi, type FakeApi, type FakeRoute } from '../../../support/fake-api';
import { createTestStore, renderWithStore } from '../../../support/test-store';

const S7 = makeArticle('Siemens', '6ES7214-1AG40-0XB0', { listprice: '398,00', discount: 32, onstock: 37, name: 'CPU 1214C DC/DC/DC' });
const S7_OLD = makeArticle('Siemens', '6ES7214-1AG31-0XB0', { onstock: 0, delivery_time_weeks: 4, discount: null });
const OTHER = makeArticle('Wago', '6ES7214-1AG40', { onstock: 5 });
const ANSWER: Suggestion[] = [{ article: S7, match: 'prefix' }, { article: S7_OLD, match: 'prefix' }, { article: OTHER, match: 'inside' }];

const box = () => screen.getByRole('combobox', { name: 'Search by article number or brand' });
const listbox = () => screen.queryByRole('listbox', { name: 'Suggestions for what you typed' });
const options = () => within(listbox() as HTMLElement).getAllByRole('option');

/** Signed in: a 401 is for the session in force. */
function setup(route: FakeRoute = { body: { suggestions: ANSWER } }) {
  jest.useFakeTimers();
  const api: FakeApi = installFakeApi({ 'GET /suggestions': route });
  const test = createTestStore({ session: { token: 'x'.repeat(43) } });
  renderWithStore(<SearchBox />, test.store);
  // No delay between keys: faster than any pause.
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
  return { ...test, api, user };
}

/** The pause after the last key: the debounce's time, and the answer's promises. */
const pause = () => act(async () => { await jest.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS); });

/** Types the text into the box, key by key without a pause. */
async function typeFast(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(box(), text);
}

describe('suggestions as one types', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('are not asked for before the third character of the normalised text', async () => {
    const { api, user } = setup();
    await typeFast(user, '6-E ');
    await pause();
    expect(api.calls('GET /suggestions')).toHaveLength(0);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await typeFast(user, 'S');
    await pause();
    expect(api.calls('GET /suggestions').map((call) => call.query.get('q'))).toEqual(['6-E S']);
  });

  it('are asked for once per pause, with what was typed last', async () => {
    const { api, user } = setup();
    await typeFast(user, '6ES7214-1AG4');
    act(() => { jest.advanceTimersByTime(SUGGESTION_DEBOUNCE_MS - 1); });
    expect(api.calls('GET /suggestions')).toHaveLength(0);
    await pause();
    expect(api.calls('GET /suggestions').map((call) => call.query.get('q'))).toEqual(['6ES7214-1AG4']);
    expect(await screen.findByRole('listbox', { name: 'Suggestions for what you typed' })).toBeInTheDocument();
  });

  it('show number, brand, name, stock and the customer\'s own price, each option labelled for screen readers', async () => {
    const { user } = setup();
    await typeFast(user, '6ES7214');
    await pause();
    await screen.findByRole('listbox');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', (listbox() as HTMLElement).id);
    const [first, second] = options();
    // 398 € less 32 %: 270,64 €, as the result card shows it.
    expect(first).toHaveTextContent(/6ES7214-1AG40-0XB0.*Your price.*270,64\s€.*Siemens.*37 pieces on stock.*CPU 1214C DC\/DC\/DC/);
    expect(second).toHaveTextContent(/6ES7214-1AG31-0XB0.*on request.*Delivery time: 4 weeks/);
  });

  it('abort a request still under way when the customer types on, and show the newer answer only', async () => {
    let answerFirst: (value: { body: { suggestions: Suggestion[] } }) => void = () => undefined;
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const { api, user } = setup((request) => (request.query.get('q') === '6ES7'
      ? new Promise((resolve) => { answerFirst = resolve; })
      : { body: { suggestions: [{ article: OTHER, match: 'inside' }] } }));
    await typeFast(user, '6ES7');
    await pause();
    expect(api.calls('GET /suggestions')).toHaveLength(1);
    const firstRequest = (fetchSpy.mock.calls[0][0] as Request);
    await typeFast(user, '214');
    expect(firstRequest.signal.aborted).toBe(true);
    await pause();
    await screen.findByRole('listbox');
    await act(async () => { answerFirst({ body: { suggestions: ANSWER } }); await jest.runOnlyPendingTimersAsync(); });
    expect(options().map((option) => option.id)).toHaveLength(1);
    expect(options()[0]).toHaveTextContent('Wago');
  });

  it('are moved through with the arrow keys, and Enter chooses the highlighted one instead of searching', async () => {
    const { user, actions, store } = setup();
    await typeFast(user, '6ES7214');
    await pause();
    await screen.findByRole('listbox');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options()[1].id);
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', options()[2].id);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(actions.filter((action) => action.type === suggestionChosen.type)).toEqual([suggestionChosen({ artnr: S7.artnr, brand: 'Siemens' })]);
    expect(actions.map((action) => action.type)).not.toContain(searchSubmitted.type);
    expect(store.getState().search.searchQuery).toBe(S7.artnr);
    expect(listbox()).toBeNull();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('close with Escape, and Enter then searches what was typed', async () => {
    const { user, actions } = setup();
    await typeFast(user, '6ES7214');
    await pause();
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(listbox()).toBeNull();
    await user.keyboard('{Enter}');
    expect(actions.map((action) => action.type)).toContain(searchSubmitted.type);
    expect(actions.map((action) => action.type)).not.toContain(suggestionChosen.type);
  });

  it('Enter with nothing highlighted searches as it always did, and closes the list', async () => {
    const { user, actions } = setup();
    await typeFast(user, '6ES7214');
    await pause();
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    expect(actions.map((action) => action.type)).toContain(searchSubmitted.type);
    expect(listbox()).toBeNull();
  });

  it('a click (a tap) chooses one, the focus staying in the box', async () => {
    const { user, actions } = setup();
    await typeFast(user, '6ES7214');
    await pause();
    await screen.findByRole('listbox');
    await user.click(options()[2]);
    expect(actions.filter((action) => action.type === suggestionChosen.type)).toEqual([suggestionChosen({ artnr: OTHER.artnr, brand: 'Wago' })]);
    expect(listbox()).toBeNull();
    expect(document.activeElement).toBe(box());
  });

  it('a failed request shows nothing, says nothing, and Enter still searches', async () => {
    const { api, user, actions } = setup({ status: 500, body: { error: 'server_error', message: 'boom' } });
    await typeFast(user, '6ES7214');
    await pause();
    expect(api.calls('GET /suggestions')).toHaveLength(1);
    await act(async () => { await jest.runOnlyPendingTimersAsync(); });
    expect(listbox()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.keyboard('{Enter}');
    expect(actions.map((action) => action.type)).toContain(searchSubmitted.type);
  });

  it('a 401 is as silent: the session is not ended mid-typing, the search that follows meets it', async () => {
    const { api, user, actions } = setup({ status: 401, body: { error: 'unauthorized', message: 'Session expired.' } });
    await typeFast(user, '6ES7214');
    await pause();
    expect(api.calls('GET /suggestions')).toHaveLength(1);
    await act(async () => { await jest.runOnlyPendingTimersAsync(); });
    expect(actions.map((action) => action.type)).not.toContain(unauthorizedReceived.type);
    await user.keyboard('{Enter}');
    expect(actions.map((action) => action.type)).toContain(searchSubmitted.type);
  });

  it('never open during the loading hold, and close when a search starts', async () => {
    const { api, user, store } = setup();
    await typeFast(user, '6ES7214');
    await pause();
    await screen.findByRole('listbox');
    act(() => { store.dispatch(searchStarted()); });
    expect(listbox()).toBeNull();
    await typeFast(user, '6ES7');
    await pause();
    expect(api.calls('GET /suggestions')).toHaveLength(1);
    expect(listbox()).toBeNull();
    // Loading ends with what was typed meanwhile in the box; the list stays shut until the next key.
    act(() => { store.dispatch(loadingFinished()); });
    await pause();
    expect(listbox()).toBeNull();
    await typeFast(user, '2');
    await pause();
    expect(api.calls('GET /suggestions').map((call) => call.query.get('q'))).toEqual(['6ES7214', '6ES72']);
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });
});
