import { createHash } from 'node:crypto';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { FLUSH } from 'redux-persist';
import { dynamic, type StaticProvider } from 'redux-saga-test-plan/providers';
import { callEndpoint } from '../../../../src/client/api/call-endpoint';
import { LOGIN_ATTEMPTS_RESET_MS, LOGIN_REDIRECT_DELAY_MS } from '../../../../src/client/config/constants';
import { forgetAttemptsLater, loginErrorToast, loginSaga, passwordHash, submitLogin } from '../../../../src/client/features/login/login-saga';
import { markBrowserSession } from '../../../../src/client/features/session/browser-session';
import { loadBrandData, loadBrands, loadTotalArticles } from '../../../../src/client/features/session/session-saga';
import { saveReturnAddress } from '../../../../src/client/features/session/return-address';
import {
  brandDataLoaded, brandsLoaded, loginAttemptsReset, loginFailed, loginFinished, loginStarted, loginSubmitted, loginSucceeded,
} from '../../../../src/client/features/session/session-slice';
import { DEMO_BRAND_DATA } from '../../support/demo-brand-data';
import { DEMO_USER } from '../../support/render-app';
import {
  DELAY_FN, callsTo, currentPathname, endpointAnswers, fakeServices, indexOfPut, navigateAndWait, noDelays, sagaReducer, sagaState, showToast, type EndpointAnswers,
} from '../../support/saga';
import { DEMO } from '../../../support/demo-users';

const TOKEN = 't'.repeat(43);
const WRONG_PASSWORD = { status: 401, data: { error: 'invalid_credentials', message: 'Wrong e-mail address or password.' } };

afterEach(() => window.sessionStorage.clear());
/** The address saved to return to (features/session/return-address.ts), as this tab keeps it; the tab keeps other things beside it (the distributor's texts). */
const savedReturnAddress = () => window.sessionStorage.getItem('pricetool.returnAddress');

const submit = (email = DEMO.muster.email, password = DEMO.password, remember = true) => loginSubmitted({ email, password, remember });

/** submitLogin against a given server, with the UI's side effects and every delay provided. */
function login(action: ReturnType<typeof submit>, answers: EndpointAnswers = {}, attempts = 0, extra: StaticProvider[] = []) {
  // One provide() call: a second one would replace these.
  const providers: StaticProvider[] = [
    ...extra,
    ...fakeServices,
    endpointAnswers(answers),
    [matchers.call.fn(showToast), undefined],
    [matchers.call.fn(navigateAndWait), undefined],
    [matchers.call.fn(markBrowserSession), undefined],
    noDelays,
  ];
  // A signed-out page holds no brand data: a sign-out clears it.
  return expectSaga(submitLogin, action).withReducer(sagaReducer, sagaState({ loginAttempts: attempts, brandData: null })).provide(providers);
}

