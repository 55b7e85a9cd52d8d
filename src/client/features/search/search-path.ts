/**
 * The search addresses: /product/{q}[/filter/{brands}][/onstock], with q = 'all' for
 * an empty query and the brands comma-separated. Building and reading are exact inverses for any
 * query and brand names (docs/search-flow.md, "The address").
 */
import type { SearchRequest } from './search-slice';

export const EMPTY_QUERY_SEGMENT = 'all';

/** Between the brands of the filter segment; a comma inside a brand name is percent-encoded. */
const BRAND_SEPARATOR = ',';

/** Characters a path segment may hold as they are, kept readable: `Pepperl+Fuchs`, `P&F`. */
const READABLE = /%(2B|26|40|3A)/g;

/** Percent-encoded as encodeURIComponent does (so `/`, `%`, `,`, `?`, `#` and spaces are escaped), readable where a path allows. */
function encodeSegment(text: string): string {
  return encodeURIComponent(text).replace(READABLE, (escape) => decodeURIComponent(escape));
}

/** A malformed escape in a hand-typed address ('50%') is read as written. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function buildSearchPath({ query, brands, onstock }: SearchRequest): string {
  let path = `/product/${encodeSegment(query.trim() || EMPTY_QUERY_SEGMENT)}`;
  if (brands.length > 0) path += `/filter/${brands.map(encodeSegment).join(BRAND_SEPARATOR)}`;
  if (onstock) path += '/onstock';
  return path;
}

const SEARCH_PATH = /^\/product\/([^/]+)(?:\/filter\/([^/]+))?(\/onstock)?\/*$/;

/**
 * The search an address names; '/' (or any other) is the empty request. Read from the path as the
 * browser holds it, still percent-encoded: the router's decoded params cannot tell a comma or a
 * `/` inside a name from a separator.
 */
export function searchRequestFromPath(pathname: string): SearchRequest {
  const match = SEARCH_PATH.exec(pathname);
  if (!match) return { query: '', brands: [], onstock: false };
  const [, querySegment, brandsSegment, onstock] = match;
  const query = decodeSegment(querySegment);
  const brands = brandsSegment ? brandsSegment.split(BRAND_SEPARATOR).filter(Boolean).map(decodeSegment) : [];
  return { query: query === EMPTY_QUERY_SEGMENT ? '' : query, brands, onstock: onstock !== undefined };
}

export function sameRequest(a: SearchRequest, b: SearchRequest): boolean {
  return a.query.trim().toLowerCase() === b.query.trim().toLowerCase()
    && a.onstock === b.onstock
    && a.brands.length === b.brands.length
    && a.brands.every((brand, i) => brand === b.brands[i]);
}
