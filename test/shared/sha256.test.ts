import crypto from 'node:crypto';
import fc from 'fast-check';
import { sha256 } from '../../src/shared/sha256';

const nodeSha256 = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');

describe('sha256', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq', '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1'],
    ['demo1234', nodeSha256('demo1234')],
  ])('hashes %p as FIPS 180-4 says', (text, expected) => {
    expect(sha256(text)).toBe(expected);
  });

  it('hashes texts across the padding boundaries (55, 56, 63, 64 bytes) like node:crypto', () => {
    for (let length = 0; length <= 200; length++) expect(sha256('x'.repeat(length))).toBe(nodeSha256('x'.repeat(length)));
  });

  it('hashes any text, non-ASCII included, as its UTF-8 bytes', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => sha256(text) === nodeSha256(text)), { numRuns: 500 });
  });

  it('hashes a long text (a support log) like node:crypto', () => {
    const text = JSON.stringify(Array.from({ length: 5000 }, (_, n) => ({ n, type: 'search/submitted', payload: 'Größe €' })));
    expect(sha256(text)).toBe(nodeSha256(text));
  });
});
