import { Button } from 'antd';
// Space.Compact alone, without the rest of Space: this selector is on the sign-in page.
import SpaceCompact from 'antd/lib/space/Compact';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../shared/languages';
import { useDispatch, useSelector } from 'react-redux';
import { selectLanguage } from './session-selectors';
import { languageSelected } from './session-slice';

/** EN, DE, FR, ES; the active one is highlighted (docs/behaviour.md, Header). */
export function LanguageSelector() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const active = useSelector(selectLanguage);
  return (
    <SpaceCompact role="group" aria-label={t('header.language')}>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          type={language === active ? 'primary' : 'default'}
          aria-pressed={language === active}
          lang={language.toLowerCase()}
          title={t(`languages.${language}`)}
          onClick={() => dispatch(languageSelected(language))}
        >
          {language}
        </Button>
      ))}
    </SpaceCompact>
  );
}
