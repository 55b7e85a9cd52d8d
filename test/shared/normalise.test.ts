import fc from 'fast-check';
import { normaliseQuery, REMOVED_QUERY_CHARACTERS } from '../../src/shared/normalise';

/** Every code point of a Unicode property, as strings. */
function codePointsWith(property: RegExp): string[] {
  const found: string[] = [];
  for (let code = 0; code <= 0x10ffff; code++) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    const character = String.fromCodePoint(code);
    if (property.test(character)) found.push(character);
  }
  return found;
}

describe('normaliseQuery', () => {
  it('removes exactly the characters docs/behaviour.md lists', () => {
    expect([...REMOVED_QUERY_CHARACTERS].sort().join('')).toBe([...'*-./ +,#&_?!@$%^()={}[]|\\:;"\'<>~'].sort().join(''));
  });

  it.each([...REMOVED_QUERY_CHARACTERS])('removes %j', (character) => {
    expect(normaliseQuery(`a${character}b${character}`)).toBe('ab');
  });

  it.each([
    ['6ES7214-1AG40-0XB0', '6es72141ag400xb0'],
    ['E2E-X5ME1-Z 2M', 'e2ex5me1z2m'],
    ['RKC 4.4T-5/TEL', 'rkc44t5tel'],
    ['ES 95 1S/1Ö', 'es951s1o'],
    ['"750"', '750'],
    ['  Siemens  ', 'siemens'],
    ['a*-./ +,#&_?!@$%^()={}[]|\\:;"\'<>~b', 'ab'],
    ['', ''],
  ])('normalises %j to %j', (query, expected) => {
    expect(normaliseQuery(query)).toBe(expected);
  });

  describe('forgives what customers paste', () => {
    it.each([
      ['a no-break space, as copied from a PDF', 'E3Z-D61\u00a02M', 'e3zd612m'],
      ['a narrow no-break space', 'E3Z-D61\u202f2M', 'e3zd612m'],
      ['a tab and a line break', 'E3Z-D61\t2M\n', 'e3zd612m'],
      ['an ideographic space', 'E3Z-D61\u30002M', 'e3zd612m'],
      ['en dashes', '6ES7214\u20131AG40\u20130XB0', '6es72141ag400xb0'],
      ['an em dash', '6ES7214\u20141AG40', '6es72141ag40'],
      ['a non-breaking hyphen', '6ES7214\u20111AG40\u20110XB0', '6es72141ag400xb0'],
      ['a minus sign', '750\u2212455', '750455'],
      ['a soft hyphen', '6ES7214\u00ad1AG40', '6es72141ag40'],
      ['a zero-width space and a byte-order mark', '\ufeff1040\u200b764', '1040764'],
      ['O typed for Ö', 'ES 95 1S/1O', 'es951s1o'],
      ['an umlaut, precomposed', 'ES 95 1S/1\u00d6', 'es951s1o'],
      ['an umlaut, as letter and combining mark', 'ES 95 1S/1O\u0308', 'es951s1o'],
      ['accents', 'Télémécanique', 'telemecanique'],
      ['full-width letters and digits', '\uff25\uff13\uff3a\uff0d\uff24\uff16\uff11', 'e3zd61'],
    ])('%s: %j is %j', (_what, query, expected) => {
      expect(normaliseQuery(query)).toBe(expected);
    });

    it('removes every Unicode space and every dash', () => {
      const separators = codePointsWith(/[\p{White_Space}\p{Dash_Punctuation}]/u);
      expect(separators.length).toBeGreaterThan(40);
      expect(separators.filter((character) => normaliseQuery(`a${character}b`) !== 'ab')).toEqual([]);
    });
  });

  it('keeps letters and signs that are not separators', () => {
    expect(normaliseQuery('ß`µ')).toBe('ß`μ');
  });

  it('is stable: a normalised query normalises to itself, as stored keys and queries must', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => {
      const once = normaliseQuery(text);
      expect(normaliseQuery(once)).toBe(once);
    }), { numRuns: 2000 });
  });
});
