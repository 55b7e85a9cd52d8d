import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, type StaticProvider } from 'redux-saga-test-plan/providers';
import { FLUSH } from 'redux-persist';
import { api } from '../../../../src/client/api/api';
import { callEndpoint } from '../../../../src/client/api/call-endpoint';
import { appReset } from '../../../../src/client/features/session/app-reset';
import { clearSearch, searchAddressUnderWay, searchReset } from '../../../../src/client/features/search';
import { browserSessionContinues, expireSessionCookie, logError, markBrowserSession } from '../../../../src/client/features/session/browser-session';
import { saveReturnAddress, takeReturnAddress } from '../../../../src/client/features/session/return-address';
import {
  endTokenOnServer, loadBrands, logout, refreshProfile, restoreSession, sessionSaga, signOutUnauthorized, withoutBlockedBrands, type SessionSagaOptions,
} from '../../../../src/client/features/session/session-saga';
import {
  authCleared, brandsFailed, brandsLoaded, initialSessionState, logoutRequested, profileLoaded, unauthorizedReceived, type SessionState,
} from '../../../../src/client/features/session/session-slice';
import { changeTranslationLanguage } from '../../../../src/client/i18n/i18n';
import { DEMO_USER } from '../../support/render-app';
import {
  callsTo, currentPathname, endpointAnswers, fakeServices, indexOfPut, navigateTo, sagaReducer, sagaState, showToast, type EndpointAnswers, type SagaState,
} from '../../support/saga';
import { sessionTabKeys } from '../../support/tab-items';

const TOKEN = 'x'.repeat(43);
const SIGNED_IN: Partial<SessionState> = { token: TOKEN, user: DEMO_USER, rememberMe: true, pricetool_brands: ['ABB'], brandsLoading: false };

afterEach(() => window.sessionStorage.clear());

interface Setup {
  session?: Partial<SessionState>;
  /** The search state, where it matters. */
  search?: Partial<SagaState['search']>;
  /** The page's address. */
  path?: string;
  answers?: EndpointAnswers;
  /** Whether the browser session continues (a reload, not a new visit). */
  continuing?: boolean;
}

/** The session's saga as the app runs it: told where a search under way is going, and what a lost session clears. */
const AS_IN_THE_APP: SessionSagaOptions = { selectAddressUnderWay: searchAddressUnderWay, onSessionLost: clearSearch };

/** A saga with the given session and server answers, and every browser-side effect provided. */
function run(saga: (options: SessionSagaOptions) => Generator, { session = {}, search = {}, path = '/', answers = {}, continuing = false }: Setup = {}) {
  // One provide() call: a second one would replace these.
  const providers: StaticProvider[] = [
    ...fakeServices,
    endpointAnswers(answers),
    [matchers.call.fn(browserSessionContinues), continuing],
    [matchers.call.fn(showToast), undefined],
    [matchers.call.fn(navigateTo), undefined],
    [matchers.call.fn(markBrowserSession), undefined],
    [matchers.call.fn(expireSessionCookie), undefined],
    [matchers.call.fn(logError), undefined],
    [matchers.call.fn(changeTranslationLanguage), undefined],
    [matchers.call.fn(currentPathname), path],
  ];
  const state = sagaState(session);
  return expectSaga(saga, AS_IN_THE_APP).withReducer(sagaReducer, { ...state, search: { ...state.search, ...search } }).provide(providers);
}

