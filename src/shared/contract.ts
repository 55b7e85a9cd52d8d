/**
 * The HTTP contract between the SPA and the server (docs/behaviour.md, API). Both halves import these
 * shapes, so a change here is a change to both.
 */
import type { Language } from './languages';

export const API_PREFIX = '/api';

export const HEADER_LANGUAGE = 'x-selected-language';
export const HEADER_SEARCH_ID = 'x-search-id';
export const HEADER_SEARCH_ORIGIN = 'x-search-origin';
/** On every search response: the catalogue version the answer was read from (GET /api/health names the current one). */
export const HEADER_CATALOGUE_VERSION = 'x-catalogue-version';
export const SEARCH_ORIGIN_AUTO = 'auto';
export const SESSION_COOKIE = 'session_id';

export interface Customer {
  id: number;
  name: string;
}

export interface User {
  id: number;
  username: string;
  customer: Customer | null;
  /** Comma-separated canonical brand names this user must never see. */
  blocked_brands: string;
}

export interface LoginRequest {
  useremail: string;
  /** Lowercase hex SHA-256 of the UTF-8 password. */
  passwordhash: string;
  remember?: boolean;
}

export interface LoginResponse {
  token: string;
  user: User;
}

export interface ProfileResponse {
  user: User;
}

export interface BrandsResponse {
  brands: string[];
}

export interface Article {
  brand: string;
  artnr: string;
  artnrt4: string;
  to_artnrt4: string;
  name: string;
  onstock: number | string;
  delivery_time_weeks: number | string;
  listprice: string;
  /** The signed-in customer's percentage for `discountgroup`; negative is a surcharge, null is "on request". */
  discount: number | null;
  discountgroup: string;
  metalsur: number | null;
  base_unit: string;
  moq: number | null;
  weight: number | null;
  weightunit: string | null;
  ctn: string | null;
  origin: string | null;
}

export interface BrandCount {
  brand: string;
  count: number;
}

/**
 * A search answers at most this many articles; `total` in its answer counts all that match. The
 * server applies it and the page says so when a result is cut off at it.
 */
export const SEARCH_RESULT_LIMIT = 100;

export interface SearchResponse {
  articles: Article[];
  brands: BrandCount[];
  onStock: number;
  total: number;
}

export const REPLACEMENT_MODES = ['replacement', 'exact_match'] as const;
export type ReplacementMode = (typeof REPLACEMENT_MODES)[number];

export interface Replacement {
  from_artnrt4: string;
  to_artnrt4: string;
  to_brand: string;
}

export interface ReplacementsResponse {
  replacements: Replacement[];
  originalBrand: string | null;
}

export interface HealthResponse {
  status: 'ok';
  articles: number;
  catalogueVersion: string;
}

export const ERROR_CODES = [
  'invalid_request',
  'invalid_query',
  'invalid_credentials',
  'unauthorized',
  'too_many_attempts',
  'not_found',
  'payload_too_large',
  'not_ready',
  'server_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorBody {
  error: ErrorCode;
  message: string;
}

export type { Language };
