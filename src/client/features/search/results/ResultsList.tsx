import { Pagination, Skeleton, Typography } from 'antd';
import { Activity, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { Article } from '../../../../shared/contract';
import { PAGINATION_RESET_MS, RESULTS_PER_PAGE, SKELETON_HEIGHT } from '../../../config/constants';
import { FilterChips } from '../filters/FilterChips';
import { selectIsReplacementSearch, selectSearchResults, selectShownPage } from '../search-selectors';
import { pageChanged } from '../search-slice';
import { CappedResultsNotice } from './CappedResultsNotice';
import { ErrorDisplay } from './ErrorDisplay';
import { ResultCard } from './ResultCard';
import { ResultsOutput } from './ResultsOutput';
import { selectResultsHeader } from './results-header';
import { selectResultsView, type ResultsContent, type ResultsView } from './results-view';
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

/**
 * Above the replacements of a number not found: that the number is not in the catalogue, and
 * what the articles shown are to it, as the view splits them (docs/behaviour.md, Replacements).
 */
export function ReplacementNotice({ query, articles, originBrand }: { query: string; articles: Article[]; originBrand: string | null }) {
  const { t } = useTranslation();
  const { sameBrand, otherBrands } = splitByBrand(articles, originBrand);
  const number = query.trim();
  let text: string;
  if (sameBrand.length > 0 && otherBrands.length > 0) text = t('results.replacementNotice.both', { number, brand: originBrand });
  else if (sameBrand.length > 0) text = t('results.replacementNotice.successors', { number, brand: originBrand, count: sameBrand.length });
  else text = t('results.replacementNotice.alternatives', { number, count: otherBrands.length });
  return <Typography.Paragraph className="results-replacement-notice" data-testid="replacement-notice">{text}</Typography.Paragraph>;
}

function ExactMatchView({ article, replacements }: { article: Article; replacements: Article[] }) {
  const { t } = useTranslation();
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
  const dispatch = useDispatch();
  const page = useSelector(selectShownPage);
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
      {!resetting && <Cards articles={pageOf(articles, page, RESULTS_PER_PAGE)} />}
      {articles.length > RESULTS_PER_PAGE && (
        <Pagination className="results-pagination" current={page} pageSize={RESULTS_PER_PAGE} total={articles.length} onChange={changePage} showSizeChanger={false} showLessItems />
      )}
    </>
  );
}

function Content({ content }: { content: ResultsContent }) {
  switch (content.kind) {
    case 'results':
      return <PagedList articles={content.articles} />;
    case 'exactMatchWithReplacements':
      return <ExactMatchView article={content.article} replacements={content.replacements} />;
    case 'replacements':
      return (
        <>
          <ReplacementNotice query={content.query} articles={content.articles} originBrand={content.originBrand} />
          <SplitCards articles={content.articles} originBrand={content.originBrand} />
        </>
      );
  }
}

/** A skeleton per card slot of a page. */
function Skeletons() {
  return Array.from({ length: RESULTS_PER_PAGE }, (_, i) => (
    <div key={i} className="results-skeleton" style={{ height: SKELETON_HEIGHT }} data-testid="result-skeleton"><Skeleton active paragraph={{ rows: 2 }} title={false} /></div>
  ));
}

function ResultsHeader() {
  const { t } = useTranslation();
  const header = useSelector(selectResultsHeader);
  const count = useSelector(selectSearchResults).length;
  const replacement = useSelector(selectIsReplacementSearch);
  return (
    <div className={replacement ? 'results-header results-header--replacement' : 'results-header'} data-variant={replacement ? 'replacement' : 'normal'}>
      <Typography.Title level={2}>{t(`results.header.${header}`, { count })}</Typography.Title>
    </div>
  );
}

/** The answer the area holds: shown, or (while loading) made ready hidden; none at the start or after an error. */
function contentOf(view: ResultsView): ResultsContent | null {
  switch (view.kind) {
    case 'start':
    case 'error':
      return null;
    case 'loading':
      return view.pending;
    default:
      return view;
  }
}

/**
 * The results list: header, filter chips, the list's export and order actions, then what the search answered, or its error; while
 * loading, a skeleton per card slot. The answer is rendered hidden meanwhile (at idle priority, in
 * the 1.5 s that loading is held after the search), so the cards need only be revealed when it
 * ends: the Activity keeps its place in the tree from loading to shown.
 */
export function ResultsList() {
  const view = useSelector(selectResultsView);
  const loading = view.kind === 'loading';
  const content = contentOf(view);
  return (
    <section className="results" aria-busy={loading}>
      <ResultsHeader />
      <FilterChips />
      <ResultsOutput />
      {loading && <Skeletons />}
      {view.kind === 'error' && <ErrorDisplay errorType={view.errorType} query={view.query} />}
      {content && <Activity mode={loading ? 'hidden' : 'visible'}><Content content={content} /></Activity>}
    </section>
  );
}
