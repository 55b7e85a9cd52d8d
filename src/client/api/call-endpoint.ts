/**
 * How sagas reach the API: dispatch the endpoint's initiate, wait for the unwrapped result, and
 * always let go of the request in `finally` (unsubscribe; abort it when the saga was cancelled,
 * say by a newer search, so a stale response never arrives). Sagas use it as
 * `yield call(callEndpoint, api.endpoints.x, arg)`, so a test provides the result instead of a server.
 */
import { cancelled, put } from 'redux-saga/effects';

interface Request {
  unwrap(): Promise<unknown>;
  abort(): void;
  unsubscribe?: () => void;
}

export interface Endpoint<Arg> {
  initiate(arg: Arg): unknown;
}

/** Returns the endpoint's unwrapped result; the caller names its type. */
export function* callEndpoint<Arg>(endpoint: Endpoint<Arg>, arg: Arg): Generator<unknown, unknown, unknown> {
  const initiate = endpoint.initiate as (arg: Arg, options: object) => unknown;
  const request = (yield put(initiate(arg, { subscribe: false, forceRefetch: true }) as never)) as Request;
  try {
    return yield request.unwrap();
  } finally {
    if ((yield cancelled()) as boolean) request.abort();
    request.unsubscribe?.();
  }
}
