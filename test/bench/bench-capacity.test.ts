/**
 * The capacity benchmark's customer mix and its reading of the cases, and the compression table's
 * encodings: the mix holds each class in its share, and the table compresses as the server does.
 */
import zlib from 'node:zlib';
import { capacityChecks, CUSTOMER_MIX, mixedPaths, twoInstanceGrowth, withinTarget, type CapacityCase } from '../../bench/capacity';
import { ACCEPT_ENCODING, assertSameAsServer, compressAt, encodingOption, sentAs, serverCandidate } from '../../bench/lib/encodings';
import { transferMs } from '../../bench/compression';
import type { QueryClass } from '../../bench/lib/query-classes';
import { compress } from '../../src/server/compression';
import { ANSWER_BROTLI_QUALITY, ANSWER_COMPRESSION_MIN_BYTES, ANSWER_GZIP_LEVEL } from '../../src/server/config';

const queryClass = (name: string, ...qs: string[]): QueryClass => ({ name, description: name, queries: qs.map((q) => ({ q })) });

describe('the capacity benchmark', () => {
  it('mixes the classes in their shares, each class\'s queries in turn, the same order every run', () => {
    const classes = [queryClass('exact', 'a1', 'a2'), queryClass('prefix', 'p1'), queryClass('miss', 'm1'), queryClass('not-in-the-mix', 'x')];
    const paths = mixedPaths(classes, { exact: 60, prefix: 30, miss: 10 });
    expect(paths).toHaveLength(100);
    const count = (q: string) => paths.filter((p) => p === `/api/search?q=${q}`).length;
    expect([count('a1'), count('a2'), count('p1'), count('m1'), count('x')]).toEqual([30, 30, 30, 10, 0]);
    expect(paths.slice(0, 10)).not.toEqual([...paths].sort().slice(0, 10));
    expect(mixedPaths(classes, { exact: 60, prefix: 30, miss: 10 })).toEqual(paths);
  });

  it('keeps the others\' ratio when a class of the mix is missing, and refuses classes none of which is in it', () => {
    const paths = mixedPaths([queryClass('exact', 'a'), queryClass('prefix', 'p')]);
    const exactShare = paths.filter((p) => p.endsWith('q=a')).length / paths.length;
    expect(exactShare).toBeCloseTo(CUSTOMER_MIX.exact / (CUSTOMER_MIX.exact + CUSTOMER_MIX.prefix), 1);
    expect(() => mixedPaths([queryClass('other', 'o')])).toThrow('none of the query classes is in the customer mix');
  });

  const run = (backend: 'sqlite' | 'postgres', instances: number, connections: number, searchesPerSecond: number, p99: number, instancesCpu = 0.6): CapacityCase => ({
    backend, instances, connections, searchesPerSecond, p50: p99 / 3, p99, max: p99 * 2, errors: 0,
    cpuMsPerSearch: { instances: instancesCpu, postgres: backend === 'postgres' ? 0.5 : null, loadGenerator: 0.1 }, instanceRssMiB: [120], customers: searchesPerSecond * 5,
  });
  const cases = [
    run('sqlite', 1, 4, 1500, 6), run('sqlite', 1, 16, 1600, 30),
    run('postgres', 1, 4, 800, 12), run('postgres', 1, 16, 1000, 40),
    run('postgres', 2, 4, 900, 20), run('postgres', 2, 16, 1300, 60, 0.71),
  ];

  it('takes the most searches/s within the p99 target as each setup\'s capacity, and the growth at the most connections', () => {
    expect(withinTarget(cases).map((c) => [c.backend, c.instances, c.searchesPerSecond])).toEqual([['sqlite', 1, 1500], ['postgres', 1, 800], ['postgres', 2, 900]]);
    expect(twoInstanceGrowth(cases)).toBe(1.3);
    expect(twoInstanceGrowth(cases.filter((c) => c.backend === 'sqlite'))).toBeNull();
  });

  it('checks the p99 at the fewest connections, the errors and what a second instance adds to the CPU of a search', () => {
    expect(capacityChecks(cases).map((c) => `${c.target}: ${c.measured} ${c.met}`)).toEqual([
      'customer mix p99, SQLite, 1 instance, 4 conns ≤ 25 ms: 6 ms true',
      'customer mix p99, PostgreSQL, 1 instance, 4 conns ≤ 25 ms: 12 ms true',
      'customer mix p99, PostgreSQL, 2 instances, 4 conns ≤ 25 ms: 20 ms true',
      'customer mix errors, every case ≤ 0: 0 true',
      'PostgreSQL, CPU per search (instances + database) with 2 instances ÷ with 1, 16 conns ≤ 1.2×: 1.1× true',
    ]);
    const dearer = cases.map((c) => (c.instances === 2 ? { ...c, cpuMsPerSearch: { ...c.cpuMsPerSearch, postgres: 1 } } : c));
    expect(capacityChecks(dearer).at(-1)).toMatchObject({ measured: '1.55×', met: false });
  });
});

describe('the compression table\'s encodings', () => {
  const answer = Buffer.from(JSON.stringify({ articles: Array.from({ length: 100 }, (_, i) => ({ artnr: `6ES7 214-${i}`, brand: 'Siemens', price: i * 1.5 })) }));

  it('ask for what the server then chooses: brotli for Chromium\'s header, gzip without brotli, nothing for identity', () => {
    expect(ACCEPT_ENCODING.br).toBe('gzip, deflate, br, zstd');
    expect(serverCandidate('br')).toEqual({ encoding: 'br', level: ANSWER_BROTLI_QUALITY });
    expect(serverCandidate('gzip')).toEqual({ encoding: 'gzip', level: ANSWER_GZIP_LEVEL });
    expect(serverCandidate('identity')).toEqual({ encoding: 'identity', level: 0 });
    expect(() => encodingOption('deflate')).toThrow('--encoding must be identity, gzip, br, not "deflate"');
  });

  it('compress at the configured levels exactly as the server does, and at other levels decodably', () => {
    expect(() => assertSameAsServer(answer)).not.toThrow();
    expect(compressAt(answer, serverCandidate('br'))).toEqual(compress(answer, 'br'));
    expect(zlib.brotliDecompressSync(compressAt(answer, { encoding: 'br', level: 6 }))).toEqual(answer);
    expect(zlib.gunzipSync(compressAt(answer, { encoding: 'gzip', level: 1 }))).toEqual(answer);
    expect(compressAt(answer, { encoding: 'br', level: 6 }).length).toBeLessThan(compressAt(answer, { encoding: 'br', level: 1 }).length);
  });

  it('send an answer below the threshold as it is', () => {
    const small = answer.subarray(0, ANSWER_COMPRESSION_MIN_BYTES - 1);
    expect(sentAs(small, 'br')).toBe(small);
    expect(sentAs(answer, 'br')).toEqual(compress(answer, 'br'));
    expect(sentAs(answer, 'identity')).toBe(answer);
  });

  it('time the bytes on the slow 4G link: 1.6 Mbit/s, 20 kB in 100 ms', () => {
    expect(transferMs(20_000)).toBe(100);
    expect(transferMs(406)).toBe(2);
  });
});
