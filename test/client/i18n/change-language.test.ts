/** The document's `lang` names the language of the texts shown (docs/behaviour.md, Languages). */
import i18n from 'i18next';
import { changeTranslationLanguage } from '../../../src/client/i18n/i18n';

afterEach(async () => {
  jest.restoreAllMocks();
  await changeTranslationLanguage('EN');
});

it('is set once the texts of the language chosen are there, not before', async () => {
  let textsThere: () => void = () => undefined;
  const switching = i18n.changeLanguage.bind(i18n);
  jest.spyOn(i18n, 'changeLanguage').mockImplementation(async (language) => {
    await new Promise<void>((resolve) => { textsThere = resolve; });
    return switching(language);
  });
  const changed = changeTranslationLanguage('FR');
  expect(document.documentElement.lang).not.toBe('fr');
  textsThere();
  await changed;
  expect(document.documentElement.lang).toBe('fr');
  expect(i18n.t('languages.FR')).toBe(i18n.getResource('fr', 'translation', 'languages.FR'));
});
