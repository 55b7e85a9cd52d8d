/**
 * redux-saga's `yield call(fn, …)` gives back `any`, so every saga had to name the type of what it
 * got. `const x = yield* typedCall(fn, …)` yields the very same `call(fn, …)` effect (tests provide
 * and assert it as before) and gives back fn's own result type.
 */
import { all, call, type AllEffect, type CallEffect, type SagaReturnType } from 'redux-saga/effects';

/** Any function a saga may call, whatever it takes. */
type Callable = (...args: never[]) => unknown;

export function* typedCall<Fn extends Callable>(
  fn: Fn,
  ...args: Parameters<Fn>
): Generator<CallEffect<SagaReturnType<Fn>>, SagaReturnType<Fn>, SagaReturnType<Fn>> {
  return yield call(fn, ...args);
}

/** `const xs = yield* typedAll(calls)`: the calls run side by side, their results typed in order. */
export function* typedAll<Result>(effects: Array<CallEffect<Result>>): Generator<AllEffect<CallEffect<Result>>, Result[], Result[]> {
  return yield all(effects);
}
