/**
 * What the search flow's tests share: articles from the demo catalogue (docs/behaviour.md, Demo catalogue), a state
 * for a signed-in demo customer, and a provider that plays the server and the clock.
 */
import { DEMO_BRANDS } from '../../../../src/server/catalogue/demo/demo-brands';
import delayP from '@redux-saga/delay-p';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { EffectProviders } from 'redux-saga-test-plan/providers';
import { api, type BrandDataAnswer, type SearchArgs, type SearchResult, type SimilarArgs } from '../../../../src/client/api/api';
import { callEndpoint } from '../../../../src/client/api/call-endpoint';
import { rootReducer } from '../../../../src/client/app/root-reducer';
import { logSearchError } from '../../../../src/client/features/search/search-errors';
import { selectReplacementSearchEnabled } from '../../../../src/client/features/search/search-selectors';
import { initialSearchState, type SearchState } from '../../../../src/client/features/search/search-slice';
import { initialSessionState } from '../../../../src/client/features/session/session-slice';
import { NAVIGATOR } from '../../../../src/client/lib/navigator';
import { soldBrandNames } from '../../../../src/shared/brands/brand-mapping';
import type { Article, ReplacementMode, ReplacementsResponse, SimilarResponse } from '../../../../src/shared/contract';
import { normaliseQuery } from '../../../../src/shared/normalise';
import { DEMO_BRAND_DATA, withDemoBrandData } from '../../support/demo-brand-data';
import { currentPathname, fakeNavigator, navigateTo } from '../../support/saga';

export const reducer = rootReducer;
export type TestState = ReturnType<typeof reducer>;

export function signedInState(search: Partial<SearchState> = {}, token: string | null = 'token'): TestState {
  const state = reducer(undefined, { type: '@@init' });
  return {
    ...state,
    session: { ...withDemoBrandData(initialSessionState), token, pricetool_brands: soldBrandNames(DEMO_BRANDS), brandsLoading: false },
    search: { ...initialSearchState, ...search },
  };
}

function article(brand: string, artnr: string, onstock: number | string, fields: Partial<Article> = {}): Article {
  const artnrt4 = normaliseQuery(artnr);
  return {
    brand, artnr, artnrt4, to_artnrt4: artnrt4, name: `${brand} ${artnr}`, onstock, delivery_time_weeks: 2, listprice: '100,00',
    discount: 20, discountgroup: 'x', metalsur: null, base_unit: 'pc', moq: 1, weight: 0.1, weightunit: 'kg', ctn: '85365019', origin: 'DE', ...fields,
  };
}

export const ARTICLES = {
  s7_1200_new: article('Siemens', '6ES7214-1AG40-0XB0', 37, { discount: 32, listprice: '398,00' }),
  s7_1200_old: article('Siemens', '6ES7214-1AG31-0XB0', 0),
  cp2e: article('Omron', 'CP2E-N30DT-D', 6, { discount: null }),
  sick: article('Sick', '1040764', '120'),
  e2e: article('Omron', 'E2E-X5ME1-Z 2M', 31, { discount: null }),
  contactor: article('Siemens', '3RH2122-1BB40', 64),
  relay: article('Telemecanique', 'CA2KN22BD', 18),
  vipa: article('Yaskawa', '315-2AG12', 2),
  wago: article('Wago', '750-455', 140),
  pilz: article('Pilz', '750104', 3),
};

/** A search answer as the server gives it (brand and on-stock counts from the articles). */
export function found(articles: Article[], searchId = 'search-1'): SearchResult {
  const counts = new Map<string, number>();
  for (const a of articles) counts.set(a.brand, (counts.get(a.brand) ?? 0) + 1);
  return {
    articles, total: articles.length, onStock: articles.filter((a) => Number(a.onstock) > 0).length, searchId,
    brands: [...counts].map(([brand, count]) => ({ brand, count })).sort((a, b) => b.count - a.count),
  };
}

export const NOTHING = found([], 'search-1');

export function httpError(status: number): FetchBaseQueryError {
  return { status, data: { error: 'x', message: 'x' } };
}

export interface FakeServer {
  search?: (args: SearchArgs) => SearchResult | FetchBaseQueryError;
  replacements?: (q: string, mode: ReplacementMode) => ReplacementsResponse | FetchBaseQueryError;
  /** GET /similar (default: nothing close). */
  similar?: (args: SimilarArgs) => SimilarResponse | FetchBaseQueryError;
  /** The server's replacementSearch flag (default on). */
  replacementSearch?: boolean;
  /** GET /brand-data for the tag sent (default: the demo brand data). */
  brandData?: (etag: string | null) => BrandDataAnswer | FetchBaseQueryError;
}

