/**
 * Navigation for code outside React (sagas): the router registers itself here on start, and
 * sagas `yield call(navigateTo, path)`.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => Promise<void> | void;

let navigate: Navigate = (to) => window.history.pushState(null, '', to);
let currentPath: () => string = () => window.location.pathname;

export function registerNavigator(impl: Navigate, pathname: () => string): void {
  navigate = impl;
  currentPath = pathname;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  void navigate(to, options);
}

/** The same, done once the router shows the page: a lazily loaded screen's chunk can take a while. */
export async function navigateAndWait(to: string): Promise<void> {
  await navigate(to);
}

export function currentPathname(): string {
  return currentPath();
}
