/**
 * One article as the catalogue holds it: the API's Article without what the server derives
 * (artnrt4, to_artnrt4) or what depends on the customer (discount). The demo generator, the
 * fixtures and the CSV importer all produce these.
 */
import type { Article } from '../../shared/contract';

export type CatalogueRow = Omit<Article, 'artnrt4' | 'to_artnrt4' | 'discount'>;
