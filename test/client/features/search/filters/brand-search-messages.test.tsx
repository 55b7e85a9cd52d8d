/**
 * A searched brand without articles: the failed search and the brand notes never contradict each
 * other. Only a brand we sell is "in our catalog"; a brand we do not sell says so once.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { act, screen } from '@testing-library/react';
import i18n from 'i18next';
import { BrandInfoPanel } from '../../../../../src/client/features/search/filters/BrandInfoPanel';
import { searchErrorText } from '../../../../../src/client/features/search/filters/brand-notices';
import { ErrorDisplay } from '../../../../../src/client/features/search/results/ErrorDisplay';
import { SearchErrorModal } from '../../../../../src/client/features/search/results/SearchErrorModal';
import {
  loadingFinished, resultsReceived, searchFailed, searchStarted, searchTypeDetected, type SearchType,
} from '../../../../../src/client/features/search/search-slice';
import { brandKey } from '../../../../../src/shared/brands/brand-mapping';
import { createTestStore, renderWithStore, type TestStore } from '../../../support/test-store';
import { selectBrandMapping } from '../../../../../src/client/features/session';
import { initialSessionState } from '../../../../../src/client/features/session/session-slice';
import { withDemoBrandData } from '../../../support/demo-brand-data';

/** The mapping the page builds from the demo brand data it holds. */
const MAPPING = selectBrandMapping({ session: withDemoBrandData(initialSessionState) });
const entry = (name: string) => MAPPING[brandKey(name)];

afterEach(async () => {
  await act(async () => { await i18n.changeLanguage('en'); });
});

describe('searchErrorText', () => {
  it.each([
    ['a brand we sell (brand)', 'brand', 'Siemens', { key: 'results.errors.brand_search' }],
    ['an alias of a brand we sell (alternative_brand)', 'alternative_brand', 'SIMATIC', { key: 'results.errors.brand_search' }],
    ['a brand we do not sell', 'alternative_brand', 'Festo', { key: 'brandInfo.not_sell_this_brand', values: { brand: 'Festo' } }],
    ['an alias of a brand we do not sell', 'alternative_brand', 'Festo AG', { key: 'brandInfo.not_sell_this_brand', values: { brand: 'Festo' } }],
    ['a brand sold by enquiry only', 'alternative_brand', 'JUMO', { key: 'brandInfo.send_inquiry_via_email', values: { brand: 'JUMO' } }],
    ['a brand we do not sell, without a message', 'alternative_brand', 'Keyence', { key: 'results.errors.no_results' }],
  ] as const)('%s', (_what, searchType, name, expected) => {
    expect(searchErrorText('brand_search', searchType, entry(name))).toEqual(expected);
  });

  it('leaves every other error its own text', () => {
    expect(searchErrorText('no_results', 'alternative_brand', entry('Festo'))).toEqual({ key: 'results.errors.no_results' });
  });
});

/** The store after a brand search that found nothing; `first` keeps hasSearched false. */
function brandSearchFailed(store: TestStore, name: string, searchType: SearchType, first = false) {
  const actions: UnknownAction[] = first ? [] : [resultsReceived({ articles: [], brands: [], onStock: 0, query: 'x', exactMatch: false })];
  actions.push(
    searchStarted(),
    searchTypeDetected({ searchType, searchedBrand: entry(name).brand, searchedBrandData: entry(name) }),
    searchFailed({ errorType: 'brand_search', query: name }),
    loadingFinished(),
  );
  act(() => { for (const action of actions) store.dispatch(action); });
}

function renderPage() {
  const { store } = createTestStore();
  renderWithStore(
    <>
      <BrandInfoPanel />
      <ErrorDisplay errorType="brand_search" query="q" />
    </>,
    store,
  );
  return store;
}

describe('the results page after a brand search without articles', () => {
  it('says once that Festo is not sold, and never that it is in our catalog', () => {
    brandSearchFailed(renderPage(), 'Festo', 'alternative_brand');
    expect(screen.getAllByText('Festo: We do not sell this brand')).toHaveLength(1);
    expect(screen.queryByText(/in our catalog/)).toBeNull();
  });

  it('says it in German too, without "führen wir im Katalog"', async () => {
    await act(async () => { await i18n.changeLanguage('de'); });
    brandSearchFailed(renderPage(), 'Festo', 'alternative_brand');
    expect(screen.getAllByText(/Festo: .*führen wir nicht/)).toHaveLength(1);
    expect(screen.queryByText(/im Katalog/)).toBeNull();
  });

  it('keeps a note beside the error when the brand has one: Heidenhain', () => {
    brandSearchFailed(renderPage(), 'Heidenhain', 'alternative_brand');
    expect(screen.getAllByText('Heidenhain: We do not sell this brand')).toHaveLength(1);
    expect(screen.getByRole('note')).toHaveTextContent(/Heidenhain/);
  });

  it('tells a brand we sell that it is in our catalog', () => {
    brandSearchFailed(renderPage(), 'Siemens', 'brand');
    expect(screen.getByText('This brand is in our catalog, please search for articles.')).toBeInTheDocument();
  });
});

describe('the first search, a brand we do not sell', () => {
  it('opens the modal with the not-sold text, not "in our catalog"', () => {
    const { store } = createTestStore();
    renderWithStore(<SearchErrorModal />, store);
    brandSearchFailed(store, 'Festo', 'alternative_brand', true);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Festo: We do not sell this brand');
    expect(dialog).not.toHaveTextContent(/in our catalog/);
  });
});
