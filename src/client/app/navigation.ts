/**
 * The app's Navigator (lib/navigator.ts) for its sagas. Until the router is there it moves the
 * browser's history; once App mounts, it follows App's router.
 */
import type { Navigator } from '../lib/navigator';

/** What the navigator needs of a router: react-router's data routers have both. */
export interface RouterLike {
  navigate(to: string, options?: { replace?: boolean }): Promise<void> | void;
  readonly state: { location: { pathname: string } };
}

export interface AppNavigator extends Navigator {
  /** Moves the page with `router` from now on; the returned function lets go of it again. */
  follow(router: RouterLike): () => void;
}

const browserHistory: RouterLike = {
  navigate: (to) => window.history.pushState(null, '', to),
  get state() {
    return { location: { pathname: window.location.pathname } };
  },
};

export function createNavigator(): AppNavigator {
  let router = browserHistory;
  return {
    navigateTo: (to, options) => {
      void router.navigate(to, options);
    },
    navigateAndWait: async (to) => {
      await router.navigate(to);
    },
    currentPathname: () => router.state.location.pathname,
    follow(next) {
      router = next;
      return () => {
        if (router === next) router = browserHistory;
      };
    },
  };
}
