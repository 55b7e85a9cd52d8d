import { Pagination, Skeleton, Typography } from 'antd';
import { Activity, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Article } from '../../../shared/contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PAGINATION_RESET_MS, SKELETON_HEIGHT } from '../../config/constants';
import { FilterChips } from '../filters/FilterChips';
import { pageChanged } from '../search/search-slice';
import { CappedResultsNotice } from './CappedResultsNotice';
import { ErrorDisplay } from './ErrorDisplay';
import { ResultCard } from './ResultCard';
import { resultsHeader } from './results-header';
import { pageOf, splitByBrand } from './split-by-brand';
import './results.css';

function Cards({ articles }: { articles: Article[] }) {
  return (
    <div className="results-cards">
      {articles.map((article) => <ResultCard key={`${article.brand}:${article.artnrt4}`} article={article} />)}
    </div>
  );
}

/** Same brand as the original article first, then the other brands (docs/behaviour.md, Replacements). */
function SplitCards({ articles, originBrand }: { articles: Article[]; originBrand: string | null }) {
  const { t } = useTranslation();
  const { sameBrand, otherBrands } = splitByBrand(articles, originBrand);
  return (
    <>
      {sameBrand.length > 0 && (
        <section aria-label={t('results.sameBrand', { brand: originBrand })}>
          <Typography.Title level={3} className="results-group-title">{t('results.sameBrand', { brand: originBrand })}</Typography.Title>
          <Cards articles={sameBrand} />
        </section>
      )}
      {otherBrands.length > 0 && (
        <section aria-label={t('results.otherBrands')}>
          <Typography.Title level={3} className="results-group-title">{t('results.otherBrands')}</Typography.Title>
          <Cards articles={otherBrands} />
        </section>
      )}
    </>
  );
}

function ExactMatchView() {
  const { t } = useTranslation();
  const article = useAppSelector((state) => state.search.exactMatchArticle);
  const replacements = useAppSelector((state) => state.search.replacementsForExactMatch);
  if (!article) return null;
  const others = replacements.filter((replacement) => replacement.artnrt4 !== article.artnrt4);
  return (
    <>
      <Cards articles={[article]} />
      {others.length > 0 && <Typography.Title level={3} className="results-group-title results-group-title--replacements">{t('results.replacementsFor', { artnr: article.artnr })}</Typography.Title>}
      <SplitCards articles={others} originBrand={article.brand} />
    </>
  );
}

/**
 * The normal list, a page at a time; a page change resets the cards for PAGINATION_RESET_MS.
 * While loading it is the first page: the one shown when loading ends.
 */
function PagedList({ articles }: { articles: Article[] }) {
  const dispatch = useAppDispatch();
  const page = useAppSelector((state) => (state.search.isLoadingResults ? 1 : state.search.currentPage));
  const pageSize = useAppSelector((state) => state.search.resultsPerPage);
  const [resetting, setResetting] = useState(false);
  useEffect(() => {
    if (!resetting) return undefined;
    const timer = setTimeout(() => setResetting(false), PAGINATION_RESET_MS);
    return () => clearTimeout(timer);
  }, [resetting]);
  const changePage = (next: number) => {
    setResetting(true);
    dispatch(pageChanged(next));
  };
  return (
    <>
      <CappedResultsNotice />
      {!resetting && <Cards articles={pageOf(articles, page, pageSize)} />}
      {articles.length > pageSize && (
        <Pagination className="results-pagination" current={page} pageSize={pageSize} total={articles.length} onChange={changePage} showSizeChanger={false} showLessItems />
      )}
    </>
  );
}

/**
 * The results list (docs/behaviour.md, Results): header, filter chips, then one of three views, or the error; while
 * loading, a skeleton per card slot. A view is rendered hidden meanwhile (at idle priority, in the
 * 1.5 s that loading is held after the search), so the cards need only be revealed when it ends.
 */
export function ResultsList() {
  const { t } = useTranslation();
  const search = useAppSelector((state) => state.search);
  const header = resultsHeader(search);
  const replacement = search.isReplacementSearch;
  const loading = search.isLoadingResults;
  const error = search.searchError && search.searchErrorType;
  let body;
  if (search.isExactMatchWithReplacements) {
    body = <ExactMatchView />;
  } else if (replacement) {
    body = <SplitCards articles={search.searchResults} originBrand={search.replacementOriginBrand} />;
  } else {
    body = <PagedList articles={search.searchResults} />;
  }
  return (
    <section className="results" aria-busy={loading}>
      <div className={replacement ? 'results-header results-header--replacement' : 'results-header'} data-variant={replacement ? 'replacement' : 'normal'}>
        <Typography.Title level={2}>{t(`results.header.${header}`, { count: search.searchResults.length })}</Typography.Title>
      </div>
      <FilterChips />
      {loading && Array.from({ length: search.resultsPerPage }, (_, i) => (
        <div key={i} className="results-skeleton" style={{ height: SKELETON_HEIGHT }} data-testid="result-skeleton"><Skeleton active paragraph={{ rows: 2 }} title={false} /></div>
      ))}
      {error ? (
        !loading && <ErrorDisplay errorType={error} query={search.searchQuerySnap} />
      ) : (
        <Activity mode={loading ? 'hidden' : 'visible'}>{body}</Activity>
      )}
    </section>
  );
}