describe('restoreSession (docs/behaviour.md, Session: on load)', () => {
  // A new visit finds such a sign-in only where an older version kept it (localStorage): the
  // token is ended on the server, then dropped, and never used for a profile check.
  it('forgets a sign-in without remember-me that a new visit finds, ending it on the server first', async () => {
    const result = await run(restoreSession, { session: { ...SIGNED_IN, rememberMe: false }, continuing: false, answers: { logout: { ok: undefined } } })
      .call(callEndpoint, api.endpoints.logout, { token: TOKEN })
      .put(authCleared())
      .not.call(refreshProfile)
      .call(markBrowserSession)
      .run();
    const forkAt = result.allEffects.findIndex((effect) => effect.type === 'FORK' && (effect.payload as { fn: unknown }).fn === endTokenOnServer);
    expect(forkAt).toBeGreaterThan(-1);
    expect(forkAt).toBeLessThan(indexOfPut(result.allEffects, authCleared.type));
    expect(indexOfPut(result.allEffects, FLUSH)).toBeGreaterThan(indexOfPut(result.allEffects, authCleared.type));
    expect(result.storeState.session).toMatchObject({ token: null, user: null });
  });

  it('forgets it all the same when the server cannot be told, and says so in the console', () =>
    run(restoreSession, { session: { ...SIGNED_IN, rememberMe: false }, continuing: false, answers: { logout: { error: { status: 'FETCH_ERROR' } } } })
      .put(authCleared())
      .call(logError, 'Error logging out:', { status: 'FETCH_ERROR' })
      .run());

  it('keeps a sign-in without remember-me on a reload in the same browser session', () =>
    run(restoreSession, { session: { ...SIGNED_IN, rememberMe: false }, continuing: true, answers: { profile: { ok: { user: DEMO_USER } } } })
      .not.put(authCleared())
      .call(refreshProfile)
      .put(profileLoaded(DEMO_USER))
      .run());

  it('fetches the profile for a remembered token and stores the user', async () => {
    const renamed = { ...DEMO_USER, username: 'Renamed User' };
    const { storeState } = await run(restoreSession, { session: SIGNED_IN, answers: { profile: { ok: { user: renamed } } } })
      .call(changeTranslationLanguage, 'EN')
      .call(refreshProfile)
      .put(profileLoaded(renamed))
      .run();
    expect(storeState.session).toMatchObject({ token: TOKEN, user: renamed });
  });

  it('treats an unset remember-me as on', () =>
    run(restoreSession, { session: { ...SIGNED_IN, rememberMe: undefined }, answers: { profile: { ok: { user: DEMO_USER } } } })
      .put(profileLoaded(DEMO_USER))
      .run());

  it('clears the token when the profile cannot be fetched, ending it on the server, which did not refuse it', async () => {
    const { storeState } = await run(restoreSession, { session: SIGNED_IN, answers: { profile: { error: { status: 500, data: {} } }, logout: { ok: undefined } } })
      .call(callEndpoint, api.endpoints.logout, { token: TOKEN })
      .put(authCleared())
      .run();
    expect(storeState.session).toMatchObject({ token: null, user: null });
  });

  it('clears a token the server refused (401) without asking it again', () =>
    run(restoreSession, { session: SIGNED_IN, answers: { profile: { error: { status: 401, data: {} } } } })
      .put(authCleared())
      .not.call(callEndpoint, api.endpoints.logout, { token: TOKEN })
      .run());

  it('does nothing more without a token', () =>
    run(restoreSession)
      .not.call.fn(callEndpoint)
      .not.put(authCleared())
      .run());

  it('switches the translations to the stored language', () =>
    run(restoreSession, { session: { language: 'ES' } }).call(changeTranslationLanguage, 'ES').run());
});

describe('logout (docs/behaviour.md, Session)', () => {
  const ENDING = [authCleared(), appReset(), api.util.resetApiState()].map((action) => action.type);

  it('tells the server, clears auth, resets the store, and writes the saved session at once', async () => {
    const result = await run(logout, { session: { ...SIGNED_IN, language: 'DE' }, answers: { logout: { ok: null } } })
      .call.fn(callEndpoint)
      .put(authCleared())
      .put(appReset())
      .put(api.util.resetApiState())
      .not.call.fn(logError)
      .run();
    // The token leaves localStorage now, not a few timer ticks later, once the store is clean.
    const lastPut = Math.max(...ENDING.map((type) => indexOfPut(result.allEffects, type)));
    expect(indexOfPut(result.allEffects, FLUSH)).toBeGreaterThan(lastPut);
    expect(result.storeState.session).toEqual({ ...initialSessionState, brandsLoading: false });
  });

  it('forgets where an earlier lost session was, and says nothing about a session ending', async () => {
    saveReturnAddress(DEMO_USER.id, '/product/750');
    await run(logout, { session: SIGNED_IN, answers: { logout: { ok: null } } })
      .not.call(showToast, 'error', 'login.sessionEnded')
      .run();
    expect(sessionTabKeys()).toEqual([]);
    expect(takeReturnAddress(DEMO_USER.id)).toBeNull();
  });

  it('leaves going to /login to the search pages\' guard, so that the page moves once', () =>
    run(logout, { session: SIGNED_IN, answers: { logout: { ok: null } } }).not.call.fn(navigateTo).run());

  it('logs "Error logging out:" when the server fails, and ends the session all the same', async () => {
    const failure = { status: 500, data: { error: 'server_error', message: 'Boom.' } };
    const result = await run(logout, { session: SIGNED_IN, answers: { logout: { error: failure } } })
      .call(logError, 'Error logging out:', failure)
      .put(authCleared())
      .put(appReset())
      .put(api.util.resetApiState())
      .run();
    expect(result.storeState.session.token).toBeNull();
    expect(indexOfPut(result.allEffects, FLUSH)).toBeGreaterThan(-1);
  });
});

