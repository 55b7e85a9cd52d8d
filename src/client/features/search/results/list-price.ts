import type { Article } from '../../../../shared/contract';
import { parsePrice } from '../../../../shared/prices';

/** An article's list price as a number; null when it is no number (docs/behaviour.md, Results, Formats). */
export function listPriceOf(article: Article): number | null {
  try {
    return parsePrice(article.listprice ?? '');
  } catch {
    return null;
  }
}
