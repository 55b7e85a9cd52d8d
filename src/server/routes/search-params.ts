/** Turns the raw query string of /api/search and /api/replacements, and a parts list's numbers, into checked values. */
import crypto from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { HEADER_SEARCH_ID, HEADER_SEARCH_ORIGIN, SEARCH_ORIGIN_AUTO } from '../../shared/api-constants';
import { normaliseQuery } from '../../shared/normalise';
import { MAX_FILTER_BRANDS, MAX_QUERY_LENGTH, MAX_SEARCH_ID_LENGTH } from '../config';
import { ApiError } from '../errors';

/** The normalised query, or null when it is empty or over MAX_QUERY_LENGTH after normalising. */
export function searchableQuery(raw: string): string | null {
  const q = normaliseQuery(raw);
  return q.length === 0 || q.length > MAX_QUERY_LENGTH ? null : q;
}

/** The normalised query; empty or over MAX_QUERY_LENGTH after normalising is invalid_query. */
export function normalisedQuery(raw: string | undefined): string {
  const q = searchableQuery(raw ?? '');
  if (q === null) throw new ApiError(400, 'invalid_query');
  return q;
}

/** `brands` is a JSON array of brand names; absent or [] means no brand filter. */
export function brandFilter(raw: string | undefined): string[] | null {
  if (raw === undefined || raw === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ApiError(400, 'invalid_query');
  }
  const valid = Array.isArray(parsed) && parsed.length <= MAX_FILTER_BRANDS
    && parsed.every((brand) => typeof brand === 'string' && brand.length > 0 && brand.length <= 100);
  if (!valid) throw new ApiError(400, 'invalid_query');
  const names = parsed as string[];
  return names.length === 0 ? null : [...new Set(names)];
}

const SEARCH_ID_PATTERN = new RegExp(`^[A-Za-z0-9-]{1,${MAX_SEARCH_ID_LENGTH}}$`);

export function validSearchId(value: unknown): string | null {
  return typeof value === 'string' && SEARCH_ID_PATTERN.test(value) ? value : null;
}

/**
 * Which search a request belongs to: follow-up fetches the SPA makes on its own (x-search-origin:
 * auto) keep the id of the search that caused them; anything else is a search of its own.
 */
export function searchIdentity(headers: IncomingHttpHeaders): { searchId: string; origin: 'auto' | 'user' } {
  const origin = headers[HEADER_SEARCH_ORIGIN] === SEARCH_ORIGIN_AUTO ? 'auto' : 'user';
  const inherited = origin === 'auto' ? validSearchId(headers[HEADER_SEARCH_ID]) : null;
  return { searchId: inherited ?? crypto.randomUUID(), origin };
}
