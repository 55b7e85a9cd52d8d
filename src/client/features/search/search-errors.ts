/** How a failed call becomes one of the error types of spec §8. */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SearchErrorType } from './search-slice';

export function searchErrorTypeFor(error: unknown): SearchErrorType {
  const status = (error as Partial<FetchBaseQueryError> | undefined)?.status;
  if (status === 400) return 'invalid_query';
  if (status === 401) return 'unauthorized';
  return 'server_error';
}

/** Spec §8: failures inside replacement and fallback searches are logged, not shown. */
export function logSearchError(context: string, error: unknown): void {
  console.error(context, error);
}