describe('submitLogin (docs/behaviour.md, Sign-in)', () => {
  it.each([
    ['an empty e-mail', '', DEMO.password],
    ['a blank e-mail', '   ', DEMO.password],
    ['an empty password', DEMO.muster.email, ''],
  ])('refuses %s with "login.required" and sends nothing', (_name, email, password) =>
    login(submit(email, password))
      .call(showToast, 'error', 'login.required')
      .not.call.fn(callEndpoint)
      .not.put(loginStarted())
      .run());

  it('refuses a sign-in after 3 failed attempts, resets the counter now and starts the later reset on its own', async () => {
    // The spawn is provided, so the only reset seen here is the immediate one.
    const { storeState } = await login(submit(), { login: { ok: { token: TOKEN, user: DEMO_USER } } }, 3, [[matchers.spawn.fn(forgetAttemptsLater), undefined]])
      .call(showToast, 'error', 'login.tooManyAttempts')
      .put(loginAttemptsReset())
      .spawn(forgetAttemptsLater)
      .not.call.fn(callEndpoint)
      .run();
    expect(storeState.session.loginAttempts).toBe(0);
  });

  it('still lets a third attempt through after two failures', () =>
    login(submit(), { login: { error: WRONG_PASSWORD } }, 2)
      .call.fn(callEndpoint)
      .not.call(showToast, 'error', 'login.tooManyAttempts')
      .run());

  it('signs in: token and user stored, brands, brand data and catalogue size asked for side by side (blocked brands left out), the toast meanwhile, 750 ms from the answer alongside them, then /', async () => {
    const user = { ...DEMO_USER, blocked_brands: 'Pilz, wago' };
    const result = await login(submit(` ${DEMO.muster.email} `, DEMO.password, false), {
      login: { ok: { token: TOKEN, user } },
      brands: { ok: { brands: ['ABB', 'Pilz', 'Siemens', 'WAGO'] } },
      brandData: { ok: DEMO_BRAND_DATA },
      health: { ok: { status: 'ok', articles: 820000, catalogueVersion: 'test' } },
    }, 2)
      .put(loginStarted())
      .call(showToast, 'success', 'login.successful')
      .put(loginSucceeded({ token: TOKEN, user, remember: false }))
      .call(markBrowserSession)
      .call(DELAY_FN, LOGIN_REDIRECT_DELAY_MS)
      .put(loginFinished())
      .call(navigateAndWait, '/')
      .run();
    const { storeState, allEffects } = result;

    expect(callsTo(result, callEndpoint)[0][1]).toEqual({ useremail: DEMO.muster.email, passwordhash: passwordHash(DEMO.password), remember: false });
    expect(storeState.session).toMatchObject({
      token: TOKEN, user, rememberMe: false, loginAttempts: 0, loggingIn: false, pricetool_brands: ['ABB', 'Siemens'], brandsLoading: false, total_articles: 820000,
      brandData: DEMO_BRAND_DATA,
    });
    // Nothing held to revalidate: the whole brand data is asked for.
    expect(callsTo(result, callEndpoint).find(([endpoint]) => (endpoint as { name: string }).name === 'brandData')?.[1]).toEqual({ etag: null });
    // Loading stops and the page moves only once the pause and the data are both done.
    const brands = indexOfPut(allEffects, brandsLoaded.type);
    const brandData = indexOfPut(allEffects, brandDataLoaded.type);
    const pause = allEffects.findIndex((effect) => effect.type === 'CALL' && effect.payload.fn === DELAY_FN);
    const finished = indexOfPut(allEffects, loginFinished.type);
    expect(brands).toBeGreaterThan(-1);
    expect(brandData).toBeGreaterThan(brands);
    expect(pause).toBeGreaterThan(-1);
    expect(finished).toBeGreaterThan(pause);
    expect(finished).toBeGreaterThan(brandData);
    // The sign-in is written to storage at once, before anything else can reload the page.
    expect(indexOfPut(allEffects, FLUSH)).toBe(indexOfPut(allEffects, loginSucceeded.type) + 1);
    // Asked side by side, one round trip on a slow link, not three: all three are under way
    // before the first answer is stored.
    const started = (fn: unknown) => allEffects.findIndex((effect) => effect.type === 'CALL' && effect.payload.fn === fn);
    for (const load of [loadBrands, loadBrandData, loadTotalArticles]) expect(started(load)).toBeGreaterThan(-1);
    expect(Math.max(started(loadBrands), started(loadBrandData), started(loadTotalArticles))).toBeLessThan(brands);
    // The toast shows while they are under way, not before they are asked for.
    const toast = allEffects.findIndex((effect) => effect.type === 'CALL' && effect.payload.fn === showToast);
    expect(toast).toBeGreaterThan(started(loadTotalArticles));
    expect(toast).toBeLessThan(pause);
  });

  it('counts the 750 ms pause from the answer, alongside the data: the brand list arriving only once the pause has begun still moves the page', async () => {
    let pauseBegun: () => void = () => undefined;
    const begun = new Promise<void>((resolve) => { pauseBegun = resolve; });
    const { storeState } = await login(submit(), {
      login: { ok: { token: TOKEN, user: DEMO_USER } },
      brandData: { ok: DEMO_BRAND_DATA },
      health: { ok: { status: 'ok', articles: 1, catalogueVersion: 'test' } },
    }, 0, [
      // Waiting for the data first and pausing after would never begin the pause, nor move.
      [matchers.call.fn(loadBrands), dynamic(() => begun)],
      [matchers.call.fn(DELAY_FN), dynamic(() => { pauseBegun(); return undefined; })],
    ])
      .call(DELAY_FN, LOGIN_REDIRECT_DELAY_MS)
      .put(loginFinished())
      .call(navigateAndWait, '/')
      .run();
    expect(storeState.session.loggingIn).toBe(false);
  });

  describe('after a session ran out', () => {
    const SIGNED_IN_ANSWERS: EndpointAnswers = {
      login: { ok: { token: TOKEN, user: DEMO_USER } },
      brands: { ok: { brands: ['ABB'] } },
      brandData: { ok: DEMO_BRAND_DATA },
      health: { ok: { status: 'ok', articles: 1, catalogueVersion: 'test' } },
    };

    it('returns the same user to the address where it ran out, then stops loading, and forgets it', async () => {
      saveReturnAddress(DEMO_USER.id, '/product/750/onstock');
      const { allEffects } = await login(submit(), SIGNED_IN_ANSWERS)
        .call(navigateAndWait, '/product/750/onstock')
        .not.call(navigateAndWait, '/')
        .put(loginFinished())
        .run();
      expect(savedReturnAddress()).toBeNull();
      const moved = allEffects.findIndex((effect) => effect.type === 'CALL' && effect.payload.fn === navigateAndWait);
      expect(indexOfPut(allEffects, loginFinished.type)).toBeGreaterThan(moved);
    });

    it('takes a different user to the start page, and forgets the address', async () => {
      saveReturnAddress(DEMO_USER.id + 1, '/product/750');
      await login(submit(), SIGNED_IN_ANSWERS).call(navigateAndWait, '/').run();
      expect(savedReturnAddress()).toBeNull();
    });

    const STAFF = { ...DEMO_USER, id: 99, username: 'Back Office', customer: null, role: 'staff' as const };

    it('takes a staff account to the console, asking none of a customer\'s data (the customer routes refuse it)', async () => {
      const result = await login(submit(DEMO.staff.email), { login: { ok: { token: TOKEN, user: STAFF } } })
        .call(showToast, 'success', 'login.successful')
        .call(navigateAndWait, '/admin')
        .not.call.fn(loadBrands)
        .not.call.fn(loadBrandData)
        .not.call.fn(loadTotalArticles)
        .put(loginFinished())
        .run();
      expect(callsTo(result, callEndpoint).map(([endpoint]) => (endpoint as { name: string }).name)).toEqual(['login']);
    });

    it('leaves a staff account on the console page it signed in at, moving nowhere', async () => {
      const atUsers: StaticProvider[] = [[matchers.call.fn(currentPathname), '/admin/users']];
      await login(submit(DEMO.staff.email), { login: { ok: { token: TOKEN, user: STAFF } } }, 0, atUsers)
        .not.call.fn(navigateAndWait)
        .put(loginFinished())
        .run();
    });

    it('never takes a staff account to a search address saved for it', async () => {
      saveReturnAddress(STAFF.id, '/product/750');
      await login(submit(DEMO.staff.email), { login: { ok: { token: TOKEN, user: STAFF } } }).call(navigateAndWait, '/admin').run();
    });

    it('keeps the address through a refused attempt', async () => {
      saveReturnAddress(DEMO_USER.id, '/product/750');
      await login(submit(), { login: { error: WRONG_PASSWORD } }).run();
      expect(savedReturnAddress()).not.toBeNull();
    });
  });

  it('shows the server\'s own message on a refused sign-in and counts the attempt', async () => {
    const result = await login(submit(), { login: { error: WRONG_PASSWORD } }, 1)
      .put(loginFailed())
      .not.put.like({ action: { type: loginSucceeded.type } })
      .not.call.fn(navigateAndWait)
      .run();
    expect(callsTo(result, showToast)).toEqual([['error', expect.any(String), { text: 'Wrong e-mail address or password.' }]]);
    expect(result.storeState.session).toMatchObject({ loginAttempts: 2, loggingIn: false, token: null });
  });

  it('says "toasts.unexpectedError" when the network fails', async () => {
    const result = await login(submit(), { login: { error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } } })
      .put(loginFailed())
      .run();
    expect(callsTo(result, showToast)).toEqual([['error', 'toasts.unexpectedError', { text: undefined }]]);
    expect(result.storeState.session).toMatchObject({ loginAttempts: 1, loggingIn: false });
  });
});

