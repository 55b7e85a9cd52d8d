/**
 * The results list (docs/behaviour.md: Results, with its page size, pagination reset and
 * skeleton height; Errors and toasts), rendered on a small real store whose state is set by the search events the
 * saga sends.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import i18n from 'i18next';
import {
  PAGINATION_BOUNDARY_PAGES, PAGINATION_RESET_MS, PAGINATION_SIBLING_PAGES, RESULTS_PER_PAGE, SEARCH_RESULT_LIMIT, SKELETON_HEIGHT,
} from '../../../../../src/client/config/constants';
import { ResultsList } from '../../../../../src/client/features/search/results/ResultsList';
import {
  exactMatchReplacementsFound, filtersChanged, loadingFinished, pageChanged, replacementResultsReceived, resultsReceived,
  searchFailed, searchStarted, similarResultsReceived, type SearchErrorType,
} from '../../../../../src/client/features/search/search-slice';
import type { Article } from '../../../../../src/shared/contract';
import { brandCounts, cardName, makeArticle, numberedArticles } from '../../../support/article-fixtures';
import { loadTranslations } from '../../../support/test-i18n';
import { createTestStore, renderWithStore, type TestStore } from '../../../support/test-store';

afterEach(async () => {
  jest.useRealTimers();
  await act(async () => { await i18n.changeLanguage('en'); });
});

function renderList() {
  const test = createTestStore();
  const view = renderWithStore(<ResultsList />, test.store);
  return { ...test, view };
}

/** Sends search events to the store the list is rendered in. */
function send(store: TestStore, ...actions: UnknownAction[]) {
  act(() => { for (const action of actions) store.dispatch(action); });
}

/** A finished search (results in, loading over) for `query`. */
function searched(articles: Article[], query: string): UnknownAction[] {
  return [
    searchStarted(),
    resultsReceived({ articles, brands: brandCounts(articles), onStock: articles.length, query, exactMatch: false }),
    loadingFinished(),
  ];
}

/** A finished replacement search for `query`, whose original article is of `originBrand`. */
function replaced(articles: Article[], query: string, originBrand: string | null): UnknownAction[] {
  return [
    searchStarted(),
    replacementResultsReceived({ articles, brands: brandCounts(articles), onStock: articles.length, query, originBrand }),
    loadingFinished(),
  ];
}

const headerBar = () => document.querySelector('.results-header') as HTMLElement;
const headerText = () => within(headerBar()).getByRole('heading', { level: 2 }).textContent;
const cards = (scope: HTMLElement = document.body) => within(scope).queryAllByRole('article').map((card) => card.getAttribute('aria-label'));
const artnrsOnScreen = () => within(document.querySelector('.results') as HTMLElement).queryAllByRole('article').map((card) => card.getAttribute('aria-label')?.split(' ')[1]);
const paginationItems = () => Array.from(document.querySelectorAll('.results-pagination .ant-pagination-item')).map((item) => item.getAttribute('title'));

const EN = {
  loading: 'Loading results …',
  replacementLoading: 'Looking for replacement articles …',
  none: 'No articles found',
  articleFound: 'Article found',
  noExactMatch: 'No exact match found. Did you mean one of these articles?',
  alternativeFound: 'Alternative found',
  alternativesFound: 'Alternative product(s) found',
};

const SIEMENS_OLD = makeArticle('Siemens', '6ES7214-1AG31-0XB0', { onstock: 0 });
const SIEMENS_NEW = makeArticle('Siemens', '6ES7214-1AG40-0XB0');
const SIEMENS_CONTACTOR = makeArticle('Siemens', '3RH2122-1BB40');
const OMRON = makeArticle('Omron', 'CP2E-N30DT-D');
const WAGO = makeArticle('Wago', '750-455');
const WAGO_VARIANT = makeArticle('Wago', '750-455/000-001');
const WAGO_OTHER = makeArticle('Wago', '750-456');

