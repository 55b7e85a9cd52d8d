/**
 * What the parts-list page shows, derived from the slice: each line's article (the server's choice
 * or the customer's), its price and line total by src/shared/prices.ts (the functions the server and
 * the result cards use, so an edited quantity needs no new lookup), the MOQ warning, the summary.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { Article, LookupLineProblem, LookupStatus } from '../../../shared/contract';
import { lineTotal, ownPrice } from '../../../shared/prices';
import type { PartsListEntry, PartsListState } from './parts-list-slice';

type State = { partsList: PartsListState };

export interface PartsListRow {
  line: number;
  typed: string;
  status: LookupStatus;
  /** Why an invalid line was refused. */
  problem: LookupLineProblem | null;
  /** The article the line stands for now; null when nothing is found or an ambiguous line has no choice yet. */
  article: Article | null;
  candidates: Article[];
  /** The candidate shown as chosen (the customer's, else the server's first), or null. */
  chosenCandidate: number | null;
  qty: number;
  price: number | null;
  lineTotal: number | null;
  belowMoq: boolean;
  /** The customer chose among the candidates: the line counts as found. */
  confirmed: boolean;
  /**
   * The quantity as typed when it could not be read ("2,5"): the line is looked up with 1 and is
   * not ordered until the customer corrects it. Absent or null when the quantity was read.
   */
  qtyUnreadable?: string | null;
  /** Other lines of the list whose quantities were added to this one: they resolved to the same article. */
  mergedLines?: number[];
  /** A line found as such whose article has a successor or alternative to choose (candidates: the article itself first). */
  replacementOffered?: boolean;
}

export interface PartsListSummary {
  lines: number;
  found: number;
  toCheck: number;
  /** The sum of the line totals that have a price. */
  total: number;
  onRequest: number;
}

const FOUND: ReadonlySet<LookupStatus> = new Set(['found', 'found_after_prefix']);

export function rowOf(entry: PartsListEntry): PartsListRow {
  const { answer, qty, chosen } = entry;
  const article = chosen === null ? answer.article : answer.candidates[chosen] ?? answer.article;
  const price = article ? ownPrice(article) : null;
  const chosenCandidate = chosen ?? (answer.article && answer.candidates.length > 0 ? 0 : null);
  return {
    line: entry.line, typed: answer.q, status: answer.status, problem: answer.problem, article, candidates: answer.candidates, chosenCandidate, qty, price,
    lineTotal: price === null ? null : lineTotal(price, qty),
    belowMoq: article !== null && article.moq !== null && qty < article.moq,
    confirmed: chosen !== null,
  };
}

/** Found: found exactly or after a prefix, or settled by the customer's own choice. */
export function isFound(row: PartsListRow): boolean {
  return row.article !== null && (FOUND.has(row.status) || row.confirmed);
}

export const selectPartsList = (state: State) => state.partsList;
export const selectPartsListPhase = (state: State) => state.partsList.phase;
export const selectPartsListSource = (state: State) => state.partsList.source;
export const selectPartsListProgress = (state: State) => state.partsList.progress;
export const selectPartsListError = (state: State) => state.partsList.error;
const selectEntries = (state: State) => state.partsList.entries;

export const selectPartsListRows = createSelector([selectEntries], (entries) => entries.map(rowOf));

export const selectPartsListSummary = createSelector([selectPartsListRows], (rows): PartsListSummary => {
  const found = rows.filter(isFound).length;
  const priced = rows.filter((row) => row.lineTotal !== null);
  return {
    lines: rows.length,
    found,
    toCheck: rows.length - found,
    total: priced.reduce((sum, row) => lineTotal(sum + (row.lineTotal ?? 0), 1), 0),
    onRequest: rows.filter((row) => row.article !== null && row.price === null).length,
  };
});
