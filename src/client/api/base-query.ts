/**
 * Every call carries the caller's language, credentials (the session cookie), and the bearer
 * token when there is one. A 401 on an authenticated call is reported, globally, as
 * unauthorizedReceived; the session saga then signs the customer out. Only a 401 for the session
 * still in force is reported: of several calls failing together, the first ends the session and
 * the rest find it gone; and a late answer to an earlier customer's call must not sign out the
 * customer who has signed in since.
 */
import { createAction } from '@reduxjs/toolkit';
import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { HEADER_LANGUAGE } from '../../shared/api-constants';
import type { Language } from '../../shared/languages';
import { apiBaseUrl } from '../config/environment';

/**
 * What a call reads from the store: the session's token and language. The API sits below the
 * features, so it names only these two fields; the session feature's state has them.
 */
export interface CallerState {
  session: { token: string | null; language: Language };
}

/** A 401 on an authenticated call. Named for the session, which handles it: the session saga signs out. */
export const unauthorizedReceived = createAction('session/unauthorizedReceived');

function prepareHeaders(headers: Headers, { getState }: { getState: () => unknown }) {
  const { token, language } = (getState() as CallerState).session;
  // A call naming its own token (a logout ending a token the state no longer holds) keeps it.
  if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
  headers.set(HEADER_LANGUAGE, language);
  return headers;
}

/** Made for the API address in force; it is read per call, so a test can point the page elsewhere. */
let current: { baseUrl: string; query: ReturnType<typeof fetchBaseQuery> } | null = null;
function rawBaseQuery(): ReturnType<typeof fetchBaseQuery> {
  const baseUrl = apiBaseUrl();
  if (current?.baseUrl !== baseUrl) current = { baseUrl, query: fetchBaseQuery({ baseUrl, credentials: 'include', prepareHeaders }) };
  return current.query;
}

/**
 * Their 401s do not end the session here. Sign-in and logout: they are answers, a wrong password
 * or a session already gone. Suggestions: they are silent, asked for as the customer types; the
 * search the customer then runs meets the same 401 and ends the session with its address kept
 * for the next sign-in, where a suggestion's would end it mid-typing and lose the search.
 */
const SESSION_KEEPING = new Set(['login', 'logout', 'suggestions']);

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta> = async (args, api, extraOptions) => {
  const sentWith = (api.getState() as CallerState).session.token;
  const result = await rawBaseQuery()(args, api, extraOptions);
  const sessionInForce = sentWith !== null && (api.getState() as CallerState).session.token === sentWith;
  if (result.error?.status === 401 && sessionInForce && !SESSION_KEEPING.has(api.endpoint)) api.dispatch(unauthorizedReceived());
  return result;
};
