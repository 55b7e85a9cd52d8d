import { stripSupplierPrefix, SUPPLIER_PREFIXES } from '../../src/shared/supplier-prefixes';

describe('supplier prefixes (docs/behaviour.md, Search)', () => {
  it('are the 32 that docs/behaviour.md lists', () => {
    expect(SUPPLIER_PREFIXES).toEqual([
      'SIC', 'LEU', 'BAL', 'OMR', 'IFM', 'BAU', 'EUC', 'CRO', 'WEN', 'BEC', 'SCH', 'STE', 'STT', 'CON', 'JUM', 'KEY',
      'SCM', 'PHO', 'CAG', 'WER', 'DIS', 'SEN', 'TUR', 'PAN', 'VEG', 'EAT', 'FIN', 'PEP', 'WAG', 'WIE', 'WEI', 'TLM',
    ]);
  });

  it.each(SUPPLIER_PREFIXES.map((prefix) => [prefix]))('strips %s, in any case', (prefix) => {
    expect(stripSupplierPrefix(`${prefix}1040764`)).toBe('1040764');
    expect(stripSupplierPrefix(`${prefix.toLowerCase()}e2e-x5me1`)).toBe('e2e-x5me1');
  });

  it.each([['1040764'], ['ABC123'], ['SIC'], ['XSIC123']])('leaves %j alone', (query) => {
    expect(stripSupplierPrefix(query)).toBeNull();
  });
});
