/**
 * fast-check arbitraries for hostile input, and what docs/api.md (Search) says the search parameters
 * accept, so a property can tell a request that must be refused from one that must be served.
 */
import fc from 'fast-check';
import { MAX_FILTER_BRANDS, MAX_QUERY_LENGTH } from '../../../../src/server/config';
import { LOOKUP_MAX_QTY, REPLACEMENT_MODES } from '../../../../src/shared/api-constants';
import { MAX_RAW_QUERY_LENGTH } from '../../../../src/shared/contract';
import { normaliseQuery } from '../../../../src/shared/normalise';

const HOSTILE_TEXTS = [
  '', ' ', '%', '_', '%%', '6es7%', '6ES7_214', '*', "'", '"', "' OR '1'='1", '" OR 1=1 --', "'; DROP TABLE articles; --",
  '\\', '\u0000', '\r\nX-Injected: 1', '__proto__', 'constructor', 'prototype', 'toString', '[]', '{}', '["__proto__"]',
  '{"__proto__":{"polluted":true}}', '[{"a":1}]', '["Wago",1]', '["Wa%"]', '["Wago"]', '[""]', 'null', 'true', 'false', 'TRUE',
  '1', '0', '-1', 'NaN', 'undefined', '\uFEFF750', '\uD800', '😀', '../../etc/passwd', '<script>alert(1)</script>',
  '${jndi:ldap://x/a}', 'replacement', 'exact_match', 'REPLACEMENT',
  // The ends of the code point ranges, where a prefix search's upper bound is computed.
  '\u{10FFFF}', '6es7\u{10FFFF}', '\u{10FFFF}\u{10FFFF}', '\uD7FF', '6\uD7FF', '\uFFFF', '\u007F',
];

/** Text a client might send in a parameter: the usual suspects, random code points, 10 kB. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXTS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
  fc.tuple(fc.constantFrom('a', '%', '_', "'", 'ö', '6es7-', '\u0000'), fc.integer({ min: 9_000, max: 10_240 }))
    .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length)),
);

/** Escapes that do not decode to UTF-8: a lone byte, a cut sequence, an overlong form, a surrogate. */
export const undecodableEscape = fc.constantFrom('%FF%FE', '%C3%28', '%E2%82', '%ED%A0%80', '%F4%90%80%80', '%C0%AF', '%', '%G1', '%E0%80%AF');

/** Percent-encodes the UTF-8 of `text` (a lone surrogate becomes U+FFFD, as a browser sends it). */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
}

/** What the server decodes a parameter to: the text, or null when its escapes are broken. */
export interface ParamValue {
  raw: string;
  decoded: string | null;
}

export const paramValue: fc.Arbitrary<ParamValue> = fc.oneof(
  { weight: 4, arbitrary: hostileText.map((text) => ({ raw: percentEncode(text), decoded: Buffer.from(text, 'utf8').toString('utf8') })) },
  { weight: 1, arbitrary: fc.tuple(fc.string({ unit: 'grapheme-ascii', maxLength: 6 }), undecodableEscape).map(([text, escape]) => ({ raw: percentEncode(text) + escape, decoded: null })) },
);

/** A parameter absent, present once (most often), or repeated (which the parser turns into an array). */
export const occurrences = (value: fc.Arbitrary<ParamValue>) => fc.oneof(
  { weight: 2, arbitrary: fc.constant<ParamValue[]>([]) },
  { weight: 5, arbitrary: fc.tuple(value).map((one): ParamValue[] => one) },
  { weight: 1, arbitrary: fc.array(value, { minLength: 2, maxLength: 3 }) },
);

/** A parameter's value: mostly one of `valid`, sometimes anything at all. */
export const mostly = (...valid: string[]) => fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...valid).map((text): ParamValue => ({ raw: percentEncode(text), decoded: text })) },
  { weight: 1, arbitrary: paramValue },
);

export type Params = Record<string, ParamValue[]>;

