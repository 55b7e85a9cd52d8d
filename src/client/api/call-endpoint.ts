/**
 * How sagas reach the API: dispatch the endpoint's initiate, wait for the unwrapped result, and
 * always let go of the request in `finally` (unsubscribe; abort it when the saga was cancelled,
 * say by a newer search, so a stale response never arrives). Sagas use it as
 * `const result = yield* requestEndpoint(api.endpoints.x, arg)`: the result has the endpoint's own
 * type, and the effect is still `call(callEndpoint, …)`, so a test provides the result instead of a server.
 */
import { call, cancelled, put, type CallEffect } from 'redux-saga/effects';

interface Request {
  unwrap(): Promise<unknown>;
  abort(): void;
  unsubscribe?: () => void;
}

/** What callEndpoint needs of an endpoint: RTK Query's `api.endpoints.x`, or a fake with an initiate. */
export interface Endpoint {
  initiate(arg: never, ...options: never[]): unknown;
}

/** The argument an endpoint takes, from its RTK Query definition (or a fake's initiate). */
export type EndpointArg<E extends Endpoint> = E extends { Types: { QueryArg: infer Arg } }
  ? Arg
  : E extends { initiate(arg: infer Arg, ...options: never[]): unknown } ? Arg : never;

/** The unwrapped answer of an endpoint, from its RTK Query definition; unknown for a fake. */
export type EndpointResult<E extends Endpoint> = E extends { Types: { ResultType: infer Result } } ? Result : unknown;

export function* callEndpoint<E extends Endpoint>(endpoint: E, arg: EndpointArg<E>): Generator<unknown, EndpointResult<E>, unknown> {
  const initiate = endpoint.initiate as (arg: EndpointArg<E>, options: object) => unknown;
  const request = (yield put(initiate(arg, { subscribe: false, forceRefetch: true }) as never)) as Request;
  try {
    return (yield request.unwrap()) as EndpointResult<E>;
  } finally {
    if ((yield cancelled()) as boolean) request.abort();
    request.unsubscribe?.();
  }
}

/** `yield* requestEndpoint(api.endpoints.x, arg)`: one `call(callEndpoint, …)` effect, typed by the endpoint. */
export function* requestEndpoint<E extends Endpoint>(
  endpoint: E,
  arg: EndpointArg<E>,
): Generator<CallEffect<EndpointResult<E>>, EndpointResult<E>, EndpointResult<E>> {
  return yield call(callEndpoint, endpoint, arg) as CallEffect<EndpointResult<E>>;
}
