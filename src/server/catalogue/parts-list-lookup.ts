/**
 * A parts list looked up line by line with the search's own rules (docs/behaviour.md, API:
 * Parts-list lookup): the number exactly; else the number without its supplier prefix, exactly; else the
 * replacements of the (stripped) number; else not found. Blocked brands are invisible throughout,
 * as in the search. Every number of the list is read from the store at once.
 */
import type { Article, LookupLine, LookupLineProblem, LookupStatus } from '../../shared/contract';
import { lineTotal, ownPrice } from '../../shared/prices';
import type { ReplacementRow } from '../store/catalogue-rows';
import type { Store } from '../store/store';
import { visibleReplacements } from '../store/store-rows';

interface LineBase {
  /** The line's position in the list. */
  index: number;
  /** The number as sent. */
  q: string;
}

/** A line whose number and quantity are usable. */
export interface CheckedLine extends LineBase {
  qty: number;
  /** The normalised number (artnrt4). */
  number: string;
  /** The normalised number without its supplier prefix; null when it has none. */
  stripped: string | null;
}

/** A line that cannot be looked up; its quantity is 0 when that was what was wrong. */
export interface InvalidLine extends LineBase {
  qty: number;
  problem: LookupLineProblem;
}

export interface LookupCustomer {
  customerId: number | null;
  blockedBrands: string[];
  /** Whether replacements are looked up at all (the replacementSearch flag). */
  replacements: boolean;
}

/** An article as found: read for the line's price and checks, and as the store wrote it, for the answer. */
export interface FoundArticle {
  article: Article;
  /** The article's JSON text as the store gave it, sent as it is rather than serialised again. */
  json: string;
}

/** A LookupLine with its articles as found. */
export interface ResolvedLine extends Omit<LookupLine, 'article' | 'candidates'> {
  article: FoundArticle | null;
  candidates: FoundArticle[];
}

export interface PartsListAnswer {
  lines: ResolvedLine[];
  catalogueVersion: string;
}

const isChecked = (line: CheckedLine | InvalidLine): line is CheckedLine => !('problem' in line);

export async function lookUpPartsList(store: Store, lines: Array<CheckedLine | InvalidLine>, customer: LookupCustomer): Promise<PartsListAnswer> {
  const checked = lines.filter(isChecked);
  const found = await store.lookupNumbers({
    numbers: checked.flatMap((line) => (line.stripped === null ? [line.number] : [line.number, line.stripped])),
    customerId: customer.customerId,
    blockedBrands: customer.blockedBrands,
  });
  const catalogue = new FoundNumbers(found.articles, customer.replacements ? found.replacements : [], customer.blockedBrands);
  return {
    lines: lines.map((line) => (isChecked(line) ? catalogue.resolve(line) : invalid(line))),
    catalogueVersion: found.catalogueVersion,
  };
}

/** What the store found for the list, by number. */
class FoundNumbers {
  private readonly articles = new Map<string, FoundArticle[]>();
  private readonly replacements = new Map<string, ReplacementRow[]>();

  constructor(docs: string[], replacements: ReplacementRow[], private readonly blockedBrands: string[]) {
    for (const json of docs) {
      const article = JSON.parse(json) as Article;
      append(this.articles, article.artnrt4, { article, json });
    }
    for (const row of replacements) append(this.replacements, row.from_artnrt4, row);
  }

  resolve(line: CheckedLine): ResolvedLine {
    const exact = this.articles.get(line.number);
    if (exact) return matched(line, exact, 'found');
    const afterPrefix = line.stripped === null ? undefined : this.articles.get(line.stripped);
    if (afterPrefix) return matched(line, afterPrefix, 'found_after_prefix');
    return this.replaced(line, line.stripped ?? line.number) ?? answer(line, 'not_found', null, []);
  }

  /** The replacements' articles, those of the original brand (successors) first. */
  private replaced(line: CheckedLine, number: string): ResolvedLine | null {
    const { replacements, originalBrand } = visibleReplacements(this.replacements.get(number) ?? [], this.blockedBrands);
    const candidates = replacements.flatMap((row) => this.articles.get(row.to_artnrt4) ?? []);
    if (candidates.length === 0) return null;
    const ofOriginalBrand = (found: FoundArticle) => Number(found.article.brand === originalBrand);
    candidates.sort((a, b) => ofOriginalBrand(b) - ofOriginalBrand(a));
    return answer(line, ofOriginalBrand(candidates[0]) ? 'successor' : 'alternative', candidates[0], candidates);
  }
}

function append<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** One article is the line's; several with the same number are for the customer to choose. */
function matched(line: CheckedLine, articles: FoundArticle[], status: LookupStatus): ResolvedLine {
  return articles.length === 1 ? answer(line, status, articles[0], []) : answer(line, 'ambiguous', null, articles);
}

function answer(line: CheckedLine, status: LookupStatus, found: FoundArticle | null, candidates: FoundArticle[]): ResolvedLine {
  const price = found === null ? null : ownPrice(found.article);
  const moq = found?.article.moq ?? null;
  return {
    index: line.index, q: line.q, qty: line.qty, status, problem: null, article: found, price,
    lineTotal: price === null ? null : lineTotal(price, line.qty),
    belowMoq: moq !== null && line.qty < moq,
    candidates,
  };
}

function invalid(line: InvalidLine): ResolvedLine {
  return {
    index: line.index, q: line.q, qty: line.qty, status: 'invalid', problem: line.problem,
    article: null, price: null, lineTotal: null, belowMoq: false, candidates: [],
  };
}
