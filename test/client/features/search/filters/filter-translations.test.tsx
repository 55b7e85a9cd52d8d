import i18n from 'i18next';
import { SUPPORTED_LANGUAGES } from '../../../../../src/client/i18n/i18n';

/** Every leaf of a nested translation tree, as 'a.b' → text. */
function leaves(tree: Record<string, unknown>, prefix = ''): Array<[string, unknown]> {
  return Object.entries(tree).flatMap(([key, value]) => {
    const keyPath = prefix ? `${prefix}.${key}` : key;
    return value !== null && typeof value === 'object' ? leaves(value as Record<string, unknown>, keyPath) : [[keyPath, value] as [string, unknown]];
  });
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

/** The keys the filter feature asks for, with the English texts docs/behaviour.md quotes (Brands) where it does. */
const KEYS = [
  'filters.title', 'filters.open', 'filters.openWithActive', 'filters.onStock', 'filters.brands', 'filters.loading',
  'filters.noBrands', 'filters.active', 'filters.removeAll', 'filters.removeFilter',
  'brandInfo.title', 'brandInfo.not_sell_this_brand', 'brandInfo.send_inquiry_via_email',
];

describe('the filter texts', () => {
  it.each(SUPPORTED_LANGUAGES)('%s has a text for every key, with the placeholders of en', (language) => {
    for (const key of KEYS) {
      const text = i18n.getResource(language, 'translation', key);
      expect({ key, type: typeof text }).toEqual({ key, type: 'string' });
      expect({ key, placeholders: placeholders(text) }).toEqual({ key, placeholders: placeholders(i18n.getResource('en', 'translation', key)) });
    }
  });

  it('en gives the documented brand messages with {{brand}} for {brand}', () => {
    const t = i18n.getFixedT('en');
    expect(t('brandInfo.not_sell_this_brand', { brand: 'Festo' })).toBe('Festo: We do not sell this brand');
    expect(t('brandInfo.send_inquiry_via_email', { brand: 'Yaskawa' })).toBe('For Yaskawa: Please send enquiries via email');
    expect(t('filters.noBrands')).toBe('No brands available');
    expect(t('filters.onStock')).toBe('On stock');
  });

  it.each(SUPPORTED_LANGUAGES)('%s holds these keys for the filters and brand notes, and no others', (language) => {
    const texts = { filters: i18n.getResource(language, 'translation', 'filters'), brandInfo: i18n.getResource(language, 'translation', 'brandInfo') };
    expect(leaves(texts).map(([key]) => key).sort()).toEqual([...KEYS].sort());
  });
});
