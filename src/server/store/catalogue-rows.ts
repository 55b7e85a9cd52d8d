/**
 * The rows a catalogue load writes, whoever produces them (the demo generator, the fixtures, the
 * CSV importer). An article row is the API's Article without what the server derives (artnrt4,
 * to_artnrt4) or what depends on the customer (discount).
 */
import type { Article } from '../../shared/contract';

export type CatalogueRow = Omit<Article, 'artnrt4' | 'to_artnrt4' | 'discount'>;

/** One article number replaced by another, both normalised (artnrt4). */
export interface ReplacementRow {
  from_artnrt4: string;
  from_brand: string;
  to_artnrt4: string;
  to_brand: string;
}
