/**
 * Replays a support log: the recorded actions fed, in order, through the app's own reducers. Pure
 * (no DOM, no network, no sagas), so the replay view and the replay command share it. The app
 * passes its root reducer in (app/replay.ts), with the check of a replayed state: this feature
 * does not know how the app is put together.
 */
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { Article, BrandCount } from '../../../shared/contract';
import type { BrandEntry } from '../../../shared/brands/brand-mapping';
import type { SearchState } from '../search';
import type { SessionState } from '../session';
import type { RecordedAction, SupportLog } from './log-format';
import { SupportLogError } from './parse-log';

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

/**
 * Whether a state the reducers made from a log is one the screens can show: null when it is, else
 * what is wrong (`partsList.entries: must be array`). `before` is the state before the action,
 * undefined for the first: what did not change need not be checked again.
 */
export type ReplayedStateCheck<S> = (before: S | undefined, after: S) => string | null;

export interface Replay<S extends ReplayedState> {
  /** The reducer the actions go through; the replay view's store uses it too. */
  reducer: Reducer<S, UnknownAction>;
  /**
   * Feeds every action of a parsed log through the reducers, each inside try/catch, and checks
   * each state it leads to; throws SupportLogError ("action N cannot be replayed: …") at the first
   * that fails, so a log that passes can be shown at every step.
   */
  check(log: SupportLog): void;
  /** A fresh state with the log's first `count` actions applied. */
  stateAfter(log: SupportLog, count: number): S;
  /** Each action up to `until` (a 1-based count; all by default) with what it changed in the search state. */
  timeline(log: SupportLog, until?: number): TimelineEntry[];
}

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export function createReplay<S extends ReplayedState>(reducer: Reducer<S, UnknownAction>, checkState: ReplayedStateCheck<S>): Replay<S> {
  const initial = () => reducer(undefined, { type: '@@replay/init' });
  const stateAfter = (log: SupportLog, count: number): S => log.actions.slice(0, Math.max(0, count)).reduce<S>(
    (state, recorded) => reducer(state, toAction(recorded)),
    initial(),
  );

  function check(log: SupportLog): void {
    let state = initial();
    for (const [index, recorded] of log.actions.entries()) {
      const refuse = (reason: string) => new SupportLogError({ kind: 'notReplayable', n: index + 1, type: recorded.type, reason });
      let next: S;
      try {
        next = reducer(state, toAction(recorded));
      } catch (error) {
        throw refuse(`the app's reducers fail on it (${describeError(error)})`);
      }
      const problem = checkState(state, next);
      if (problem) throw refuse(problem);
      state = next;
    }
  }

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

  return { reducer, check, stateAfter, timeline };
}
