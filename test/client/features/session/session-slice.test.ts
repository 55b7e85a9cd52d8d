import { REHYDRATE } from 'redux-persist';
import { appReset } from '../../../../src/client/features/session/app-reset';
import type { RootState } from '../../../../src/client/app/root-reducer';
import { selectBrandMapping, selectHasCustomer, selectRememberMe, selectUserLabel } from '../../../../src/client/features/session/session-selectors';
import {
  authCleared, brandDataLoaded, brandsFailed, brandsLoaded, languageSelected, loginAttemptsReset, loginFailed, loginFinished, loginStarted,
  loginSucceeded, profileLoaded, sessionReducer, totalArticlesLoaded, type SessionState,
} from '../../../../src/client/features/session/session-slice';
import { DEMO_USER } from '../../support/render-app';

const DEFAULTS: SessionState = {
  language: 'EN',
  token: null,
  user: null,
  rememberMe: undefined,
  loginAttempts: 0,
  pricetool_brands: [],
  total_articles: 0,
  brandData: null,
  brandsLoading: true,
  loggingIn: false,
};

const TOKEN = 'x'.repeat(43);
const BRAND_DATA = {
  etag: '"v1"',
  brands: [{ brand: 'Pilz', aliases: ['pilz gmbh'], in_PT: 'yes' as const, message: '' as const, info: { EN: 'Ask us', DE: 'Fragen Sie uns' } }],
};

/** A signed-in session with something in every field. */
const SIGNED_IN: SessionState = {
  language: 'FR',
  token: TOKEN,
  user: DEMO_USER,
  rememberMe: true,
  loginAttempts: 2,
  pricetool_brands: ['ABB', 'Siemens'],
  total_articles: 820000,
  brandData: BRAND_DATA,
  brandsLoading: false,
  loggingIn: true,
};

const reduce = (state: SessionState | undefined, action: { type: string }) => sessionReducer(state, action as never);

describe('the session reducer (docs/behaviour.md, Session)', () => {
  it('starts with the documented defaults', () => {
    expect(reduce(undefined, { type: '@@init' })).toEqual(DEFAULTS);
  });

  it.each<[string, SessionState, { type: string }, Partial<SessionState>]>([
    ['languageSelected stores the language', DEFAULTS, languageSelected('DE'), { language: 'DE' }],
    ['loginStarted starts loading', DEFAULTS, loginStarted(), { loggingIn: true }],
    [
      'loginSucceeded stores token, user and remember-me and resets the attempts',
      { ...DEFAULTS, loginAttempts: 2, loggingIn: true },
      loginSucceeded({ token: TOKEN, user: DEMO_USER, remember: false }),
      { token: TOKEN, user: DEMO_USER, rememberMe: false, loginAttempts: 0, loggingIn: true },
    ],
    ['loginFailed counts the attempt and stops loading', { ...DEFAULTS, loginAttempts: 1, loggingIn: true }, loginFailed(), { loginAttempts: 2, loggingIn: false }],
    ['loginFinished stops loading', { ...DEFAULTS, loggingIn: true }, loginFinished(), { loggingIn: false }],
    ['loginAttemptsReset sets the counter to 0', { ...DEFAULTS, loginAttempts: 3 }, loginAttemptsReset(), { loginAttempts: 0 }],
    ['brandsLoaded stores the list and ends loading', DEFAULTS, brandsLoaded(['ABB', 'Pilz']), { pricetool_brands: ['ABB', 'Pilz'], brandsLoading: false }],
    ['brandsFailed ends loading and keeps the list', { ...DEFAULTS, pricetool_brands: ['ABB'] }, brandsFailed(), { pricetool_brands: ['ABB'], brandsLoading: false }],
    ['brandDataLoaded stores the new copy with its tag', { ...DEFAULTS, brandData: BRAND_DATA }, brandDataLoaded({ etag: '"v2"', brands: [] }), { brandData: { etag: '"v2"', brands: [] } }],
    ['totalArticlesLoaded stores the count', DEFAULTS, totalArticlesLoaded(820000), { total_articles: 820000 }],
    ['profileLoaded replaces the user', { ...DEFAULTS, token: TOKEN }, profileLoaded(DEMO_USER), { token: TOKEN, user: DEMO_USER }],
    ['REHYDRATE (loaded from storage) ends brand loading', DEFAULTS, { type: REHYDRATE }, { brandsLoading: false }],
  ])('%s', (_name, before, action, changed) => {
    expect(reduce(before, action)).toEqual({ ...before, ...changed });
  });

  it('authCleared clears the sign-in and keeps the language', () => {
    expect(reduce(SIGNED_IN, authCleared())).toEqual({
      ...SIGNED_IN,
      token: null,
      user: null,
      rememberMe: false,
      loginAttempts: 0,
      total_articles: 0,
      pricetool_brands: [],
      brandData: null,
    });
  });

  it('appReset restores every default; nothing is left to load', () => {
    expect(reduce(SIGNED_IN, appReset())).toEqual({ ...DEFAULTS, brandsLoading: false });
  });
});

describe('session selectors', () => {
  const state = (session: Partial<SessionState>) => ({ session: { ...DEFAULTS, ...session } }) as unknown as RootState;

  it.each([
    [undefined, true],
    [true, true],
    [false, false],
  ])('selectRememberMe treats %p as %p', (rememberMe, expected) => {
    expect(selectRememberMe(state({ rememberMe }))).toBe(expected);
  });

  it.each([
    ['username (customer name)', DEMO_USER, 'Demo User (Muster Automation GmbH)'],
    ['the username alone without a customer', { ...DEMO_USER, customer: null }, 'Demo User'],
    ['nothing when signed out', null, ''],
  ])('selectUserLabel gives %s', (_name, user, label) => {
    expect(selectUserLabel(state({ user }))).toBe(label);
  });

  it('selectBrandMapping maps each name and alias to its brand, from the brand data held; nothing before it is loaded', () => {
    const { aliases: _aliases, ...pilz } = BRAND_DATA.brands[0];
    expect(selectBrandMapping(state({ brandData: BRAND_DATA }))).toEqual({ pilz, 'pilz gmbh': pilz });
    expect(selectBrandMapping(state({ brandData: null }))).toEqual({});
  });

  it.each([
    ['a user with a customer', DEMO_USER, true],
    ['a user whose customer is null', { ...DEMO_USER, customer: null }, false],
    ['no user', null, false],
  ])('selectHasCustomer is right for %s', (_name, user, expected) => {
    expect(selectHasCustomer(state({ user }))).toBe(expected);
  });
});
