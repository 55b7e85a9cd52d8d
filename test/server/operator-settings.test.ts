/** The small rules under the operator's view: METRICS_ALLOW, the address check, and a search's kind. */
import { readConfig } from '../../src/server/config';
import { allowedAddresses } from '../../src/server/metrics/allowed-addresses';
import { searchKind } from '../../src/server/store/search-results';

describe('METRICS_ALLOW', () => {
  it('is loopback only when unset or empty', () => {
    expect(readConfig({}).metricsAllow).toEqual(['127.0.0.1', '::1']);
    expect(readConfig({ METRICS_ALLOW: ' ' }).metricsAllow).toEqual(['127.0.0.1', '::1']);
  });

  it('takes addresses and networks of both families, separated by commas', () => {
    expect(readConfig({ METRICS_ALLOW: '127.0.0.1, 10.0.0.0/8,fd00::/8,::1' }).metricsAllow).toEqual(['127.0.0.1', '10.0.0.0/8', 'fd00::/8', '::1']);
  });

  it.each(['localhost', '10.0.0.0/33', 'fd00::/129', '10.0.0.1/8/8', '10.0.0.0/x', '300.1.1.1', '*'])('refuses "%s" at start', (value) => {
    expect(() => readConfig({ METRICS_ALLOW: value })).toThrow(/METRICS_ALLOW/);
  });
});

describe('allowedAddresses', () => {
  const allowed = allowedAddresses(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);
  it.each([
    ['127.0.0.1', true],
    ['::ffff:127.0.0.1', true],
    ['10.200.3.4', true],
    ['::ffff:10.1.1.1', true],
    ['fd12::1', true],
    ['127.0.0.2', false],
    ['11.0.0.1', false],
    ['::1', false],
    ['fe80::1', false],
    ['', false],
    ['not an address', false],
  ])('%s → %s', (address, expected) => {
    expect(allowed(address)).toBe(expected);
  });
});

describe('searchKind', () => {
  const query = { exact: false, brands: null, onstock: false };
  it.each([
    ['a plain prefix', 'prefix', query, 10],
    ['an exact number', 'exact', { ...query, exact: true }, 1],
    ['a brand filter', 'brand', { ...query, brands: ['Wago'] }, 5],
    ['the on-stock filter', 'on-stock', { ...query, onstock: true }, 5],
    ['a brand filter on stock (read brand by brand)', 'brand', { ...query, brands: ['Wago'], onstock: true }, 5],
    ['anything finding nothing', 'miss', { exact: true, brands: ['Wago'], onstock: true }, 0],
  ] as const)('%s is %s', (_label, kind, asked, total) => {
    expect(searchKind(asked, total)).toBe(kind);
  });
});
