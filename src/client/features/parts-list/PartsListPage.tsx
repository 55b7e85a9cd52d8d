import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/use-page-title';
import { Header } from '../header';
import { PartsListScreen } from './PartsListScreen';

/** /parts-list: the header and the parts list, in a chunk of its own. */
export function PartsListPage() {
  const { t } = useTranslation();
  usePageTitle(t('partsList.title'));
  return (
    <div className="main-page">
      <Header />
      <main className="main-page__content">
        <PartsListScreen />
      </main>
    </div>
  );
}

export default PartsListPage;
