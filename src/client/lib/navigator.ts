/**
 * How sagas move the page: the store gives them a Navigator in their saga context (the app's one
 * follows its router), and a saga reads it with `yield* getNavigator()` and calls its functions
 * with `call`, so a test provides a fake navigator and checks the calls.
 */
import { getContext, type GetContextEffect } from 'redux-saga/effects';

/** Plain functions, not methods: sagas call them unbound, as `call(navigator.navigateTo, path)`. */
export interface Navigator {
  navigateTo: (to: string, options?: { replace?: boolean }) => void;
  /** The same, done once the router shows the page: a lazily loaded screen's chunk can take a while. */
  navigateAndWait: (to: string) => Promise<void>;
  currentPathname: () => string;
}

/** The navigator's key in the saga context. */
export const NAVIGATOR = 'navigator';

export function* getNavigator(): Generator<GetContextEffect, Navigator, Navigator> {
  return yield getContext(NAVIGATOR);
}
