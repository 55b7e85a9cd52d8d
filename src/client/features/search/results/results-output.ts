/**
 * The search results as a list that leaves the tool (docs/behaviour.md, Out of the tool): every
 * article the results show, on all pages, with what a card shows of it; the order e-mail asks for
 * each article's MOQ (at least one piece), the least the customer can order.
 */
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import type { Article } from '../../../../shared/contract';
import { lineTotal, listPriceOf, ownPrice } from '../../../../shared/prices';
import { CURRENCY, localDay, readNumber } from '../../../lib/formats';
import type { OrderLine, OutputCell, OutputList, OutputTable } from '../../list-output';
import { selectSearchQuerySnap } from '../search-selectors';
import { selectResultsView, type ResultsView } from './results-view';
import { splitByBrand } from './split-by-brand';

/** Replacements as the screen groups them: the original's brand first, then the others. */
function grouped(articles: Article[], originBrand: string | null): Article[] {
  const { sameBrand, otherBrands } = splitByBrand(articles, originBrand);
  return [...sameBrand, ...otherBrands];
}

/** The articles on screen once a search has answered, in the order shown; none while loading, at the start, after an error. */
export function shownArticles(view: ResultsView): Article[] {
  switch (view.kind) {
    case 'results':
      return view.articles;
    case 'replacements':
      return grouped(view.articles, view.originBrand);
    case 'exactMatchWithReplacements':
      return [view.article, ...grouped(view.replacements.filter((replacement) => replacement.artnrt4 !== view.article.artnrt4), view.article.brand)];
    default:
      return [];
  }
}

/** The facts of a card, in the card's order; the two prices are money. */
const COLUMNS = ['brand', 'artnr', 'name', 'stock', 'delivery', 'moq', 'listPrice', 'discount', 'yourPrice'] as const;
const MONEY_COLUMNS: ReadonlySet<string> = new Set(['listPrice', 'yourPrice']);

function resultsTable(articles: Article[], t: TFunction): OutputTable {
  const onRequest = t('results.card.onRequest');
  return {
    columns: COLUMNS.map((key) => ({
      key, title: t(`listOutput.columns.${key}`, { currency: CURRENCY }), ...(MONEY_COLUMNS.has(key) && { money: true }), ...(key === 'artnr' && { keepWhole: true }),
    })),
    rows: articles.map((article): Record<string, OutputCell> => ({
      brand: article.brand,
      artnr: article.artnr,
      name: article.name,
      stock: readNumber(article.onstock) ?? 0,
      delivery: readNumber(article.delivery_time_weeks),
      moq: article.moq,
      listPrice: listPriceOf(article),
      discount: article.discount,
      // As on the card: "on request" without a discount, nothing when the list price is no number.
      yourPrice: ownPrice(article) ?? (article.discount === null ? onRequest : null),
    })),
  };
}

function orderLineOf(article: Article): OrderLine {
  const qty = Math.max(1, article.moq ?? 1);
  const price = ownPrice(article);
  // Ordered at its MOQ, never below it: nothing to warn of.
  return { articleNumber: article.artnr, brand: article.brand, qty, price, lineTotal: price === null ? null : lineTotal(price, qty), notes: [] };
}

/** 'search-6es7214-2026-11-24': the query in safe characters, then the customer's local date. */
export function resultsFileBaseName(query: string, date: Date): string {
  const slug = query.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40);
  return ['search', slug, localDay(date)].filter(Boolean).join('-');
}

export function resultsOutputList(articles: Article[], query: string, t: TFunction, date: Date): OutputList {
  // Every article shown is ordered, so no line is left out; the results show no summary to print.
  return { table: resultsTable(articles, t), orderLines: articles.map(orderLineOf), notOrdered: [], summary: [], fileBaseName: resultsFileBaseName(query, date) };
}

/** The list of the results on screen, in the language on screen; null when none are shown. */
export function useResultsOutputList(): OutputList | null {
  const { t } = useTranslation();
  const view = useSelector(selectResultsView);
  const query = useSelector(selectSearchQuerySnap);
  return useMemo(() => {
    const articles = shownArticles(view);
    return articles.length === 0 ? null : resultsOutputList(articles, query, t, new Date());
  }, [view, query, t]);
}
