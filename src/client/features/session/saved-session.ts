import { FLUSH } from 'redux-persist';

/**
 * redux-persist writes a changed session a few timer ticks later; this action writes it at once.
 * A sign-out puts it, so that no token is left in localStorage once the sign-in page shows.
 */
export function savedSessionFlushed() {
  return { type: FLUSH, result: () => undefined };
}
