/**
 * Session state (docs/behaviour.md, Session): what survives a reload. Actions are events: what happened, not which
 * field to set. The persistence whitelist lives in app/persistence.ts.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import { appReset } from './app-reset';
import type { BrandDataCopy } from '../../api/api';
import type { Language, User } from '../../../shared/contract';
import { DEFAULT_LANGUAGE } from '../../../shared/languages';

export interface SessionState {
  language: Language;
  token: string | null;
  user: User | null;
  /** Unset means true (docs/behaviour.md, Session); false once auth has been cleared. */
  rememberMe?: boolean;
  loginAttempts: number;
  pricetool_brands: string[];
  total_articles: number;
  /**
   * The brand data (docs/behaviour.md, Brands) with its ETag: loaded at sign-in, revalidated once
   * per page load, fetched by a search that finds none. Null until then.
   */
  brandData: BrandDataCopy | null;
  /** True until the brand list is set or loaded from storage. Not persisted. */
  brandsLoading: boolean;
  /** A sign-in request is under way. Not persisted. */
  loggingIn: boolean;
}

export const initialSessionState: SessionState = {
  language: DEFAULT_LANGUAGE,
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

export interface LoginSubmission {
  email: string;
  password: string;
  remember: boolean;
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    languageSelected(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
    loginSubmitted(_state, _action: PayloadAction<LoginSubmission>) {},
    loginStarted(state) {
      state.loggingIn = true;
    },
    loginSucceeded(state, action: PayloadAction<{ token: string; user: User; remember: boolean }>) {
      state.token = action.payload.token;
      state.user = action.payload.user;
      state.rememberMe = action.payload.remember;
      state.loginAttempts = 0;
    },
    loginFailed(state) {
      state.loggingIn = false;
      state.loginAttempts += 1;
    },
    loginFinished(state) {
      state.loggingIn = false;
    },
    loginAttemptsReset(state) {
      state.loginAttempts = 0;
    },
    brandsLoaded(state, action: PayloadAction<string[]>) {
      state.pricetool_brands = action.payload;
      state.brandsLoading = false;
    },
    brandsFailed(state) {
      state.brandsLoading = false;
    },
    /** A new copy of the brand data; a 304 puts nothing, the copy held stays. */
    brandDataLoaded(state, action: PayloadAction<BrandDataCopy>) {
      state.brandData = action.payload;
    },
    totalArticlesLoaded(state, action: PayloadAction<number>) {
      state.total_articles = action.payload;
    },
    profileLoaded(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
    /** Clearing the sign-in (docs/behaviour.md, Session). */
    authCleared(state) {
      state.token = null;
      state.user = null;
      state.rememberMe = false;
      state.loginAttempts = 0;
      state.total_articles = 0;
      state.pricetool_brands = [];
      state.brandData = null;
    },
    logoutRequested() {},
    /**
     * The signed-in user has no customer: the sign-in is dropped (ended on the server too) and the
     * page goes back to /login (docs/behaviour.md, Pages and addresses).
     */
    customerMissing() {},
  },
  extraReducers: (builder) => {
    builder.addCase(REHYDRATE, (state) => {
      state.brandsLoading = false;
    });
    // Defaults again; nothing is left to load, so the brand list is not "loading".
    builder.addCase(appReset, () => ({ ...initialSessionState, brandsLoading: false }));
  },
});

export const {
  languageSelected, loginSubmitted, loginStarted, loginSucceeded, loginFailed, loginFinished, loginAttemptsReset,
  brandsLoaded, brandsFailed, brandDataLoaded, totalArticlesLoaded, profileLoaded, authCleared, logoutRequested, customerMissing,
} = sessionSlice.actions;

/** A 401 from any call; the session saga handles it once. The API puts it, so it is declared there. */
export { unauthorizedReceived } from '../../api/base-query';

export const sessionReducer = sessionSlice.reducer;
