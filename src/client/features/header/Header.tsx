import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDispatch } from 'react-redux';
import { Logo } from '../../components/Logo';
import { SEARCH_BOX_WIDTH_CH } from '../../config/constants';
import { ProductTitle } from '../content';
import { searchReset } from '../search';
import { LanguageMenu } from './LanguageMenu';
import { LanguageSelector } from '../session';
import { SearchBox } from './SearchBox';
import { UserMenu } from './UserMenu';

/** The search box's widths by breakpoint, for global.css, which picks one per screen width. */
const SEARCH_BOX_WIDTHS = {
  '--search-box-small': `${SEARCH_BOX_WIDTH_CH.small}ch`,
  '--search-box-medium': `${SEARCH_BOX_WIDTH_CH.medium}ch`,
  '--search-box-large': `${SEARCH_BOX_WIDTH_CH.large}ch`,
} as CSSProperties;

/**
 * The fixed header of every signed-in screen, one row at every width: what gives way
 * on narrower screens is laid out in global.css; below the width for four language buttons the
 * language is a menu showing the active one.
 */
export function Header() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const goHome = () => {
    dispatch(searchReset());
    navigate('/');
  };
  return (
    <header className="app-header" style={SEARCH_BOX_WIDTHS}>
      <button type="button" className="app-title" onClick={goHome} aria-label={t('header.home')}>
        <Logo />
        <span className="app-title__text"><ProductTitle /></span>
      </button>
      <SearchBox />
      <div className="app-header__tools">
        <div className="app-header__languages">
          <LanguageSelector />
        </div>
        <div className="app-header__language-menu">
          <LanguageMenu />
        </div>
        <UserMenu />
      </div>
    </header>
  );
}
