import { Col, Row } from 'antd';
import { Activity } from 'react';
import { useSelector } from 'react-redux';
import { BrandInfoPanel, FilterDrawer, OrderBoxes, ResultsList, selectIsLoadingResults } from '../search';
import { useStartPageShown } from './start-page';
import { WelcomeBox } from './WelcomeBox';

/**
 * What the search page shows below the header (docs/behaviour.md, Results): the welcome box until the first search
 * (a page opened at a search address goes straight to that search's loading view);
 * then filters and brand notes on the left (behind a button on a phone) and the results on the
 * right with the order boxes below them. The replay view shows the same from a recorded state.
 */
export function SearchScreen() {
  const loading = useSelector(selectIsLoadingResults);
  const startPageShown = useStartPageShown();
  if (startPageShown) return <WelcomeBox />;
  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} md={8} lg={6}>
        <aside className="main-page__side">
          <FilterDrawer />
          <BrandInfoPanel />
        </aside>
      </Col>
      <Col xs={24} md={16} lg={18}>
        <ResultsList />
        {/* Hidden while loading: below the skeletons they would jump when the cards replace them. */}
        <Activity mode={loading ? 'hidden' : 'visible'}>
          <OrderBoxes />
        </Activity>
      </Col>
    </Row>
  );
}
