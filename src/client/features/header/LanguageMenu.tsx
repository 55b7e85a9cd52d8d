import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../shared/languages';
import { useDispatch, useSelector } from 'react-redux';
import { languageSelected, selectLanguage } from '../session';

/**
 * The language choice where the header has no room for four buttons: one button showing the
 * active language, whose menu holds EN, DE, FR and ES with the active one marked.
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const active = useSelector(selectLanguage);
  const items: MenuProps['items'] = LANGUAGES.map((language) => ({
    key: language,
    label: <span lang={language.toLowerCase()}><strong>{language}</strong> {t(`languages.${language}`)}</span>,
  }));
  const choose: MenuProps['onClick'] = ({ key }) => dispatch(languageSelected(key as Language));
  return (
    <Dropdown menu={{ items, selectable: true, selectedKeys: [active], onClick: choose }} trigger={['click']} placement="bottomRight">
      <Button className="language-menu" aria-label={t('header.languageMenu', { language: t(`languages.${active}`) })}>
        {active} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
