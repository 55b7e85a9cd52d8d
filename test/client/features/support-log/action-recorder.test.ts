import { configureStore, createSlice, type Middleware, type PayloadAction } from '@reduxjs/toolkit';
import { PERSIST, REHYDRATE } from 'redux-persist';
import { api, type BrandDataCopy } from '../../../../src/client/api/api';
import { PERSIST_ACTIONS } from '../../../../src/client/app/persistence';
import { rootReducer } from '../../../../src/client/app/root-reducer';
import { searchIdReceived } from '../../../../src/client/features/search/search-slice';
import { brandDataLoaded, loginSucceeded, logoutRequested, authCleared, loginSubmitted } from '../../../../src/client/features/session/session-slice';
import { createActionRecorder, SUPPORT_LOG_STORAGE_KEY, MAX_SAVED_CHARS, type RecordStorage } from '../../../../src/client/features/support-log/action-recorder';
import { SUPPORT_LOG_MAX_ACTIONS } from '../../../../src/client/features/support-log/log-format';
import { DEMO_BRAND_DATA } from '../../support/demo-brand-data';
import { installFakeApi } from '../../support/fake-api';
import { DEMO_USER } from '../../support/render-app';
import { DEMO } from '../../../support/demo-users';
import { DEFAULT_FLAGS } from '../../../../src/client/config/constants';
import type { FeatureFlags } from '../../../../src/shared/contract';

class SyncStorage implements RecordStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) { return this.items.get(key) ?? null; }
  setItem(key: string, value: string) { this.items.set(key, value); }
  removeItem(key: string) { this.items.delete(key); }
}

const counter = createSlice({
  name: 'counter',
  initialState: { value: 0 },
  reducers: { added: (state, action: PayloadAction<number>) => { state.value += action.payload; } },
});
const { added } = counter.actions;

/** A clock the test moves by hand. */
function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => { time += ms; } };
}

function setup(storage = new SyncStorage(), time = clock()) {
  const recorder = createActionRecorder({ storage, now: time.now });
  const store = configureStore({ reducer: { counter: counter.reducer }, middleware: (getDefault) => getDefault({ serializableCheck: { ignoredActions: PERSIST_ACTIONS } }).concat(recorder.middleware),
  });
  return { recorder, store, storage, time };
}

const OTHER_USER = { ...DEMO_USER, id: 2, username: 'Other User' };
const types = (recorder: ReturnType<typeof createActionRecorder>) => recorder.entries().map((entry) => entry.type);