export function queryString(params: Params): string {
  return Object.entries(params).flatMap(([name, values]) => values.map((value) => `${percentEncode(name)}=${value.raw}`)).join('&');
}

/** The single decoded value of a parameter, or undefined when absent; 'invalid' when repeated or undecodable. */
function single(values: ParamValue[] | undefined): string | undefined | 'invalid' {
  if (!values || values.length === 0) return undefined;
  if (values.length > 1 || values[0].decoded === null) return 'invalid';
  return values[0].decoded;
}

/** A query the search takes: present, and 1–MAX_QUERY_LENGTH characters once normalised (or, `emptyTaken`, absent or empty too). */
function validQ(values: ParamValue[] | undefined, emptyTaken = false): boolean {
  const q = single(values);
  if (q === undefined) return emptyTaken;
  if (q === 'invalid' || [...q].length > MAX_RAW_QUERY_LENGTH) return false;
  const normalised = normaliseQuery(q);
  return (emptyTaken || normalised.length > 0) && normalised.length <= MAX_QUERY_LENGTH;
}

function validFlag(values: ParamValue[] | undefined): boolean {
  const flag = single(values);
  return flag === undefined || flag === 'true' || flag === 'false';
}

function validBrands(values: ParamValue[] | undefined): boolean {
  const brands = single(values);
  if (brands === undefined || brands === '') return true;
  if (brands === 'invalid' || brands.length > 10_000) return false;
  try {
    const parsed: unknown = JSON.parse(brands);
    return Array.isArray(parsed) && parsed.length <= MAX_FILTER_BRANDS
      && parsed.every((brand) => typeof brand === 'string' && brand.length > 0 && brand.length <= 100);
  } catch {
    return false;
  }
}

/** A parameter the call does not name is refused, like any unknown property (docs/api.md, Every call). */
const onlyNamed = (params: Params, names: string[]) => Object.entries(params).every(([name, values]) => values.length === 0 || names.includes(name));

const anyUndecodable = (params: Params) => Object.values(params).some((values) => values.some((value) => value.decoded === null));

/** Whether GET /api/search must serve these parameters (200) or refuse them (400 invalid_query). */
export function searchAccepts(params: Params): boolean {
  return !anyUndecodable(params) && onlyNamed(params, ['q', 'exact', 'onstock', 'brands'])
    && validQ(params.q) && validFlag(params.exact) && validFlag(params.onstock) && validBrands(params.brands);
}

/** GET /api/similar: the search's parameters but `exact`. */
export function similarAccepts(params: Params): boolean {
  return !anyUndecodable(params) && onlyNamed(params, ['q', 'onstock', 'brands'])
    && validQ(params.q) && validFlag(params.onstock) && validBrands(params.brands);
}

/** GET /api/suggestions: `q` alone, which may be empty or absent (no suggestions then). */
export function suggestionsAccepts(params: Params): boolean {
  return !anyUndecodable(params) && onlyNamed(params, ['q']) && validQ(params.q, true);
}

export function replacementsAccepts(params: Params): boolean {
  const mode = single(params.mode);
  return !anyUndecodable(params) && onlyNamed(params, ['q', 'mode']) && validQ(params.q) && (REPLACEMENT_MODES as readonly string[]).includes(mode ?? '');
}

/** Why POST /api/lookup must answer a parts-list line as invalid, or null when it must look it up. */
export function lookupLineProblem(line: unknown): 'invalid_number' | 'invalid_qty' | null {
  const { q, qty } = (typeof line === 'object' && line !== null ? line : {}) as { q?: unknown; qty?: unknown };
  if (typeof q !== 'string' || q.length > MAX_RAW_QUERY_LENGTH) return 'invalid_number';
  const normalised = normaliseQuery(q);
  if (normalised.length === 0 || normalised.length > MAX_QUERY_LENGTH) return 'invalid_number';
  const validQty = qty === undefined || (typeof qty === 'number' && Number.isInteger(qty) && qty >= 1 && qty <= LOOKUP_MAX_QTY);
  return validQty ? null : 'invalid_qty';
}
