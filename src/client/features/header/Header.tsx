import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { Logo } from '../../components/Logo';
import { searchReset } from '../search/search-slice';
import { LanguageSelector } from './LanguageSelector';
import { SearchBox } from './SearchBox';
import { UserMenu } from './UserMenu';

/** The fixed header of every signed-in screen (spec §2). */
export function Header() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const goHome = () => {
    dispatch(searchReset());
    navigate('/');
  };
  return (
    <header className="app-header">
      <button type="button" className="app-title" onClick={goHome} aria-label={t('header.home')}>
        <Logo />
        <span className="app-title__text">{t('app.title')}</span>
      </button>
      <SearchBox />
      <div className="app-header__tools">
        <LanguageSelector />
        <UserMenu />
      </div>
    </header>
  );
}
