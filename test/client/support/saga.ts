/**
 * Helpers for expectSaga tests: the app's state, providers for the server, for delays and for the
 * services of the saga context, effect look-ups.
 */
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, type StaticProvider } from 'redux-saga-test-plan/providers';
import { delay, type Effect } from 'redux-saga/effects';
import { callEndpoint } from '../../../src/client/api/call-endpoint';
import { rootReducer } from '../../../src/client/app/root-reducer';
import { initialSessionState, type SessionState } from '../../../src/client/features/session/session-slice';
import { TOASTS, type Toasts } from '../../../src/client/features/toasts/toast';
import { NAVIGATOR, type Navigator } from '../../../src/client/lib/navigator';
import { withDemoBrandData } from './demo-brand-data';

/** redux-saga's `delay(ms)` is `call(DELAY_FN, ms)`: a test provides it (no waiting) and still asserts the length. */
export const DELAY_FN = (delay(0).payload as { fn: (...args: unknown[]) => unknown }).fn;

/** Every delay returns at once. */
export const noDelays: StaticProvider = [matchers.call.fn(DELAY_FN), undefined];

export const sagaReducer = rootReducer;
export type SagaState = ReturnType<typeof sagaReducer>;

/** The reducer's state with a session that differs from the defaults (the demo brand data loaded) by `session`. */
export function sagaState(session: Partial<SessionState> = {}): SagaState {
  return { ...sagaReducer(undefined, { type: '@@init' }), session: { ...withDemoBrandData(initialSessionState), ...session } };
}

/**
 * The saga context's services as fakes that do nothing: a test provides their calls and asserts
 * them by these functions (`.call(showToast, 'error', key)`).
 */
export const fakeToasts: Toasts = { showToast: () => undefined };
export const fakeNavigator: Navigator = { navigateTo: () => undefined, navigateAndWait: async () => undefined, currentPathname: () => '/' };
export const { showToast } = fakeToasts;
export const { navigateTo, navigateAndWait, currentPathname } = fakeNavigator;

/** Gives a saga's `getContext` the fakes above. */
export const fakeServices: StaticProvider[] = [[matchers.getContext(TOASTS), fakeToasts], [matchers.getContext(NAVIGATOR), fakeNavigator]];

/** What the fake server behind callEndpoint answers, by endpoint name: a value, or a thrown error. */
export type EndpointAnswers = Record<string, { ok: unknown } | { error: unknown }>;

/**
 * Provides `call(callEndpoint, api.endpoints.x, arg)` per endpoint; an endpoint without an
 * answer fails the test loudly.
 */
export function endpointAnswers(answers: EndpointAnswers): StaticProvider {
  return [
    matchers.call.fn(callEndpoint),
    dynamic(({ args: [endpoint] }: { args: [{ name: string }] }) => {
      const answer = answers[endpoint.name];
      if (!answer) throw new Error(`no answer for endpoint ${endpoint.name}`);
      if ('error' in answer) throw answer.error;
      return answer.ok;
    }),
  ];
}

/** The arguments of every `call(fn, …)` the saga made, in order, for jest's own matchers. */
export function callsTo(result: { effects: { call: Array<{ payload: { fn: unknown; args: unknown[] } }> } }, fn: unknown): unknown[][] {
  return result.effects.call.filter((effect) => effect.payload.fn === fn).map((effect) => effect.payload.args);
}

/** Where in a run's effects (all of them, in order) an action of this type was put; -1 if never. */
export function indexOfPut(effects: Effect[], type: string): number {
  return effects.findIndex((effect) => effect.type === 'PUT' && (effect.payload as { action: { type: string } }).action.type === type);
}
