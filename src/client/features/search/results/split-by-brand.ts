import type { Article } from '../../../../shared/contract';

/** Replacements split into the original article's brand and the others (docs/behaviour.md, Replacements). */
export function splitByBrand(articles: Article[], originBrand: string | null): { sameBrand: Article[]; otherBrands: Article[] } {
  const origin = originBrand?.toLowerCase();
  return {
    sameBrand: articles.filter((article) => article.brand.toLowerCase() === origin),
    otherBrands: articles.filter((article) => article.brand.toLowerCase() !== origin),
  };
}

/** The current page of a list (pages count from 1). */
export function pageOf<T>(items: T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}