export interface Recorded {
  searches: SearchArgs[];
  replacementLookups: Array<{ q: string; mode: ReplacementMode }>;
  similarLookups: SimilarArgs[];
  /** The API calls in the order made: the endpoint's name and its query. */
  order: string[];
  /** The tag each brand-data request revalidated (null: none held). */
  brandDataRequests: Array<string | null>;
  delays: number[];
  navigations: string[];
  logged: unknown[][];
}

const isError = (value: unknown): value is FetchBaseQueryError => typeof value === 'object' && value !== null && 'status' in value && !('articles' in value) && !('replacements' in value);

/**
 * Provides every call the flow makes: the API (from `server`), the clock (delays pass at once and
 * are recorded), navigation (at `pathname`) and error logging.
 */
export function fakeWorld(server: FakeServer, pathname = '/'): { providers: EffectProviders; recorded: Recorded } {
  const recorded: Recorded = { searches: [], replacementLookups: [], similarLookups: [], order: [], brandDataRequests: [], delays: [], navigations: [], logged: [] };
  // A dynamic provider fails a call by throwing, as the real call would.
  const answer = (value: unknown) => {
    if (isError(value)) throw value;
    return value;
  };
  return {
    recorded,
    providers: {
      call(effect, next) {
        if (effect.fn === callEndpoint) {
          const [endpoint, arg] = effect.args as [unknown, SearchArgs & { mode: ReplacementMode }];
          if (endpoint === api.endpoints.search) {
            recorded.order.push(`search ${arg.q}`);
            recorded.searches.push(arg);
            return answer(server.search ? server.search(arg) : NOTHING);
          }
          if (endpoint === api.endpoints.brandData) {
            const { etag } = arg as unknown as { etag: string | null };
            recorded.brandDataRequests.push(etag);
            return answer(server.brandData ? server.brandData(etag) : DEMO_BRAND_DATA);
          }
          if (endpoint === api.endpoints.replacements) {
            recorded.order.push(`replacements ${arg.q}`);
            recorded.replacementLookups.push({ q: arg.q, mode: arg.mode });
            return answer(server.replacements ? server.replacements(arg.q, arg.mode) : { replacements: [], originalBrand: null });
          }
          if (endpoint === api.endpoints.similar) {
            recorded.order.push(`similar ${arg.q}`);
            recorded.similarLookups.push(arg);
            return answer(server.similar ? server.similar(arg) : { articles: [], brands: [], onStock: 0, total: 0 });
          }
        }
        if (effect.fn === delayP) {
          recorded.delays.push(effect.args[0] as number);
          return undefined;
        }
        if (effect.fn === currentPathname) return pathname;
        if (effect.fn === navigateTo) {
          recorded.navigations.push(effect.args[0] as string);
          return undefined;
        }
        if (effect.fn === logSearchError) {
          recorded.logged.push(effect.args);
          return undefined;
        }
        return next();
      },
      getContext(key, next) {
        return key === NAVIGATOR ? fakeNavigator : next();
      },
      select(effect, next) {
        if (effect.selector === selectReplacementSearchEnabled) return server.replacementSearch ?? true;
        return next();
      },
    },
  };
}

/** A catalogue keyed by normalised query: prefix searches match by startsWith, exact ones by equality. */
export function catalogue(articles: Article[]) {
  return (args: SearchArgs): SearchResult => {
    const matches = articles.filter((a) => (args.exact ? a.artnrt4 === args.q : a.artnrt4.startsWith(args.q)))
      .filter((a) => !args.brands?.length || args.brands.includes(a.brand))
      .filter((a) => !args.onstock || Number(a.onstock) > 0);
    return found(matches, args.auto ? (args.searchId ?? 'kept') : `search-${args.q}`);
  };
}

/**
 * GET /similar over a few articles: each `close` query names the articles near it, best first; the
 * filters apply as the server applies them.
 */
export function closeTo(close: Record<string, Article[]>) {
  return (args: SimilarArgs): SimilarResponse => {
    const { articles, brands, onStock, total } = catalogue(close[args.q] ?? [])({ q: '', brands: args.brands, onstock: args.onstock });
    return { articles, brands, onStock, total };
  };
}

export function replacementTable(rows: Record<string, { originalBrand: string; to: string[] }>) {
  return (q: string): ReplacementsResponse => {
    const row = rows[q];
    if (!row) return { replacements: [], originalBrand: null };
    return { originalBrand: row.originalBrand, replacements: row.to.map((to) => ({ from_artnrt4: q, to_artnrt4: to, to_brand: '' })) };
  };
}
