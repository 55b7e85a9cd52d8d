/** The build's compressed copies of the page's files (src/client/build/precompress-plugin.js). */
import zlib from 'node:zlib';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { compressedVariants, PRECOMPRESS_MIN_BYTES } = require('../../../src/client/build/precompress-plugin') as {
  compressedVariants: (name: string, content: Buffer) => { name: string; content: Buffer }[];
  PRECOMPRESS_MIN_BYTES: number;
};

const text = (bytes: number) => Buffer.from('const answer = 42; '.repeat(Math.ceil(bytes / 19)).slice(0, bytes));

describe('compressedVariants', () => {
  it.each(['assets/main.abc.js', 'assets/main.abc.css', 'index.html', 'locales/de/translation.abc.json'])('writes %s.br and .gz, each the file once decompressed', (name) => {
    const content = text(20_000);
    const variants = compressedVariants(name, content);
    expect(variants.map((variant) => variant.name)).toEqual([`${name}.br`, `${name}.gz`]);
    expect(zlib.brotliDecompressSync(variants[0].content)).toEqual(content);
    expect(zlib.gunzipSync(variants[1].content)).toEqual(content);
    expect(variants[0].content.length).toBeLessThan(content.length / 10);
  });

  it(`leaves files under ${PRECOMPRESS_MIN_BYTES} bytes alone`, () => {
    expect(compressedVariants('index.html', text(PRECOMPRESS_MIN_BYTES - 1))).toEqual([]);
    expect(compressedVariants('index.html', text(PRECOMPRESS_MIN_BYTES))).toHaveLength(2);
  });

  it.each(['assets/logo.png', 'assets/font.woff2', 'asset-manifest.json.br'])('leaves %s alone: already compressed, or not text', (name) => {
    expect(compressedVariants(name, text(20_000))).toEqual([]);
  });

  it('keeps only a compressed file smaller than the file', () => {
    const random = Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919) % 251));
    expect(compressedVariants('assets/noise.js', random).every((variant) => variant.content.length < random.length)).toBe(true);
  });
});
