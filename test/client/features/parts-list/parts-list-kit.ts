/** Lookup answers and states for the parts-list tests. */
import type { Article, LookupLine, LookupStatus } from '../../../../src/shared/contract';
import { lineTotal, ownPrice } from '../../../../src/shared/prices';
import type { PartsListEntry } from '../../../../src/client/features/parts-list/parts-list-slice';
import { makeArticle } from '../../support/article-fixtures';

export const SICK = makeArticle('Sick', '1040764', { listprice: '89,50', discount: 25, onstock: 120, moq: 1 });
export const SIEMENS = makeArticle('Siemens', '6ES7214-1AG40-0XB0', { listprice: '398,00', discount: 32, onstock: 37, moq: 1 });
export const WAGO_TERMINAL = makeArticle('Wago', '2002-1201', { listprice: '0,62', discount: 40, onstock: 5000, moq: 100 });
export const OMRON_ON_REQUEST = makeArticle('Omron', 'E3Z-D61 2M', { listprice: '61,20', discount: null, onstock: 0, delivery_time_weeks: 5 });
export const PHOENIX = makeArticle('Phoenix Contact', 'AMB-100', { listprice: '10,00', discount: 30 });
export const WAGO_AMB = makeArticle('Wago', 'AMB-100', { listprice: '12,00', discount: 40 });

/** A server answer for one line, with price and total as the server computes them. */
export function answer(index: number, q: string, qty: number, status: LookupStatus, article: Article | null, candidates: Article[] = []): LookupLine {
  const price = article ? ownPrice(article) : null;
  return {
    index, q, qty, status, problem: status === 'invalid' ? 'invalid_number' : null, article, price,
    lineTotal: price === null ? null : lineTotal(price, qty), belowMoq: article !== null && article.moq !== null && qty < article.moq, candidates,
  };
}

export function entry(line: number, lookupLine: LookupLine, edits: Partial<PartsListEntry> = {}): PartsListEntry {
  return { line, answer: lookupLine, qty: lookupLine.qty, chosen: null, ...edits };
}