describe('the action recorder', () => {
  afterEach(() => jest.useRealTimers());

  it('records type, payload, n and ms since the record started', () => {
    const { recorder, store, time } = setup();
    time.advance(250);
    store.dispatch(added(2));
    time.advance(100);
    store.dispatch(added(3));
    expect(recorder.entries()).toEqual([
      { n: 0, at: 250, type: 'counter/added', payload: 2 },
      { n: 1, at: 350, type: 'counter/added', payload: 3 },
    ]);
  });

  it('records an action before those a middleware (a saga) dispatches in response to it', () => {
    const recorder = createActionRecorder({ now: clock().now });
    // Like redux-saga: the action reaches the reducers first, then the sagas put their responses.
    const saga: Middleware = (api) => (next) => (action) => {
      const result = next(action);
      if (added.match(action) && action.payload === 1) api.dispatch(added(10));
      return result;
    };
    const store = configureStore({ reducer: { counter: counter.reducer }, middleware: (getDefault) => getDefault().concat(saga, recorder.middleware) });
    store.dispatch(added(1));
    expect(recorder.entries().map((entry) => entry.payload)).toEqual([1, 10]);
    expect(store.getState().counter.value).toBe(11);
  });

  it('redacts secrets at record time', () => {
    const { recorder, store } = setup();
    store.dispatch(loginSubmitted({ email: DEMO.muster.email, password: DEMO.password, remember: true }));
    store.dispatch(loginSucceeded({ token: 'secret-token', user: DEMO_USER, remember: true }));
    expect(JSON.stringify(recorder.entries())).not.toMatch(new RegExp(`${DEMO.password}|secret-token`));
    expect(recorder.entries()[0].payload).toEqual({ email: DEMO.muster.email, password: '[redacted]', remember: true });
  });

  it(`keeps the newest ${SUPPORT_LOG_MAX_ACTIONS} actions, their n continuing`, () => {
    const { recorder, store } = setup();
    for (let i = 0; i < SUPPORT_LOG_MAX_ACTIONS + 5; i += 1) store.dispatch(added(i));
    const entries = recorder.entries();
    expect(entries).toHaveLength(SUPPORT_LOG_MAX_ACTIONS);
    expect(entries[0]).toMatchObject({ n: 5, payload: 5 });
    expect(entries[entries.length - 1]).toMatchObject({ n: SUPPORT_LOG_MAX_ACTIONS + 4, payload: SUPPORT_LOG_MAX_ACTIONS + 4 });
  });

  it('skips redux-persist\'s bookkeeping and RTK Query\'s internal actions, keeps REHYDRATE redacted', () => {
    const { recorder, store } = setup();
    store.dispatch({ type: PERSIST, key: 'pricetool', register: () => {}, rehydrate: () => {} });
    store.dispatch({ type: 'api/config/middlewareRegistered', payload: 'x' });
    store.dispatch({ type: 'api/subscriptions/internal_getRTKQSubscriptions' });
    store.dispatch({ type: 'api/internalSubscriptions/subscriptionsUpdated', payload: [] });
    store.dispatch({ type: REHYDRATE, key: 'pricetool', payload: { token: 't', language: 'EN' } });
    store.dispatch({ type: 'api/executeQuery/fulfilled', payload: { articles: [] }, meta: { requestStatus: 'fulfilled' } });
    expect(recorder.entries()).toEqual([
      expect.objectContaining({ type: REHYDRATE, payload: { token: '[redacted]', language: 'EN' } }),
      expect.objectContaining({ type: 'api/executeQuery/fulfilled', payload: { articles: [] }, meta: { requestStatus: 'fulfilled' } }),
    ]);
  });

  it('collects the search ids received, without nulls or repeats, in order', () => {
    const { recorder, store } = setup();
    ['id-1', null, 'id-2', 'id-1', 'id-3'].forEach((id) => store.dispatch(searchIdReceived(id)));
    expect(recorder.searchIds()).toEqual(['id-1', 'id-2', 'id-3']);
  });

  it('survives a reload: a new recorder on the same storage continues the record', () => {
    const first = setup();
    first.time.advance(40);
    first.store.dispatch(added(1));
    first.store.dispatch(searchIdReceived('id-1'));
    first.recorder.flush();

    const time = clock(1_000_000 + 5_000);
    const second = setup(first.storage, time);
    expect(second.recorder.entries()).toEqual(first.recorder.entries());
    expect(second.recorder.searchIds()).toEqual(['id-1']);
    second.store.dispatch(added(2));
    expect(second.recorder.entries()[2]).toEqual({ n: 2, at: 5_000, type: 'counter/added', payload: 2 });
  });

  it('saves at most every 500 ms, and on pagehide', () => {
    jest.useFakeTimers();
    const { store, storage } = setup();
    store.dispatch(added(1));
    expect(storage.getItem(SUPPORT_LOG_STORAGE_KEY)).toBeNull();
    jest.advanceTimersByTime(500);
    expect(JSON.parse(storage.getItem(SUPPORT_LOG_STORAGE_KEY) as string).actions).toHaveLength(1);
    store.dispatch(added(2));
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(storage.getItem(SUPPORT_LOG_STORAGE_KEY) as string).actions).toHaveLength(2);
  });

  it('saves a record too large for localStorage without its oldest actions', () => {
    const { recorder, store, storage } = setup();
    const big = 'x'.repeat(100_000);
    for (let i = 0; i < 25; i += 1) store.dispatch({ type: 'big', payload: { i, big } });
    recorder.flush();
    const saved = storage.getItem(SUPPORT_LOG_STORAGE_KEY) as string;
    expect(saved.length).toBeLessThanOrEqual(MAX_SAVED_CHARS);
    const actions = (JSON.parse(saved) as { actions: Array<{ payload: { i: number } }> }).actions;
    expect(actions.length).toBeGreaterThan(15);
    expect(actions[actions.length - 1].payload.i).toBe(24);
    expect(recorder.entries()).toHaveLength(25);
  });

  it('keeps the record when the same user signs in again, and after a logout', () => {
    const { recorder, store } = setup();
    store.dispatch(loginSucceeded({ token: 't', user: DEMO_USER, remember: true }));
    store.dispatch(added(1));
    store.dispatch(logoutRequested());
    store.dispatch(authCleared());
    expect(types(recorder)).toEqual(['session/loginSucceeded', 'counter/added', 'session/logoutRequested', 'session/authCleared']);
    store.dispatch(loginSucceeded({ token: 't', user: DEMO_USER, remember: true }));
    expect(recorder.entries()).toHaveLength(5);
  });

  it('takes the record out of storage at a sign-out, keeps it in memory, and saves it again when the same user signs back in', () => {
    jest.useFakeTimers();
    const { recorder, store, storage } = setup();
    store.dispatch(loginSucceeded({ token: 't', user: DEMO_USER, remember: true }));
    store.dispatch({ type: 'api/executeQuery/fulfilled', payload: { articles: [{ artnr: '750-455', listprice: '118,40', discount: 40 }] } });
    recorder.flush();
    expect(storage.getItem(SUPPORT_LOG_STORAGE_KEY)).toContain('118,40');

    store.dispatch(authCleared());
    expect(storage.getItem(SUPPORT_LOG_STORAGE_KEY)).toBeNull();
    store.dispatch(loginSubmitted({ email: DEMO.muster.email, password: DEMO.password, remember: true }));
    jest.advanceTimersByTime(1000);
    window.dispatchEvent(new Event('pagehide'));
    recorder.flush();
    expect(storage.getItem(SUPPORT_LOG_STORAGE_KEY)).toBeNull();
    expect(types(recorder)).toContain('session/authCleared');

    store.dispatch(loginSucceeded({ token: 't', user: DEMO_USER, remember: true }));
    jest.advanceTimersByTime(500);
    const saved = JSON.parse(storage.getItem(SUPPORT_LOG_STORAGE_KEY) as string) as { actions: Array<{ type: string }> };
    expect(saved.actions.map((action) => action.type)).toEqual(types(recorder));
    expect(saved.actions).toHaveLength(5);
  });

  // docs/behaviour.md, Support log: the record is kept where the session is.
  it('keeps the record of a sign-in without remember-me in the tab\'s storage, never in localStorage', () => {
    const lasting = new SyncStorage();
    const tab = new SyncStorage();
    const recorder = createActionRecorder({ storage: lasting, tabStorage: tab, now: clock().now });
    const store = configureStore({ reducer: rootReducer, middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(recorder.middleware) });
    store.dispatch(loginSucceeded({ token: 't'.repeat(43), user: DEMO_USER, remember: false }));
    store.dispatch(searchIdReceived('sid-1'));
    recorder.flush();
    expect(tab.items.get(SUPPORT_LOG_STORAGE_KEY)).toContain('sid-1');
    expect(lasting.items.has(SUPPORT_LOG_STORAGE_KEY)).toBe(false);

    // A reload in the tab: the saved session says remember-me is off, the record stays in the tab.
    const reloaded = createActionRecorder({ storage: lasting, tabStorage: tab, now: clock().now });
    const again = configureStore({ reducer: rootReducer, middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(reloaded.middleware) });
    again.dispatch({ type: REHYDRATE, key: 'pricetool', payload: { rememberMe: false } });
    again.dispatch(searchIdReceived('sid-2'));
    reloaded.flush();
    expect(reloaded.searchIds()).toEqual(['sid-1', 'sid-2']);
    expect(tab.items.get(SUPPORT_LOG_STORAGE_KEY)).toContain('sid-2');
    expect(lasting.items.has(SUPPORT_LOG_STORAGE_KEY)).toBe(false);
  });

  it('keeps a remembered customer\'s record in localStorage, and moves it there from the tab', () => {
    const lasting = new SyncStorage();
    const tab = new SyncStorage();
    tab.setItem(SUPPORT_LOG_STORAGE_KEY, JSON.stringify({ startedAt: 1, nextN: 0, userId: DEMO_USER.id, searchIds: ['sid-0'], actions: [] }));
    const recorder = createActionRecorder({ storage: lasting, tabStorage: tab, now: clock().now });
    const store = configureStore({ reducer: rootReducer, middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(recorder.middleware) });
    store.dispatch(loginSucceeded({ token: 't'.repeat(43), user: DEMO_USER, remember: true }));
    recorder.flush();
    expect(lasting.items.get(SUPPORT_LOG_STORAGE_KEY)).toContain('sid-0');
    expect(tab.items.has(SUPPORT_LOG_STORAGE_KEY)).toBe(false);
  });

  it('starts a new record when another user signs in', () => {
    const { recorder, store, time } = setup();
    store.dispatch(loginSucceeded({ token: 't', user: DEMO_USER, remember: true }));
    store.dispatch(searchIdReceived('id-1'));
    store.dispatch(logoutRequested());
    time.advance(60_000);
    store.dispatch(loginSucceeded({ token: 'u', user: OTHER_USER, remember: true }));
    expect(recorder.entries()).toEqual([expect.objectContaining({ n: 0, at: 0, type: 'session/loginSucceeded' })]);
    expect(recorder.searchIds()).toEqual([]);
  });

  it('clear() starts an empty record', () => {
    const { recorder, store, storage } = setup();
    store.dispatch(added(1));
    recorder.clear();
    expect(recorder.entries()).toEqual([]);
    expect(JSON.parse(storage.getItem(SUPPORT_LOG_STORAGE_KEY) as string).actions).toEqual([]);
  });
});

