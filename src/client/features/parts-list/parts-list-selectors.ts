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
  /** The quantity as entered when it could not be read; until the customer types one, the line has no total and is not ordered. */
  qtyUnreadable: string | null;
  /** The other lines of the list that stand for the same article (the order e-mail has one line for them all). */
  sameArticle: number[];
  /**
   * A line found as such whose article has replacements to choose from (candidates: the article
   * itself first): a successor when one is of its brand, else an alternative; null otherwise.
   */
  replacementOffered: 'successor' | 'alternative' | null;
}

export interface PartsListSummary {
  lines: number;
  found: number;
  toCheck: number;
  /** The sum of the line totals that have a price. */
  total: number;
  onRequest: number;
  /** Articles that stand on more than one line. */
  repeated: number;
}

const FOUND: ReadonlySet<LookupStatus> = new Set(['found', 'found_after_prefix']);

function replacementOffered({ status, candidates }: PartsListEntry['answer']): PartsListRow['replacementOffered'] {
  if (!FOUND.has(status) || candidates.length < 2) return null;
  const [itself, ...replacements] = candidates;
  return replacements.some((article) => article.brand === itself.brand) ? 'successor' : 'alternative';
}

export function rowOf(entry: PartsListEntry): PartsListRow {
  const { answer, qty, chosen } = entry;
  const article = chosen === null ? answer.article : answer.candidates[chosen] ?? answer.article;
  const price = article ? ownPrice(article) : null;
  const chosenCandidate = chosen ?? (answer.article && answer.candidates.length > 0 ? 0 : null);
  const qtyUnreadable = entry.unreadableQty ?? null;
  return {
    line: entry.line, typed: answer.q, status: answer.status, problem: answer.problem, article, candidates: answer.candidates, chosenCandidate, qty, price,
    lineTotal: price === null || qtyUnreadable !== null ? null : lineTotal(price, qty),
    belowMoq: article !== null && article.moq !== null && qty < article.moq,
    confirmed: chosen !== null,
    qtyUnreadable,
    sameArticle: [],
    replacementOffered: replacementOffered(answer),
  };
}

/** Found: found exactly or after a prefix, or settled by the customer's own choice; with a quantity that could be read. */
export function isFound(row: PartsListRow): boolean {
  return row.article !== null && row.qtyUnreadable === null && (FOUND.has(row.status) || row.confirmed);
}

export const selectPartsList = (state: State) => state.partsList;
export const selectPartsListPhase = (state: State) => state.partsList.phase;
export const selectPartsListSource = (state: State) => state.partsList.source;
export const selectPartsListProgress = (state: State) => state.partsList.progress;
export const selectPartsListError = (state: State) => state.partsList.error;
const selectEntries = (state: State) => state.partsList.entries;

/** Brand and number: what makes two lines one article. */
export const articleKey = (article: Article) => `${article.brand}\u0000${article.artnr}`;

/** Each row with the other lines that stand for the same article (`1040764` and `SIC1040764`). */
function withSameArticle(rows: PartsListRow[]): PartsListRow[] {
  const lines = new Map<string, number[]>();
  for (const row of rows) {
    if (!row.article) continue;
    const key = articleKey(row.article);
    const seen = lines.get(key);
    if (seen) seen.push(row.line);
    else lines.set(key, [row.line]);
  }
  return rows.map((row) => {
    const all = row.article ? lines.get(articleKey(row.article)) ?? [] : [];
    return all.length > 1 ? { ...row, sameArticle: all.filter((line) => line !== row.line) } : row;
  });
}

export const selectPartsListRows = createSelector([selectEntries], (entries) => withSameArticle(entries.map(rowOf)));

export const selectPartsListSummary = createSelector([selectPartsListRows], (rows): PartsListSummary => {
  const found = rows.filter(isFound).length;
  const priced = rows.filter((row) => row.lineTotal !== null);
  return {
    lines: rows.length,
    found,
    toCheck: rows.length - found,
    total: priced.reduce((sum, row) => lineTotal(sum + (row.lineTotal ?? 0), 1), 0),
    onRequest: rows.filter((row) => row.article !== null && row.price === null).length,
    repeated: new Set(rows.filter((row) => row.sameArticle.length > 0).map((row) => articleKey(row.article as Article))).size,
  };
});
