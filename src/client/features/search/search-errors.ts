/** How a failed call becomes one of the error types of docs/behaviour.md (Errors and toasts). */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SearchErrorType } from './search-slice';

/**
 * Errors where the request got no answer about the query: the server failed, the network did, the
 * server refused it as over the account's share (docs/api.md, Fair share), or the
 * session had ended. Running the same query again may well work, so it is not blocked as a
 * repeat. invalid_query is the server's answer about the query itself (the same query is refused
 * again), and no_results and brand_search are answers too: those stay blocked until it is edited.
 */
const UNANSWERED: ReadonlySet<SearchErrorType> = new Set(['server_error', 'too_many_requests', 'unauthorized']);

export function requestWentUnanswered(errorType: SearchErrorType | null): boolean {
  return errorType !== null && UNANSWERED.has(errorType);
}

export function searchErrorTypeFor(error: unknown): SearchErrorType {
  const status = (error as Partial<FetchBaseQueryError> | undefined)?.status;
  if (status === 400) return 'invalid_query';
  if (status === 401) return 'unauthorized';
  if (status === 429) return 'too_many_requests';
  return 'server_error';
}

/** Failures inside replacement and fallback searches are logged, not shown (docs/behaviour.md, Replacements). */
export function logSearchError(context: string, error: unknown): void {
  console.error(context, error);
}
