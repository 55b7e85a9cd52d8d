import { Col, Row, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { BrandInfoPanel } from '../filters/BrandInfoPanel';
import { FilterDrawer } from '../filters/FilterDrawer';
import { Header } from '../header/Header';
import { OrderBoxes } from '../results/OrderBoxes';
import { ResultsList } from '../results/ResultsList';
import { SearchErrorModal } from '../results/SearchErrorModal';
import { SearchRouteSync } from '../search/SearchRouteSync';
import { WelcomeBox } from './WelcomeBox';

/**
 * The search page (spec §2): the welcome box until the first search; then filters and brand notes
 * on the left (behind a button on a phone) and the results on the right, with the order boxes below.
 */
export function MainPage() {
  const { t } = useTranslation();
  const hasSearched = useAppSelector((state) => state.search.hasSearched);
  const loading = useAppSelector((state) => state.search.isLoadingResults);
  return (
    <div className="main-page">
      <SearchRouteSync />
      <Header />
      <main className="main-page__content">
        <h1 className="visually-hidden">{t('app.title')}</h1>
        {hasSearched ? (
          <Row gutter={[24, 16]}>
            <Col xs={24} md={8} lg={6}>
              <aside className="main-page__side">
                <FilterDrawer />
                <BrandInfoPanel />
              </aside>
            </Col>
            <Col xs={24} md={16} lg={18}>
              <ResultsList />
              <OrderBoxes />
            </Col>
          </Row>
        ) : (
          <WelcomeBox />
        )}
      </main>
      <SearchErrorModal />
      <Spin fullscreen spinning={loading} />
    </div>
  );
}

export default MainPage;
