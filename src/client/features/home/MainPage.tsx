import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { usePageTitle } from '../../lib/use-page-title';
import { Header } from '../header';
import { SearchErrorModal, SearchRouteSync, selectIsLoadingResults } from '../search';
import { useSearchPageTitle } from './search-page-title';
import { SearchScreen } from './SearchScreen';
import { useSearchBoxFocusedOnStart, useStartPageShown } from './start-page';

/** The full-screen loading overlay; on its own, so a search starting or ending does not re-render the whole page. */
function LoadingOverlay() {
  const loading = useSelector(selectIsLoadingResults);
  return <Spin fullscreen spinning={loading} />;
}

/**
 * The search page: the URL in sync with the search, the header, the screen, the error modal, the
 * loading overlay; the tab named after the search shown.
 */
export function MainPage() {
  const { t } = useTranslation();
  usePageTitle(useSearchPageTitle());
  useSearchBoxFocusedOnStart(useStartPageShown());
  return (
    <div className="main-page">
      <SearchRouteSync />
      <Header />
      <main className="main-page__content">
        <h1 className="visually-hidden">{t('app.title')}</h1>
        <SearchScreen />
      </main>
      <SearchErrorModal />
      <LoadingOverlay />
    </div>
  );
}

export default MainPage;
