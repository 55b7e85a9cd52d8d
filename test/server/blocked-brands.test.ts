import { parseBlockedBrands } from '../../src/server/auth/authenticate';

describe('parseBlockedBrands: the canonical brands of blocked_brands as an operator typed it', () => {
  it.each([
    ['', []],
    ['Pilz,Omron', ['Pilz', 'Omron']],
    [' omron , PILZ,siemens ', ['Omron', 'Pilz', 'Siemens']],
    ['ABB Jokab', ['ABB']],
    ['Pilz,,', ['Pilz']],
    ['No Such Brand', ['No Such Brand']],
    ['constructor,__proto__', ['constructor', '__proto__']],
  ])('%j → %j', (typed, canonical) => {
    expect(parseBlockedBrands(typed)).toEqual(canonical);
  });
});
