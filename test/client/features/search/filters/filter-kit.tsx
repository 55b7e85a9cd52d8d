/**
 * Shared set-up for the filter feature's tests: the drafted texts, a screen of a given width for
 * antd's breakpoints, and the search events that put results into the real reducer.
 */
import fs from 'node:fs';
import path from 'node:path';
import i18n from 'i18next';
import { resultsReceived } from '../../../../../src/client/features/search/search-slice';
import { SUPPORTED_LANGUAGES } from '../../../../../src/client/i18n/i18n';
import type { BrandCount } from '../../../../../src/shared/contract';

const DRAFTS_DIR = path.resolve(__dirname, '..', '..', '..', '..', 'locales-drafts');

/**
 * The feature's texts are drafted in locales-drafts/ until they are merged into locales/. Only
 * keys the real files lack are added (overwrite off), so once merged the real files are tested.
 */
export function addFilterDrafts(): void {
  for (const language of SUPPORTED_LANGUAGES) {
    const file = path.join(DRAFTS_DIR, `filters.${language}.json`);
    if (fs.existsSync(file)) i18n.addResourceBundle(language, 'translation', JSON.parse(fs.readFileSync(file, 'utf8')), true, false);
  }
}

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
