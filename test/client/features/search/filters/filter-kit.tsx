/**
 * Shared set-up for the filter feature's tests: a screen of a given width for
 * antd's breakpoints, and the search events that put results into the real reducer.
 */
import { resultsReceived } from '../../../../../src/client/features/search/search-slice';
import type { BrandCount } from '../../../../../src/shared/contract';

/** antd's breakpoints by width: xs is (max-width: 575px), the others (min-width: …). */
const SCREEN_WIDTHS = { xs: 375, sm: 600, md: 800, lg: 1100 } as const;
export type ScreenName = keyof typeof SCREEN_WIDTHS;

const defaultMatchMedia = window.matchMedia;

/** window.matchMedia answers as a screen `width` pixels wide would; restoreScreen() undoes it. */
export function setScreen(screen: ScreenName | number): void {
  const width = typeof screen === 'number' ? screen : SCREEN_WIDTHS[screen];
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return {
      matches, media: query, onchange: null,
      addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
}

export function restoreScreen(): void {
  window.matchMedia = defaultMatchMedia;
}

/** A search answered with these brand counts and on-stock count (the articles do not matter here). */
export function resultsWith(brands: BrandCount[], onStock = 0) {
  return resultsReceived({ articles: [], brands, onStock, query: 'sensor', exactMatch: false });
}
