/**
 * The characters spec §5 removes from a query before it is sent. The server normalises again
 * with this same function, so `artnrt4` (the normalised article number) and a normalised query
 * always compare byte for byte.
 */
export const REMOVED_QUERY_CHARACTERS = '*-./ +,#&_?!@$%^()={}[]|\\:;"\'<>~';

const removed = new RegExp(`[${REMOVED_QUERY_CHARACTERS.replace(/[\\\]^-]/g, '\\$&')}]`, 'g');

export function normaliseQuery(query: string): string {
  return query.toLowerCase().replace(removed, '');
}
