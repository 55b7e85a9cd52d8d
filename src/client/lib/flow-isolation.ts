/**
 * Flows that outlive their own failures (docs/architecture.md, "Isolated flows"). In redux-saga an
 * exception a worker does not catch ends its watcher, the watcher's feature saga, and every saga
 * run beside it in the same `all([...])`: one parser throwing on a huge upload used to stop every
 * flow of the page, Logout's included. Two layers keep that from happening:
 *
 * - `guarded(flow, worker, onFailure)` wraps a worker given to takeEvery, takeLatest or takeLeading:
 *   its exception is caught, logged to the console, recorded as `app/flowFailed` (so the support
 *   log shows it), and `onFailure` ends the flow the customer sees (an error instead of a spinner);
 *   the watcher and the feature's other workers run on.
 * - `isolatedFlow(flow, saga, onCrash)` runs a feature's root saga detached from the others
 *   (`spawn`): should anything still escape it, only that feature stops, is reported the same way,
 *   ended with `onCrash`, and started again (redux-saga's "spawn and restart" pattern).
 */
import { createAction } from '@reduxjs/toolkit';
import { call, put, spawn, type ForkEffect } from 'redux-saga/effects';
import { FLOW_RESTART_LIMIT } from '../config/constants';

/** What the support log keeps of a failure: the flow, the action it was handling, the error's name and message. */
export interface FlowFailure {
  flow: string;
  trigger: string | null;
  error: string;
}

/** An exception a flow did not expect; it changes no state, it is there to be seen in the support log. */
export const flowFailed = createAction<FlowFailure>('app/flowFailed');

export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/** The console line a developer or a support person reads. */
export function logFlowFailure(failure: FlowFailure, error: unknown): void {
  console.error(`The ${failure.flow} flow failed${failure.trigger ? ` on ${failure.trigger}` : ''}:`, error);
}

type Saga<Args extends unknown[]> = (...args: Args) => Generator;

/** The type of the action a worker was started by: takeX passes it as the last argument. */
function triggerOf(args: unknown[]): string | null {
  const last = args.at(-1) as { type?: unknown } | undefined;
  return typeof last?.type === 'string' ? last.type : null;
}

function* reportFailure(flow: string, trigger: string | null, error: unknown) {
  const failure: FlowFailure = { flow, trigger, error: describeError(error) };
  yield call(logFlowFailure, failure, error);
  yield put(flowFailed(failure));
}

/**
 * The worker, made safe to hand to takeEvery, takeLatest or takeLeading: it never throws.
 * `onFailure` gets the error and the worker's own arguments; should it throw too, that is only
 * reported. Cancellation (takeLatest's newer action, a race lost) is no exception and passes through.
 */
export function guarded<Args extends unknown[]>(flow: string, worker: Saga<Args>, onFailure?: (error: unknown, ...args: Args) => Generator) {
  return function* guardedWorker(...args: Args) {
    try {
      yield call(worker, ...args);
    } catch (error) {
      const trigger = triggerOf(args);
      yield call(reportFailure, flow, trigger, error);
      if (!onFailure) return;
      try {
        yield call(onFailure, error, ...args);
      } catch (failedAgain) {
        yield call(reportFailure, flow, trigger, failedAgain);
      }
    }
  };
}

/**
 * A feature's root saga, detached from the others and started again when it fails, at most
 * FLOW_RESTART_LIMIT times in a page's life (a saga that fails as it starts would otherwise be
 * started for ever). `onCrash` ends what the customer sees of the flow that failed.
 */
export function isolatedFlow(flow: string, saga: () => Generator, onCrash?: () => Generator): ForkEffect {
  return spawn(function* keepRunning() {
    for (let restarts = 0; ; restarts += 1) {
      try {
        yield call(saga);
        return;
      } catch (error) {
        yield call(reportFailure, flow, null, error);
        if (onCrash) {
          try {
            yield call(onCrash);
          } catch (failedAgain) {
            yield call(reportFailure, flow, null, failedAgain);
          }
        }
        if (restarts >= FLOW_RESTART_LIMIT) return;
      }
    }
  });
}
