/**
 * The values of the HTTP contract that code needs at run time: paths, header and cookie names,
 * limits, and the closed lists the schemas in contract.ts are built from. This module has no
 * dependencies, so the SPA can import it without pulling the schema library into its bundle.
 */
export const API_PREFIX = '/api';

export const HEADER_LANGUAGE = 'x-selected-language';
/** On every answer: the request's id, the caller's own when it is a plain one. */
export const HEADER_REQUEST_ID = 'x-request-id';
export const HEADER_SEARCH_ID = 'x-search-id';
export const HEADER_SEARCH_ORIGIN = 'x-search-origin';
/** On every search response: the catalogue version the answer was read from (GET /api/health names the current one). */
export const HEADER_CATALOGUE_VERSION = 'x-catalogue-version';
export const SEARCH_ORIGIN_AUTO = 'auto';
export const SESSION_COOKIE = 'session_id';
/**
 * The browser session's own cookie: a random id without an expiry, so the browser drops it when it
 * closes. A sign-in without remember-me is bound to it (docs/api.md, Sign-in).
 */
export const BROWSER_COOKIE = 'browser_session';

/**
 * A search answers at most this many articles; `total` in its answer counts all that match. The
 * server applies it and the page says so when a result is cut off at it.
 */
export const SEARCH_RESULT_LIMIT = 100;

/**
 * Suggestions as one types in the search box (GET /api/suggestions): from this many characters of
 * the normalised query, at most this many, each saying how it matched: its number starts with the
 * query, holds it further in, or is close to it (a mistyped number, docs/search-flow.md).
 */
export const SUGGESTION_MIN_LENGTH = 3;
export const SUGGESTION_LIMIT = 8;
export const SUGGESTION_MATCHES = ['prefix', 'inside', 'close'] as const;
/** Similar articles when nothing matches (GET /api/similar): the likeliest this many, best first. */
export const SIMILAR_RESULT_LIMIT = 20;

export const REPLACEMENT_MODES = ['replacement', 'exact_match'] as const;

/** A parts-list lookup (POST /api/lookup) answers at most this many lines; more is too_many_lines. */
export const LOOKUP_MAX_LINES = 500;
/** The largest quantity a parts-list line may ask for: far beyond any order, small enough that a line total stays exact. */
export const LOOKUP_MAX_QTY = 1_000_000;
/**
 * How a parts-list line was resolved: its number exactly; exactly after a supplier prefix was
 * stripped; by a replacement of the same brand (successor) or of another (alternative); several
 * articles with that exact number (ambiguous); nothing the customer may see (not_found); or the
 * line itself was unusable (invalid).
 */
export const LOOKUP_STATUSES = ['found', 'found_after_prefix', 'successor', 'alternative', 'ambiguous', 'not_found', 'invalid'] as const;
/** Why a line was invalid: its number (missing, not text, empty or too long once normalised) or its quantity. */
export const LOOKUP_LINE_PROBLEMS = ['invalid_number', 'invalid_qty'] as const;

/** A customer's user searches; a staff account uses the console at /admin and nothing else. */
export const USER_ROLES = ['customer', 'staff'] as const;

export const ERROR_CODES = [
  'invalid_request',
  'invalid_query',
  'invalid_credentials',
  'unauthorized',
  'forbidden',
  'conflict',
  'too_many_attempts',
  'too_many_lines',
  'too_many_requests',
  'not_found',
  'payload_too_large',
  'not_ready',
  'unavailable',
  'server_error',
  'import_running',
  'import_not_checked',
  'import_file_differs',
  'weak_password',
  'link_expired',
] as const;
