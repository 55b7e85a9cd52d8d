/** Counting what a list of articles holds, for results assembled on the page (replacements). */
import type { Article, BrandCount } from '../../../shared/contract';
import { brandKey, type BrandEntry, type BrandMapping } from '../../../shared/brands/brand-mapping';

/** onstock may be a number or a numeric string (docs/behaviour.md, Results). */
export function isOnStock(article: Article): boolean {
  return Number(article.onstock) > 0;
}

export function countBrands(articles: Article[]): BrandCount[] {
  const counts = new Map<string, number>();
  for (const { brand } of articles) counts.set(brand, (counts.get(brand) ?? 0) + 1);
  return [...counts].map(([brand, count]) => ({ brand, count })).sort((a, b) => b.count - a.count || a.brand.localeCompare(b.brand));
}

export function countOnStock(articles: Article[]): number {
  return articles.filter(isOnStock).length;
}

/** The same article fetched twice (two replacement rows to one successor) is shown once. */
export function uniqueArticles(articles: Article[]): Article[] {
  const seen = new Set<string>();
  return articles.filter((article) => {
    const key = `${article.brand}\u0000${article.artnrt4}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The mapping entry of the single brand in the results, when it has a message or a note. */
export function brandNoticeFor(articles: Article[], mapping: BrandMapping): BrandEntry | null {
  const brands = new Set(articles.map((article) => article.brand));
  if (brands.size !== 1) return null;
  const entry = mapping[brandKey([...brands][0])];
  return entry && (entry.message || entry.info) ? entry : null;
}
