/**
 * Articles for the results tests: one built from a brand and an article number (artnrt4 is the
 * normalised number, as the server makes it), and numbered series for paging.
 */
import type { Article, BrandCount } from '../../../src/shared/contract';
import { normaliseQuery } from '../../../src/shared/normalise';

export function makeArticle(brand: string, artnr: string, fields: Partial<Article> = {}): Article {
  const artnrt4 = normaliseQuery(artnr);
  return {
    brand, artnr, artnrt4, to_artnrt4: artnrt4, name: `${brand} article ${artnr}`, onstock: 3, delivery_time_weeks: 2,
    listprice: '100,00', discount: 20, discountgroup: 'x', metalsur: null, base_unit: 'pc', moq: 1, weight: 0.1,
    weightunit: 'kg', ctn: '85365019', origin: 'DE', ...fields,
  };
}

/** `count` Wago articles numbered ART-1, ART-2, … in that order. */
export function numberedArticles(count: number, brand = 'Wago'): Article[] {
  return Array.from({ length: count }, (_, i) => makeArticle(brand, `ART-${i + 1}`));
}

/** The brand counts of a list of articles, as a search answer gives them. */
export function brandCounts(articles: Article[]): BrandCount[] {
  const counts = new Map<string, number>();
  for (const article of articles) counts.set(article.brand, (counts.get(article.brand) ?? 0) + 1);
  return [...counts].map(([brand, count]) => ({ brand, count }));
}

/** The accessible name ResultCard gives a card: brand and article number. */
export const cardName = (article: Article) => `${article.brand} ${article.artnr}`;