describe('<ResultsList/> header text (docs/behaviour.md, Results)', () => {
  it('says "Loading results …" while a search loads', () => {
    const { store } = renderList();
    send(store, searchStarted());
    expect(headerText()).toBe(EN.loading);
  });

  it('says it is looking for replacements while a replacement search is still loading', () => {
    const { store } = renderList();
    // The saga stores the replacement results, then holds loading for 1.5 s.
    send(store, searchStarted(), replacementResultsReceived({ articles: [SIEMENS_NEW], brands: brandCounts([SIEMENS_NEW]), onStock: 1, query: '6ES7214-1AG31', originBrand: 'Siemens' }));
    expect(headerText()).toBe(EN.replacementLoading);
  });

  it('says "No articles found" when nothing was found', () => {
    const { store } = renderList();
    send(store, searchStarted(), searchFailed({ errorType: 'no_results', query: 'xyz' }), loadingFinished());
    expect(headerText()).toBe(EN.none);
  });

  it('says "Article found" for one article', () => {
    const { store } = renderList();
    send(store, ...searched([WAGO], '750-45'));
    expect(headerText()).toBe(EN.articleFound);
  });

  it('says "Article found" for several articles when one is the exact match (by artnrt4)', () => {
    const { store } = renderList();
    send(store, ...searched([WAGO_VARIANT, WAGO, WAGO_OTHER], '750-455'));
    expect(headerText()).toBe(EN.articleFound);
  });

  it('asks "Did you mean …" for several articles none of which matches exactly', () => {
    const { store } = renderList();
    send(store, ...searched([WAGO, WAGO_VARIANT, WAGO_OTHER], '750-45'));
    expect(headerText()).toBe(EN.noExactMatch);
  });

  // docs/search-flow.md, Mistyped numbers: articles close to a number that found nothing are a guess to confirm.
  it.each([
    ['one article', [SIEMENS_NEW]],
    ['several articles', [SIEMENS_NEW, SIEMENS_OLD]],
  ])('asks "Did you mean …" for %s close to a number that found nothing, with no note that it is not in the catalogue', (_case, articles) => {
    const { store } = renderList();
    send(store, searchStarted(), similarResultsReceived({ articles, brands: brandCounts(articles), onStock: articles.length, query: '6ES7214-1AG4O-0XB0' }));
    expect(headerText()).toBe(EN.loading);
    send(store, loadingFinished());
    expect(headerText()).toBe(EN.noExactMatch);
    expect(headerBar().dataset.variant).toBe('normal');
    expect(artnrsOnScreen()).toEqual(articles.map((article) => article.artnr));
    expect(screen.queryByTestId('replacement-notice')).not.toBeInTheDocument();
  });

  it('says "Alternative found" for one replacement', () => {
    const { store } = renderList();
    send(store, ...replaced([SIEMENS_NEW], '6ES7214-1AG31-0XB0', 'Siemens'));
    expect(headerText()).toBe(EN.alternativeFound);
  });

  it('says "Alternative product(s) found" for several replacements', () => {
    const { store } = renderList();
    send(store, ...replaced([SIEMENS_NEW, OMRON], '6ES7214-1AG31-0XB0', 'Siemens'));
    expect(headerText()).toBe(EN.alternativesFound);
  });
});

