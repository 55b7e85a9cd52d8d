/**
 * How a query and an article number are compared. The server normalises the query again with this
 * same function, and stores every article's number normalised by it (`artnrt4`), so a normalised
 * query and `artnrt4` always compare byte for byte. Changing the rule changes stored keys: a
 * catalogue loaded under an older rule must be loaded again (see docs/search-flow.md).
 */

/** The characters always removed from a query: the separators article numbers are printed with. */
export const REMOVED_QUERY_CHARACTERS = '*-./ +,#&_?!@$%^()={}[]|\\:;"\'<>~';

/**
 * What a number copied from a PDF, a web page or a word processor carries instead of a plain space
 * or hyphen: every Unicode space (no-break, narrow, thin, ideographic, tab, line break), every
 * dash (en, em, non-breaking hyphen, figure dash, …), the minus sign, and the invisible soft
 * hyphen, zero-width spaces, word joiner and byte-order mark. They are removed like the space and
 * hyphen they stand for.
 */
const UNICODE_SPACES_AND_DASHES = '\\p{White_Space}\\p{Dash_Punctuation}\\u2212\\u00ad\\u200b-\\u200d\\u2060\\ufeff';

const removed = new RegExp(`[${REMOVED_QUERY_CHARACTERS.replace(/[\\\]^-]/g, '\\$&')}${UNICODE_SPACES_AND_DASHES}]`, 'gu');

/** The accents and umlauts that compatibility decomposition splits off their letters. */
const combiningMarks = /\p{Mark}/gu;

/**
 * Lowercased, with accents and umlauts dropped (`1Ö` and `1O` are one number: customers type the O
 * when their keyboard has no Ö) and width variants folded (`Ｅ３Ｚ` is `e3z`), and without the
 * separators above.
 */
export function normaliseQuery(query: string): string {
  return query.normalize('NFKD').toLowerCase().replace(combiningMarks, '').replace(removed, '');
}
