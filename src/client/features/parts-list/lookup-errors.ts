/** How a failed lookup becomes one of the parts list's error types (docs/behaviour.md, Parts lists). */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { PartsListErrorType } from './parts-list-slice';

/** The error type to show; null for a 401, which ends the session and takes the list with it. */
export function lookupErrorTypeFor(error: unknown): PartsListErrorType | null {
  const { status, data } = (error ?? {}) as Partial<FetchBaseQueryError> & { data?: { error?: unknown } };
  if (status === 401) return null;
  if (status === 400) return data?.error === 'too_many_lines' ? 'too_many_lines' : 'invalid_request';
  if (status === 429) return 'too_many_requests';
  return 'server_error';
}

/** Errors that a second try may well cure (a moment later, for a request over the account's share): the customer is offered "Retry". */
export function isRetryable(errorType: PartsListErrorType): boolean {
  return errorType === 'server_error' || errorType === 'too_many_requests';
}