describe('signOutUnauthorized (docs/behaviour.md, Session: a 401)', () => {
  it('clears auth and the search, writes the saved session at once and expires the session cookie', async () => {
    const result = await run(signOutUnauthorized, { session: SIGNED_IN })
      .put(authCleared())
      .put(searchReset())
      .call(expireSessionCookie)
      .not.call.fn(navigateTo)
      .run();
    expect(result.storeState.session).toMatchObject({ token: null, user: null, rememberMe: false });
    expect(indexOfPut(result.allEffects, FLUSH)).toBeGreaterThan(indexOfPut(result.allEffects, searchReset.type));
  });

  it('says, in the customer\'s language, that the session ended', () =>
    run(signOutUnauthorized, { session: SIGNED_IN })
      .call(showToast, 'error', 'login.sessionEnded')
      .run());

  it('keeps the page\'s address for the same user\'s next sign-in', async () => {
    await run(signOutUnauthorized, { session: SIGNED_IN, path: '/product/750/filter/Wago' }).run();
    expect(takeReturnAddress(DEMO_USER.id)).toBe('/product/750/filter/Wago');
  });

  it('keeps the address of the search under way, which the address bar has not reached yet', async () => {
    await run(signOutUnauthorized, {
      session: SIGNED_IN,
      path: '/product/750',
      search: { isLoadingResults: true, searchQuery: 'PAR401-OLD', searchQuerySnap: '750', filter__brands: ['Siemens'], filter__onstock: true },
    }).run();
    expect(takeReturnAddress(DEMO_USER.id)).toBe('/product/PAR401-OLD/filter/Siemens/onstock');
  });

  it('keeps nothing on the start page, and drops an older address', async () => {
    saveReturnAddress(DEMO_USER.id, '/product/750');
    await run(signOutUnauthorized, { session: SIGNED_IN, path: '/' }).run();
    expect(sessionTabKeys()).toEqual([]);
  });

  it('does nothing when already signed out', () =>
    run(signOutUnauthorized)
      .not.put(authCleared())
      .not.call.fn(expireSessionCookie)
      .not.call.fn(showToast)
      .run());

  it('signs out once however many calls answer 401 at the same time', async () => {
    const result = await run(sessionSaga, { session: SIGNED_IN })
      .dispatch(unauthorizedReceived())
      .dispatch(unauthorizedReceived())
      .dispatch(unauthorizedReceived())
      .silentRun(50);
    expect(callsTo(result, expireSessionCookie)).toEqual([[]]);
    expect(callsTo(result, showToast)).toEqual([['error', 'login.sessionEnded']]);
    expect(result.effects.put.filter((effect) => effect.payload.action.type === authCleared.type)).toHaveLength(1);
  });

  it('treats the 401s met while a Logout runs as part of it: no toast, no address kept', async () => {
    // The server takes a moment to answer the logout; meanwhile requests in flight meet the ended session.
    const slowLogout = dynamic(() => new Promise((resolve) => setTimeout(() => resolve(null), 30)));
    const result = await expectSaga(sessionSaga)
      .withReducer(sagaReducer, sagaState(SIGNED_IN))
      .provide([
        ...fakeServices,
        [matchers.call.fn(callEndpoint), slowLogout],
        [matchers.call.fn(showToast), undefined],
        [matchers.call.fn(expireSessionCookie), undefined],
        [matchers.call.fn(changeTranslationLanguage), undefined],
        [matchers.call.fn(currentPathname), '/product/750'],
      ])
      .dispatch(logoutRequested())
      .dispatch(unauthorizedReceived())
      .dispatch(unauthorizedReceived())
      .silentRun(100);
    expect(result.storeState.session.token).toBeNull();
    expect(callsTo(result, showToast)).toEqual([]);
    expect(callsTo(result, expireSessionCookie)).toEqual([]);
    expect(sessionTabKeys()).toEqual([]);
  });
});

describe('loadBrands', () => {
  it('stores the brands without the user\'s blocked ones', () =>
    run(loadBrands, {
      session: { ...SIGNED_IN, user: { ...DEMO_USER, blocked_brands: 'Pilz' } },
      answers: { brands: { ok: { brands: ['ABB', 'Pilz', 'Siemens'] } } },
    })
      .put(brandsLoaded(['ABB', 'Siemens']))
      .run());

  it('toasts "toasts.brandsFailed" when they cannot be fetched, and stops loading', async () => {
    const { storeState } = await run(loadBrands, { session: { ...SIGNED_IN, brandsLoading: true }, answers: { brands: { error: { status: 500, data: {} } } } })
      .call(showToast, 'error', 'toasts.brandsFailed')
      .put(brandsFailed())
      .not.put.like({ action: { type: brandsLoaded.type } })
      .run();
    expect(storeState.session).toMatchObject({ brandsLoading: false, pricetool_brands: ['ABB'] });
  });
});

describe('withoutBlockedBrands (docs/behaviour.md, Brands)', () => {
  const BRANDS = ['ABB', 'Pilz', 'Siemens', 'Wago', 'Phoenix Contact'];

  it.each<[string, string | undefined, string[]]>([
    ['one blocked brand', 'Pilz', ['ABB', 'Siemens', 'Wago', 'Phoenix Contact']],
    ['several, comma-separated', 'Pilz,Wago', ['ABB', 'Siemens', 'Phoenix Contact']],
    ['any case', 'pilz,WAGO', ['ABB', 'Siemens', 'Phoenix Contact']],
    ['spaces around names', ' Pilz , Wago ', ['ABB', 'Siemens', 'Phoenix Contact']],
    ['a name with a space inside', 'Phoenix Contact', ['ABB', 'Pilz', 'Siemens', 'Wago']],
    ['a brand not in the list', 'Festo', BRANDS],
    ['an empty string', '', BRANDS],
    ['empty entries', ',, ,', BRANDS],
    ['no blocked brands at all', undefined, BRANDS],
  ])('%s', (_name, blocked, expected) => {
    expect(withoutBlockedBrands(BRANDS, blocked)).toEqual(expected);
  });
});
