import { normaliseQuery, REMOVED_QUERY_CHARACTERS } from '../../src/shared/normalise';

describe('normaliseQuery (spec §5)', () => {
  it('removes exactly the characters the specification lists', () => {
    expect([...REMOVED_QUERY_CHARACTERS].sort().join('')).toBe([...'*-./ +,#&_?!@$%^()={}[]|\\:;"\'<>~'].sort().join(''));
  });

  it.each([...REMOVED_QUERY_CHARACTERS])('removes %j', (character) => {
    expect(normaliseQuery(`a${character}b${character}`)).toBe('ab');
  });

  it.each([
    ['6ES7214-1AG40-0XB0', '6es72141ag400xb0'],
    ['E2E-X5ME1-Z 2M', 'e2ex5me1z2m'],
    ['RKC 4.4T-5/TEL', 'rkc44t5tel'],
    ['ES 95 1S/1Ö', 'es951s1ö'],
    ['"750"', '750'],
    ['  Siemens  ', 'siemens'],
    ['a*-./ +,#&_?!@$%^()={}[]|\\:;"\'<>~b', 'ab'],
    ['', ''],
  ])('normalises %j to %j', (query, expected) => {
    expect(normaliseQuery(query)).toBe(expected);
  });

  it('keeps characters the specification does not list', () => {
    expect(normaliseQuery('ÄÖÜ²µ`')).toBe('äöü²µ`');
  });
});
