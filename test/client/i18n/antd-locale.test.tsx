import { act, renderHook } from '@testing-library/react';
import { loadAntdLocale, useAntdLocale } from '../../../src/client/i18n/antd-locale';
import type { Language } from '../../../src/shared/languages';

describe('antd locales', () => {
  // First: later tests load every locale, and a loaded locale is shown at once.
  it('keeps the locale shown until the chosen one has loaded, then shows it', async () => {
    const { result, rerender } = renderHook(({ language }: { language: Language }) => useAntdLocale(language), { initialProps: { language: 'EN' } });
    expect(result.current.locale).toBe('en');
    rerender({ language: 'DE' });
    expect(result.current.locale).toBe('en');
    await act(async () => {
      await loadAntdLocale('DE');
    });
    expect(result.current.locale).toBe('de');
    rerender({ language: 'FR' });
    expect(result.current.locale).toBe('de');
    await act(async () => {
      await loadAntdLocale('FR');
    });
    expect(result.current.locale).toBe('fr');
    rerender({ language: 'EN' });
    expect(result.current.locale).toBe('en');
  });

  it.each<[Language, string]>([['EN', 'en'], ['DE', 'de'], ['FR', 'fr'], ['ES', 'es']])('loads %s', async (language, locale) => {
    expect((await loadAntdLocale(language)).locale).toBe(locale);
  });
});
