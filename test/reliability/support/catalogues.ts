/**
 * Catalogue exports that can be told apart from the demo catalogue and from each other: every
 * article's name carries its catalogue's label, and the mix of article-number prefixes differs
 * with the size, so the totals of a fixed set of searches differ from catalogue to catalogue.
 * Those totals are computed here from the rows, independently of the server.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CatalogueRow } from '../../../src/server/store/catalogue-rows';
import { normaliseQuery } from '../../../src/shared/normalise';
import { catalogueCsv, sampleRow } from '../../server/support/csv';

export interface CatalogueExport {
  label: string;
  file: string;
  rows: CatalogueRow[];
}

/** Prefixes the demo catalogue also has (750, 6ES7, digits), so the same searches hit both. */
function articleNumber(i: number): string {
  switch (i % 4) {
    case 0: return `750-${i}`;
    case 1: return `6ES7-${i}`;
    case 2: return `IMP-${i}`;
    default: return `1${i}`;
  }
}

export function writeCatalogueExport(dir: string, label: string, articles: number): CatalogueExport {
  const rows = Array.from({ length: articles }, (_, i) => sampleRow(i, {
    artnr: articleNumber(i), name: `${label} article ${i}`, onstock: (i * 7) % 5,
  }));
  const file = path.join(dir, `${label.replace(/\W+/g, '-')}.csv`);
  fs.writeFileSync(file, catalogueCsv(rows));
  return { label, file, rows };
}

export type SearchParams = Record<string, string>;

/** The key a search's expected total is kept under. */
export function searchKey(params: SearchParams): string {
  return new URLSearchParams(params).toString();
}

/** `total` as docs/api.md (Search) defines it, for prefix searches with or without onstock. */
export function expectedTotal(rows: readonly CatalogueRow[], params: SearchParams): number {
  const q = normaliseQuery(params.q);
  const onstock = params.onstock === 'true';
  return rows.filter((row) => normaliseQuery(row.artnr).startsWith(q) && (!onstock || Number(row.onstock) > 0)).length;
}
