/**
 * Replays a support log: the recorded actions fed, in order, through the app's own reducers. Pure
 * (no DOM, no network, no sagas), so the replay view and the replay command share it. The app
 * passes its root reducer in (app/replay.ts): this feature does not know how the app is put together.
 */
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { Article, BrandCount } from '../../../shared/contract';
import type { BrandEntry } from '../../../shared/brands/brand-mapping';
import type { SearchState } from '../search';
import type { SessionState } from '../session';
import type { RecordedAction, SupportLog } from './log-format';

/** What a replay needs of the app's state: the session and the search. */
export interface ReplayedState {
  session: SessionState;
  search: SearchState;
}

/** A recorded action as the store saw it: n and at are the recorder's, not the action's. */
export function toAction(recorded: RecordedAction): UnknownAction {
  const { n: _n, at: _at, ...action } = recorded;
  return action as UnknownAction;
}

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const ARTICLES_SHOWN = 3;

export function summariseArticles(articles: Article[]): string {
  const noun = articles.length === 1 ? 'article' : 'articles';
  if (articles.length === 0) return `0 ${noun}`;
  const shown = articles.slice(0, ARTICLES_SHOWN).map((article) => article.artnr).join(', ');
  return `${articles.length} ${noun}: ${shown}${articles.length > ARTICLES_SHOWN ? ', …' : ''}`;
}

export function summariseBrandCounts(brands: BrandCount[]): string {
  return brands.length === 0 ? 'none' : brands.map(({ brand, count }) => `${brand} ${count}`).join(', ');
}

/** Big values shortened for a timeline line; small ones stay as they are. */
const SUMMARIES: Partial<{ [K in keyof SearchState]: (value: SearchState[K]) => unknown }> = {
  searchResults: summariseArticles,
  replacementsForExactMatch: summariseArticles,
  brands_in_results: summariseBrandCounts,
  exactMatchArticle: (article) => (article ? `${article.brand} ${article.artnr}` : null),
  searchedBrandData: (entry: BrandEntry | null) => (entry ? entry.brand : null),
};

/** Fields whose values the timeline shows as a summary (text) rather than as the value itself. */
export const SUMMARISED_SEARCH_FIELDS: ReadonlySet<string> = new Set(Object.keys(SUMMARIES));

export function summariseSearchField<K extends keyof SearchState>(field: K, value: SearchState[K]): unknown {
  const summarise = SUMMARIES[field] as ((value: SearchState[K]) => unknown) | undefined;
  return summarise ? summarise(value) : value;
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The search state's fields, in the slice's own order. */
export const searchFields = (search: SearchState) => Object.keys(search) as Array<keyof SearchState>;

/** The top-level search fields whose value differs, summarised. */
export function searchChanges(before: SearchState, after: SearchState): FieldChange[] {
  return searchFields(after)
    .filter((field) => !same(before[field], after[field]))
    .map((field) => ({ field, before: summariseSearchField(field, before[field]), after: summariseSearchField(field, after[field]) }));
}

export interface TimelineEntry {
  /** 1-based position in the file (the recorder's own n may start later when old actions were dropped). */
  n: number;
  at: number;
  type: string;
  changes: FieldChange[];
}

export interface Replay<S extends ReplayedState> {
  /** The reducer the actions go through; the replay view's store uses it too. */
  reducer: Reducer<S, UnknownAction>;
  /** A fresh state with the log's first `count` actions applied. */
  stateAfter(log: SupportLog, count: number): S;
  /** Each action up to `until` (a 1-based count; all by default) with what it changed in the search state. */
  timeline(log: SupportLog, until?: number): TimelineEntry[];
}

export function createReplay<S extends ReplayedState>(reducer: Reducer<S, UnknownAction>): Replay<S> {
  const stateAfter = (log: SupportLog, count: number): S => log.actions.slice(0, Math.max(0, count)).reduce<S>(
    (state, recorded) => reducer(state, toAction(recorded)),
    reducer(undefined, { type: '@@replay/init' }),
  );

  function timeline(log: SupportLog, until: number = log.actions.length): TimelineEntry[] {
    const entries: TimelineEntry[] = [];
    let state = stateAfter(log, 0);
    for (const [index, recorded] of log.actions.slice(0, Math.max(0, until)).entries()) {
      const next = reducer(state, toAction(recorded));
      entries.push({ n: index + 1, at: recorded.at, type: recorded.type, changes: searchChanges(state.search, next.search) });
      state = next;
    }
    return entries;
  }

  return { reducer, stateAfter, timeline };
}
