/**
 * The results area subscribes only to what it renders: typing in the header's search box changes
 * the query, which no part of the results shows, so not one component of the results area (the
 * list, its header, the chips, the cards) renders again. A component reading the whole search
 * state would render on every keystroke.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { SearchBox } from '../../../../../src/client/features/header/SearchBox';
import { ResultsList } from '../../../../../src/client/features/search/results/ResultsList';
import { filtersChanged, loadingFinished, resultsReceived, searchStarted } from '../../../../../src/client/features/search/search-slice';
import { brandCounts, numberedArticles } from '../../../support/article-fixtures';
import { createTestStore, renderWithStore } from '../../../support/test-store';

function renderBoxAndResults() {
  const { store } = createTestStore();
  const articles = numberedArticles(3);
  act(() => {
    store.dispatch(searchStarted());
    store.dispatch(resultsReceived({ articles, brands: brandCounts(articles), onStock: articles.length, query: '750', exactMatch: false }));
    store.dispatch(filtersChanged({ onstock: true }));
    store.dispatch(loadingFinished());
  });
  const renders: string[] = [];
  renderWithStore(
    <>
      <SearchBox />
      <Profiler id="results" onRender={(_id, phase) => renders.push(phase)}>
        <ResultsList />
      </Profiler>
    </>,
    store,
  );
  return { store, renders };
}

describe('typing in the search box', () => {
  it('renders nothing of the results area again', async () => {
    const { renders } = renderBoxAndResults();
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    renders.length = 0;

    const box = screen.getByRole('combobox', { name: 'Search by article number or brand' });
    for (const text of ['7', '75', '750-', '750-4']) fireEvent.change(box, { target: { value: text } });

    expect(box).toHaveValue('750-4');
    expect(renders).toEqual([]);
  });

  it('does render it again when what it shows changes (the counter counts)', async () => {
    const { store, renders } = renderBoxAndResults();
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    renders.length = 0;
    act(() => { store.dispatch(filtersChanged({ onstock: false })); });
    expect(renders).not.toEqual([]);
  });
});