describe('<ResultsList/> header colour (docs/behaviour.md, Results)', () => {
  it('is dark (normal) for an ordinary search', () => {
    const { store } = renderList();
    send(store, ...searched([WAGO, WAGO_OTHER], '750'));
    expect(headerBar()).toHaveClass('results-header');
    expect(headerBar()).not.toHaveClass('results-header--replacement');
    expect(headerBar()).toHaveAttribute('data-variant', 'normal');
  });

  it('is reddish for a replacement search, loading or loaded', () => {
    const { store } = renderList();
    send(store, searchStarted(), replacementResultsReceived({ articles: [SIEMENS_NEW], brands: brandCounts([SIEMENS_NEW]), onStock: 1, query: 'x', originBrand: 'Siemens' }));
    expect(headerBar()).toHaveClass('results-header', 'results-header--replacement');
    expect(headerBar()).toHaveAttribute('data-variant', 'replacement');
    send(store, loadingFinished());
    expect(headerBar()).toHaveClass('results-header--replacement');
    expect(headerBar()).toHaveAttribute('data-variant', 'replacement');
  });

  it('turns dark again when the next, ordinary search starts', () => {
    const { store } = renderList();
    send(store, ...replaced([SIEMENS_NEW], 'x', 'Siemens'), ...searched([WAGO], '750-455'));
    expect(headerBar()).not.toHaveClass('results-header--replacement');
    expect(headerBar()).toHaveAttribute('data-variant', 'normal');
  });
});

describe('<ResultsList/> while loading (docs/behaviour.md, Results)', () => {
  it(`shows ${RESULTS_PER_PAGE} skeleton slots of height ${SKELETON_HEIGHT}px and no cards`, () => {
    const { store } = renderList();
    send(store, ...searched([WAGO, WAGO_OTHER], '750'), searchStarted());
    const skeletons = screen.getAllByTestId('result-skeleton');
    expect(RESULTS_PER_PAGE).toBe(5);
    expect(SKELETON_HEIGHT).toBe(100);
    expect(skeletons).toHaveLength(5);
    for (const skeleton of skeletons) {
      expect(skeleton).toHaveStyle({ height: '100px' });
      expect(skeleton.querySelector('.ant-skeleton')).not.toBeNull();
    }
    expect(cards()).toEqual([]);
    expect(document.querySelector('.results')).toHaveAttribute('aria-busy', 'true');
  });

  it('replaces the skeletons by the cards when loading is over', () => {
    const { store } = renderList();
    send(store, ...searched([WAGO, WAGO_OTHER], '750'));
    expect(screen.queryAllByTestId('result-skeleton')).toHaveLength(0);
    expect(cards()).toEqual([cardName(WAGO), cardName(WAGO_OTHER)]);
    expect(document.querySelector('.results')).toHaveAttribute('aria-busy', 'false');
  });
});

