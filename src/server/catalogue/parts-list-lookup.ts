/**
 * A parts list looked up line by line with the search's own rules (docs/api.md, Parts-list lookup):
 * the number exactly; else the number without its supplier prefix, exactly; else the
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

/** A number to look up: normalised (artnrt4), and without its supplier prefix (null when it has none). */
interface LineNumbers {
  number: string;
  stripped: string | null;
}

/** A line whose number and quantity are usable. */
export interface CheckedLine extends LineBase, LineNumbers {
  qty: number;
  /**
   * The line read as "number quantity" (no quantity sent, a whole number at its end): used when the
   * whole text finds nothing and this reading does.
   */
  trailingQty?: LineNumbers & { qty: number };
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
  const numbersOf = ({ number, stripped }: LineNumbers) => (stripped === null ? [number] : [number, stripped]);
  // Both readings of a line in the same read: the catalogue decides between them.
  const found = await store.lookupNumbers({
    numbers: checked.flatMap((line) => [...numbersOf(line), ...(line.trailingQty ? numbersOf(line.trailingQty) : [])]),
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

  /** The whole text, else "number quantity" when that reading finds something. */
  resolve(line: CheckedLine): ResolvedLine {
    const asNumberAndQty = line.trailingQty && { index: line.index, q: line.q, ...line.trailingQty };
    return this.resolveNumber(line) ?? (asNumberAndQty ? this.resolveNumber(asNumberAndQty) : null) ?? answer(line, 'not_found', null, []);
  }

  /** The number exactly, else without its prefix, else its replacements; null when nothing is found. */
  private resolveNumber(line: CheckedLine): ResolvedLine | null {
    const exact = this.articles.get(line.number);
    if (exact) return this.matched(line, exact, 'found', line.number);
    const afterPrefix = line.stripped === null ? undefined : this.articles.get(line.stripped);
    if (afterPrefix) return this.matched(line, afterPrefix, 'found_after_prefix', line.stripped ?? line.number);
    return this.replaced(line, line.stripped ?? line.number);
  }

  /**
   * One article is the line's, offered with its own replacements (a phased-out article found as
   * such, as the search's exact-match view shows it); several with the same number are for the
   * customer to choose.
   */
  private matched(line: CheckedLine, articles: FoundArticle[], status: LookupStatus, number: string): ResolvedLine {
    if (articles.length > 1) return answer(line, 'ambiguous', null, articles);
    const [article] = articles;
    const replacements = this.replacementsOf(number).candidates.filter((found) => found.article.artnrt4 !== article.article.artnrt4);
    return answer(line, status, article, replacements.length > 0 ? [article, ...replacements] : []);
  }

  /** The articles replacing a number, those of the original brand (successors) first. */
  private replacementsOf(number: string): { candidates: FoundArticle[]; originalBrand: string | null } {
    const { replacements, originalBrand } = visibleReplacements(this.replacements.get(number) ?? [], this.blockedBrands);
    const candidates = replacements.flatMap((row) => this.articles.get(row.to_artnrt4) ?? []);
    const ofOriginalBrand = (found: FoundArticle) => Number(found.article.brand === originalBrand);
    return { candidates: candidates.sort((a, b) => ofOriginalBrand(b) - ofOriginalBrand(a)), originalBrand };
  }

  private replaced(line: CheckedLine, number: string): ResolvedLine | null {
    const { candidates, originalBrand } = this.replacementsOf(number);
    if (candidates.length === 0) return null;
    return answer(line, candidates[0].article.brand === originalBrand ? 'successor' : 'alternative', candidates[0], candidates);
  }
}

function append<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
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