describe('loginSaga: the clicks after a refusal', () => {
  /** The watcher with real 10 s resets (they stay pending here) and every other delay provided. */
  function watcher(answers: EndpointAnswers, attempts: number) {
    const resetDelayRuns = dynamic(({ args }: { args: unknown[] }, next: () => unknown) => (args[0] === LOGIN_ATTEMPTS_RESET_MS ? next() : undefined));
    return expectSaga(loginSaga)
      .withReducer(sagaReducer, sagaState({ loginAttempts: attempts }))
      .provide([
        ...fakeServices,
        endpointAnswers(answers),
        [matchers.call.fn(showToast), undefined],
        [matchers.call.fn(navigateAndWait), undefined],
        [matchers.call.fn(markBrowserSession), undefined],
        [matchers.call.fn(DELAY_FN), resetDelayRuns],
      ]);
  }

  it('lets the next click through at once: the right password signs in within the reset delay', async () => {
    const result = await watcher({
      login: { ok: { token: TOKEN, user: DEMO_USER } },
      brands: { ok: { brands: ['ABB'] } },
      brandData: { ok: DEMO_BRAND_DATA },
      health: { ok: { status: 'ok', articles: 1, catalogueVersion: 'test' } },
    }, 3)
      .dispatch(submit(DEMO.muster.email, 'wrong'))
      .dispatch(submit())
      .silentRun(100);
    expect(callsTo(result, showToast)).toEqual([['error', 'login.tooManyAttempts'], ['success', 'login.successful']]);
    expect(callsTo(result, callEndpoint).map(([endpoint]) => (endpoint as { name: string }).name)).toEqual(['login', 'brands', 'brandData', 'health']);
    expect(result.storeState.session.token).toBe(TOKEN);
  });

  it('answers every refused click with a toast', async () => {
    const result = await watcher({ login: { error: WRONG_PASSWORD } }, 3)
      .dispatch(submit())
      .dispatch(submit())
      .dispatch(submit())
      .silentRun(100);
    expect(callsTo(result, showToast)).toEqual([
      ['error', 'login.tooManyAttempts'],
      ['error', expect.any(String), { text: 'Wrong e-mail address or password.' }],
      ['error', expect.any(String), { text: 'Wrong e-mail address or password.' }],
    ]);
    expect(result.storeState.session.loginAttempts).toBe(2);
  });
});