describe('<ResultsList/> filter chips (docs/behaviour.md, Filters)', () => {
  it('shows the active filters as chips between the header and the cards', () => {
    const { store } = renderList();
    send(store, ...searched([WAGO, WAGO_OTHER], '750'), filtersChanged({ brands: ['Wago'], onstock: true }));
    const chips = screen.getByRole('group', { name: 'Active filters' });
    expect(chips).toHaveTextContent('Wago');
    expect(chips).toHaveTextContent('On stock');
    expect(chips).toHaveTextContent('Remove all filters');
    expect(headerBar().compareDocumentPosition(chips) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(chips.compareDocumentPosition(screen.getAllByRole('article')[0]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('<ResultsList/> pagination (docs/behaviour.md, Results: page size 5, reset 100 ms, boundary 1, sibling 1)', () => {
  it('is absent with 5 results or fewer, all of which are shown', () => {
    const { store } = renderList();
    send(store, ...searched(numberedArticles(5), 'art'));
    expect(artnrsOnScreen()).toEqual(['ART-1', 'ART-2', 'ART-3', 'ART-4', 'ART-5']);
    expect(document.querySelector('.results-pagination')).toBeNull();
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });

  it('appears with 12 results: 3 pages, the first 5 articles shown', () => {
    const { store } = renderList();
    send(store, ...searched(numberedArticles(12), 'art'));
    expect(document.querySelector('.results-pagination')).not.toBeNull();
    expect(paginationItems()).toEqual(['1', '2', '3']);
    expect(document.querySelector('.ant-pagination-item-active')).toHaveAttribute('title', '1');
    expect(artnrsOnScreen()).toEqual(['ART-1', 'ART-2', 'ART-3', 'ART-4', 'ART-5']);
  });

  it(`page 2 raises pageChanged(2), hides the cards for ${PAGINATION_RESET_MS} ms, then shows articles 6–10`, () => {
    jest.useFakeTimers();
    const { store, actions } = renderList();
    send(store, ...searched(numberedArticles(12), 'art'));
    expect(artnrsOnScreen()).toHaveLength(5);

    fireEvent.click(screen.getByTitle('2'));
    expect(actions).toContainEqual(pageChanged(2));
    expect(store.getState().search.currentPage).toBe(2);
    expect(cards()).toEqual([]);

    act(() => { jest.advanceTimersByTime(PAGINATION_RESET_MS - 1); });
    expect(cards()).toEqual([]);

    act(() => { jest.advanceTimersByTime(1); });
    expect(artnrsOnScreen()).toEqual(['ART-6', 'ART-7', 'ART-8', 'ART-9', 'ART-10']);
    expect(document.querySelector('.ant-pagination-item-active')).toHaveAttribute('title', '2');
    expect(PAGINATION_RESET_MS).toBe(100);
  });

  it('the last page shows the remainder', () => {
    const { store } = renderList();
    send(store, ...searched(numberedArticles(12), 'art'), pageChanged(3));
    expect(artnrsOnScreen()).toEqual(['ART-11', 'ART-12']);
  });

  it('with 60 results on page 6 shows the first and last page, 5-6-7 and an ellipsis on each side', () => {
    expect(PAGINATION_BOUNDARY_PAGES).toBe(1);
    expect(PAGINATION_SIBLING_PAGES).toBe(1);
    const { store } = renderList();
    send(store, ...searched(numberedArticles(60), 'art'), pageChanged(6));
    expect(paginationItems()).toEqual(['1', '5', '6', '7', '12']);
    expect(document.querySelector('.ant-pagination-item-active')).toHaveAttribute('title', '6');
    expect(document.querySelector('.results-pagination .ant-pagination-jump-prev')).not.toBeNull();
    expect(document.querySelector('.results-pagination .ant-pagination-jump-next')).not.toBeNull();
    expect(artnrsOnScreen()).toEqual(['ART-26', 'ART-27', 'ART-28', 'ART-29', 'ART-30']);
  });

  it('a new search that finishes loading goes back to page 1', () => {
    const { store } = renderList();
    send(store, ...searched(numberedArticles(12), 'art'), pageChanged(3), ...searched(numberedArticles(12), 'art2'));
    expect(store.getState().search.currentPage).toBe(1);
    expect(artnrsOnScreen()).toEqual(['ART-1', 'ART-2', 'ART-3', 'ART-4', 'ART-5']);
  });
});

describe('<ResultsList/> exact match with replacements (docs/behaviour.md, Replacements)', () => {
  function exactMatch(store: TestStore, replacements: Article[]) {
    send(
      store,
      searchStarted(),
      resultsReceived({ articles: [SIEMENS_OLD], brands: brandCounts([SIEMENS_OLD]), onStock: 0, query: SIEMENS_OLD.artnr, exactMatch: true }),
      exactMatchReplacementsFound({ article: SIEMENS_OLD, replacements }),
      loadingFinished(),
    );
  }

  it('shows the exact article first, then its replacements split into same brand and other brands', () => {
    const { store } = renderList();
    exactMatch(store, [OMRON, SIEMENS_NEW]);
    expect(headerText()).toBe(EN.articleFound);
    expect(headerBar()).toHaveAttribute('data-variant', 'normal');
    expect(cards()).toEqual([cardName(SIEMENS_OLD), cardName(SIEMENS_NEW), cardName(OMRON)]);
    expect(screen.getByRole('heading', { name: `Replacements for ${SIEMENS_OLD.artnr}` })).toBeInTheDocument();

    const same = screen.getByRole('region', { name: 'Same brand: Siemens' });
    expect(within(same).getByRole('heading', { name: 'Same brand: Siemens' })).toBeInTheDocument();
    expect(cards(same)).toEqual([cardName(SIEMENS_NEW)]);
    const others = screen.getByRole('region', { name: 'Other brands' });
    expect(within(others).getByRole('heading', { name: 'Other brands' })).toBeInTheDocument();
    expect(cards(others)).toEqual([cardName(OMRON)]);
  });

  it('leaves the exact article out of its replacements (compared by artnrt4)', () => {
    const { store } = renderList();
    // The same article as a replacement row, in another spelling of its number: same artnrt4.
    const again = { ...SIEMENS_OLD, artnr: '6ES7 214-1AG31-0XB0', name: 'listed again' };
    exactMatch(store, [SIEMENS_NEW, again, OMRON, SIEMENS_OLD]);
    expect(screen.getAllByRole('article', { name: cardName(SIEMENS_OLD) })).toHaveLength(1);
    expect(screen.queryByRole('article', { name: cardName(again) })).not.toBeInTheDocument();
    expect(cards(screen.getByRole('region', { name: 'Same brand: Siemens' }))).toEqual([cardName(SIEMENS_NEW)]);
    expect(cards(screen.getByRole('region', { name: 'Other brands' }))).toEqual([cardName(OMRON)]);
    expect(cards()[0]).toBe(cardName(SIEMENS_OLD));
  });

  it('shows no "Replacements for …" title when the only replacement is the exact article itself', () => {
    const { store } = renderList();
    exactMatch(store, [SIEMENS_OLD]);
    expect(cards()).toEqual([cardName(SIEMENS_OLD)]);
    expect(screen.queryByRole('heading', { name: `Replacements for ${SIEMENS_OLD.artnr}` })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Same brand/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Other brands' })).not.toBeInTheDocument();
  });

  it('shows no "Other brands" group when every replacement is of the same brand', () => {
    const { store } = renderList();
    exactMatch(store, [SIEMENS_NEW, SIEMENS_CONTACTOR]);
    expect(cards(screen.getByRole('region', { name: 'Same brand: Siemens' }))).toEqual([cardName(SIEMENS_NEW), cardName(SIEMENS_CONTACTOR)]);
    expect(screen.queryByRole('region', { name: 'Other brands' })).not.toBeInTheDocument();
  });
});

describe('<ResultsList/> replacement results (docs/behaviour.md, Replacements)', () => {
  it('splits the replacements by the original brand into same brand and other brands', () => {
    const { store } = renderList();
    send(store, ...replaced([OMRON, SIEMENS_NEW, WAGO, SIEMENS_CONTACTOR], '6ES7214-1AG31-0XB0', 'Siemens'));
    const same = screen.getByRole('region', { name: 'Same brand: Siemens' });
    expect(cards(same)).toEqual([cardName(SIEMENS_NEW), cardName(SIEMENS_CONTACTOR)]);
    const others = screen.getByRole('region', { name: 'Other brands' });
    expect(cards(others)).toEqual([cardName(OMRON), cardName(WAGO)]);
    expect(same.compareDocumentPosition(others) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(document.querySelector('.results-pagination')).toBeNull();
  });

  it('compares the brand without regard to case', () => {
    const { store } = renderList();
    send(store, ...replaced([OMRON, SIEMENS_NEW], 'x', 'SIEMENS'));
    expect(cards(screen.getByRole('region', { name: 'Same brand: SIEMENS' }))).toEqual([cardName(SIEMENS_NEW)]);
    expect(cards(screen.getByRole('region', { name: 'Other brands' }))).toEqual([cardName(OMRON)]);
  });

  // docs/behaviour.md, Replacements: above them, that the number is not in the catalogue and
  // what the articles shown are to it, as the view splits them; the header stays as it was.
  it.each([
    ['successors and alternatives', [OMRON, SIEMENS_CONTACTOR], '3RH1122-1BB40 is not in our catalogue; these articles replace it: successors from Siemens and alternatives from other brands.'],
    ['one successor', [SIEMENS_CONTACTOR], '3RH1122-1BB40 is not in our catalogue; this successor from Siemens replaces it.'],
    ['several successors', [SIEMENS_CONTACTOR, SIEMENS_NEW], '3RH1122-1BB40 is not in our catalogue; these successors from Siemens replace it.'],
    ['one alternative', [OMRON], '3RH1122-1BB40 is not in our catalogue; this alternative from another brand can replace it.'],
    ['several alternatives', [OMRON, WAGO], '3RH1122-1BB40 is not in our catalogue; these alternatives from other brands can replace it.'],
  ])('says the number searched is not in the catalogue and what %s replace it', (_case, articles, text) => {
    const { store } = renderList();
    send(store, ...replaced(articles, '  3RH1122-1BB40 ', 'Siemens'));
    const notice = screen.getByTestId('replacement-notice');
    expect(notice).toHaveTextContent(text);
    expect(headerText()).toBe(articles.length === 1 ? 'Alternative found' : 'Alternative product(s) found');
    const firstGroup = screen.getAllByRole('region')[0];
    expect(notice.compareDocumentPosition(firstGroup) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each([
    ['de', '3RH1122-1BB40 ist nicht in unserem Katalog; diese Artikel ersetzen ihn: Nachfolger von Siemens und Alternativen anderer Marken.'],
    ['fr', "3RH1122-1BB40 ne figure pas dans notre catalogue ; ces articles le remplacent : des successeurs de Siemens et des alternatives d'autres marques."],
    ['es', '3RH1122-1BB40 no está en nuestro catálogo; estos artículos lo sustituyen: sucesores de Siemens y alternativas de otras marcas.'],
  ])('says so in %s too', async (language, text) => {
    const { store } = renderList();
    await act(async () => { await i18n.changeLanguage(language); });
    send(store, ...replaced([OMRON, SIEMENS_CONTACTOR], '3RH1122-1BB40', 'Siemens'));
    expect(screen.getByTestId('replacement-notice')).toHaveTextContent(text);
  });

  it('says nothing of the kind for a number that was found, nor for an exact match with its replacements', () => {
    const { store } = renderList();
    send(store, ...searched([SIEMENS_CONTACTOR], '3RH2122-1BB40'));
    expect(screen.queryByTestId('replacement-notice')).not.toBeInTheDocument();
    send(store, searchStarted(), resultsReceived({ articles: [SIEMENS_OLD], brands: brandCounts([SIEMENS_OLD]), onStock: 0, query: SIEMENS_OLD.artnr, exactMatch: true }),
      exactMatchReplacementsFound({ article: SIEMENS_OLD, replacements: [SIEMENS_NEW] }), loadingFinished());
    expect(screen.queryByTestId('replacement-notice')).not.toBeInTheDocument();
  });

  it('has only "Other brands" when no replacement is of the original brand', () => {
    const { store } = renderList();
    send(store, ...replaced([OMRON, WAGO], 'x', 'Siemens'));
    expect(screen.queryByRole('region', { name: /^Same brand/ })).not.toBeInTheDocument();
    expect(cards(screen.getByRole('region', { name: 'Other brands' }))).toEqual([cardName(OMRON), cardName(WAGO)]);
  });
});

const ERRORS: Array<[SearchErrorType, string, 'pencil' | 'warning']> = [
  ['invalid_query', 'Invalid search query. Please try again.', 'warning'],
  ['unauthorized', 'You are not authorized. Please log in.', 'warning'],
  ['server_error', 'An error occurred. Please try again later.', 'warning'],
  ['too_many_requests', 'Too many searches at once. Please wait a moment and try again.', 'warning'],
  ['no_results', 'No articles found for your search criteria', 'warning'],
  ['brand_search', 'This brand is in our catalog, please search for articles.', 'pencil'],
];

describe('<ResultsList/> error display (docs/behaviour.md, Errors and toasts)', () => {
  it.each(ERRORS)('%s: the query in large text, "%s" below it, a %s icon', (errorType, message, icon) => {
    const { store } = renderList();
    send(store, ...searched([WAGO], '750-455'), searchStarted(), searchFailed({ errorType, query: 'ABC-123 x' }), loadingFinished());
    const alert = screen.getByRole('alert');
    const query = within(alert).getByRole('heading', { level: 2 });
    expect(query).toHaveTextContent(/^ABC-123 x$/);
    const text = within(alert).getByText(message);
    expect(text.textContent).toBe(message);
    expect(query.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const other = icon === 'pencil' ? 'warning' : 'pencil';
    expect(alert.querySelector(`span[data-icon="${icon}"]`)).not.toBeNull();
    expect(alert.querySelector(`span[data-icon="${other}"]`)).toBeNull();
    expect(within(alert).getByRole('img', { name: icon === 'pencil' ? 'Search for an article number' : 'Warning' })).toHaveAttribute('data-icon', icon);
    expect(cards()).toEqual([]);
  });
});

describe('<ResultsList/> in German', () => {
  const DE = loadTranslations('de').results as { header: Record<string, string>; errors: Record<string, string> };

  it('shows the header and the error text in German', async () => {
    await act(async () => { await i18n.changeLanguage('de'); });
    const { store } = renderList();
    send(store, ...searched([WAGO, WAGO_OTHER], '750-45'));
    expect(headerText()).toBe(DE.header.noExactMatch);
    expect(headerText()).toBe('Kein exakter Treffer. Meinten Sie einen dieser Artikel?');

    send(store, searchStarted(), searchFailed({ errorType: 'brand_search', query: 'Siemens' }), loadingFinished());
    expect(within(screen.getByRole('alert')).getByText(DE.errors.brand_search)).toBeInTheDocument();
    expect(DE.errors.brand_search).toBe('Diese Marke führen wir im Katalog, bitte suchen Sie nach Artikeln.');
    expect(headerText()).toBe(DE.header.none);

    send(store, searchStarted(), searchFailed({ errorType: 'too_many_requests', query: '750' }), loadingFinished());
    expect(within(screen.getByRole('alert')).getByText('Zu viele Suchen auf einmal. Bitte warten Sie einen Moment und versuchen Sie es erneut.')).toBeInTheDocument();
  });
});

describe('<ResultsList/> a result cut off at the server\'s limit', () => {
  const LIMIT = numberedArticles(SEARCH_RESULT_LIMIT);
  const capped = () => screen.queryByRole('status');

  function cut(total: number) {
    return [searchStarted(), resultsReceived({ articles: LIMIT, brands: brandCounts(LIMIT), onStock: LIMIT.length, query: '6es7', exactMatch: false, total }), loadingFinished()];
  }

  it('says it shows the first 100 of 43.161 (German count format) and how to find the others', () => {
    const { store } = renderList();
    send(store, ...cut(43_161));
    expect(capped()).toHaveTextContent('Showing the first 100 of 43.161 articles. Type more of the article number or filter by brand to find the others.');
    expect(capped()!.compareDocumentPosition(screen.getAllByRole('article')[0]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says so in German, French and Spanish, the counts formatted the same way', async () => {
    const { store } = renderList();
    send(store, ...cut(43_161));
    for (const language of ['de', 'fr', 'es']) {
      await act(async () => { await i18n.changeLanguage(language); });
      const expected = (loadTranslations(language).results as Record<string, string>).capped.replace('{{shown}}', '100').replace('{{total}}', '43.161');
      expect(capped()).toHaveTextContent(expected);
    }
  });

  it('says nothing when every match is shown, nor while loading', () => {
    const { store } = renderList();
    send(store, ...cut(SEARCH_RESULT_LIMIT));
    expect(capped()).toBeNull();
    send(store, ...cut(101).slice(0, 2));
    expect(capped()).toBeNull();
  });
});

