/**
 * The search URLs of spec §2: /product/{q}[/filter/{brands}][/onstock], with q = 'all' for an
 * empty query and brands comma-separated. Reading and writing them are each other's inverse.
 */
import type { SearchRequest } from './search-slice';

export const EMPTY_QUERY_SEGMENT = 'all';

export function buildSearchPath({ query, brands, onstock }: SearchRequest): string {
  let path = `/product/${encodeURIComponent(query.trim() || EMPTY_QUERY_SEGMENT)}`;
  if (brands.length > 0) path += `/filter/${brands.map(encodeURIComponent).join(',')}`;
  if (onstock) path += '/onstock';
  return path;
}

/** Route params (already decoded by the router) as a search request; '/' is the empty request. */
export function searchRequestFromParams(params: { q?: string; brands?: string }, pathname: string): SearchRequest {
  const query = params.q === undefined || params.q === EMPTY_QUERY_SEGMENT ? '' : params.q;
  const brands = params.brands ? params.brands.split(',').map((brand) => brand.trim()).filter(Boolean) : [];
  return { query, brands, onstock: pathname.replace(/\/+$/, '').endsWith('/onstock') };
}

export function sameRequest(a: SearchRequest, b: SearchRequest): boolean {
  return a.query.trim().toLowerCase() === b.query.trim().toLowerCase()
    && a.onstock === b.onstock
    && a.brands.length === b.brands.length
    && a.brands.every((brand, i) => brand === b.brands[i]);
}