describe('loginSaga: a sign-in whose steps throw (docs/architecture.md, Isolated flows)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('ends like a network failure, "An unexpected error occurred" and loading over, and takes the next click', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const throwsOnce = dynamic((_effect: unknown, next: () => unknown) => {
      calls += 1;
      if (calls === 1) throw new TypeError('the brand list is broken');
      return next();
    });
    const result = await expectSaga(loginSaga)
      .withReducer(sagaReducer, sagaState({ brandData: null }))
      .provide([
        ...fakeServices,
        [matchers.call.fn(markBrowserSession), throwsOnce],
        endpointAnswers({ login: { ok: { token: TOKEN, user: DEMO_USER } }, brands: { ok: { brands: [] } }, brandData: { ok: DEMO_BRAND_DATA }, health: { ok: { status: 'ok', articles: 1, catalogueVersion: 't' } } }),
        [matchers.call.fn(showToast), undefined],
        [matchers.call.fn(navigateAndWait), undefined],
        noDelays,
      ])
      .dispatch(submit())
      .dispatch(submit())
      .put(loginFinished())
      .silentRun(100);
    expect(callsTo(result, showToast)[0]).toEqual(['error', 'toasts.unexpectedError']);
    expect(callsTo(result, showToast)).toContainEqual(['success', 'login.successful']);
    expect(result.storeState.session.loggingIn).toBe(false);
    expect(console.error).toHaveBeenCalledWith('The login flow failed on session/loginSubmitted:', expect.any(TypeError));
  });
});

describe('forgetAttemptsLater', () => {
  it(`waits ${LOGIN_ATTEMPTS_RESET_MS} ms, then resets the attempts`, async () => {
    const { allEffects } = await expectSaga(forgetAttemptsLater)
      .withReducer(sagaReducer, sagaState({ loginAttempts: 3 }))
      .provide([noDelays])
      .call(DELAY_FN, LOGIN_ATTEMPTS_RESET_MS)
      .put(loginAttemptsReset())
      .hasFinalState(sagaState({ loginAttempts: 0 }))
      .run();
    expect(allEffects).toHaveLength(2);
  });
});

describe('passwordHash', () => {
  it.each(['demo1234', '', 'Pässwörd with spaces'])('is the lower-case hex SHA-256 of %p', (password) => {
    expect(passwordHash(password)).toBe(createHash('sha256').update(password, 'utf8').digest('hex'));
  });
});

describe('loginErrorToast', () => {
  it.each<[string, unknown, string | undefined]>([
    ['a refusal with the server\'s message', WRONG_PASSWORD, 'Wrong e-mail address or password.'],
    ['a 429 with the server\'s message', { status: 429, data: { error: 'too_many_attempts', message: 'Slow down.' } }, 'Slow down.'],
    ['a 500 without a message', { status: 500, data: {} }, undefined],
    ['a 502 with an HTML body', { status: 502, data: '<html>Bad gateway</html>' }, undefined],
    ['a network failure', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, undefined],
    ['an unreadable body', { status: 'PARSING_ERROR', originalStatus: 200, data: 'x', error: 'SyntaxError' }, undefined],
    ['nothing at all', undefined, undefined],
  ])('%s', (_name, error, text) => {
    const toast = loginErrorToast(error);
    if (text === undefined) expect(toast).toEqual({ key: 'toasts.unexpectedError' });
    else expect(toast.text).toBe(text);
  });
});