describe('the brand data in the record', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps the server\'s answer without its body, and the copy once, in brandDataLoaded', async () => {
    installFakeApi();
    const recorder = createActionRecorder({ now: clock().now });
    const store = configureStore({
      reducer: rootReducer,
      middleware: (getDefault) => getDefault({ serializableCheck: false, immutableCheck: false }).concat(api.middleware, recorder.middleware),
    });
    const answer = await store.dispatch(api.endpoints.brandData.initiate({ etag: null })).unwrap();
    store.dispatch(brandDataLoaded(answer as BrandDataCopy));
    const fulfilled = recorder.entries().find((entry) => entry.type === 'api/executeQuery/fulfilled');
    expect(fulfilled).toBeDefined();
    expect(fulfilled).not.toHaveProperty('payload');
    const loaded = recorder.entries().filter((entry) => JSON.stringify(entry).includes('"brands":['));
    expect(loaded.map((entry) => entry.type)).toEqual([brandDataLoaded.type]);
    expect(loaded[0].payload).toEqual(DEMO_BRAND_DATA);
  });
});

describe('the flags in the record', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps their first answer and an answer that changed them, not the polls that changed nothing', async () => {
    const fake = installFakeApi();
    const recorder = createActionRecorder({ now: clock().now });
    const store = configureStore({
      reducer: rootReducer,
      middleware: (getDefault) => getDefault({ serializableCheck: false, immutableCheck: false }).concat(api.middleware, recorder.middleware),
    });
    const read = () => store.dispatch(api.endpoints.flags.initiate(undefined, { forceRefetch: true })).unwrap();
    await read();
    await read();
    fake.route('GET /flags', { body: { ...DEFAULT_FLAGS, maintenance: true } });
    await read();
    await read();
    const answers = recorder.entries().filter((entry) => entry.type === 'api/executeQuery/fulfilled');
    expect(answers.map((entry) => (entry.payload as FeatureFlags).maintenance)).toEqual([false, true]);
    expect(types(recorder).filter((type) => type === 'api/executeQuery/pending')).toHaveLength(1);
  });
});
