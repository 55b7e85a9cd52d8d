import { DeleteOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, InputNumber, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { Dispatch } from '@reduxjs/toolkit';
import { LOOKUP_MAX_QTY } from '../../../../shared/api-constants';
import type { Article, LookupStatus } from '../../../../shared/contract';
import { formatCount, formatPrice } from '../../../lib/formats';
import { statusText } from '../parts-list-output';
import { selectPartsListRows, type PartsListRow } from '../parts-list-selectors';
import { candidateChosen, lineRemoved, qtyEdited } from '../parts-list-slice';
import { stockText } from '../stock-text';

/** Lines of the table per page: a page of 100 is one scroll; longer lists page. */
const ROWS_PER_PAGE = 100;

const STATUS_COLOURS: Record<LookupStatus, string> = {
  found: 'green', found_after_prefix: 'cyan', successor: 'blue', alternative: 'purple', ambiguous: 'gold', not_found: 'red', invalid: 'volcano',
};

const byText = (pick: (row: PartsListRow) => string | undefined) => (a: PartsListRow, b: PartsListRow) => (pick(a) ?? '').localeCompare(pick(b) ?? '');
const byNumber = (pick: (row: PartsListRow) => number | null) => (a: PartsListRow, b: PartsListRow) => (pick(a) ?? -Infinity) - (pick(b) ?? -Infinity);

/** A price or total; "on request" where the customer has no price, nothing where a quantity is still to be typed. */
function priceText(row: PartsListRow, value: number | null, t: TFunction): string {
  if (value !== null) return formatPrice(value);
  return row.article && row.price === null ? t('results.card.onRequest') : '';
}

/** A candidate as the selector names it; a found article's replacements say what they are to it. */
function candidateLabel(row: PartsListRow, article: Article, index: number, t: TFunction): string {
  const label = `${article.artnr} (${article.brand})`;
  if (!row.replacementOffered || index === 0) return label;
  const sameBrand = article.brand === row.candidates[0]?.brand;
  return t(sameBrand ? 'partsList.notes.optionSuccessor' : 'partsList.notes.optionAlternative', { article: label });
}

/** The article number (or the choice among the candidates), with its brand under it, as on a result card. */
function articleCell(row: PartsListRow, t: TFunction, dispatch: Dispatch) {
  const number = row.candidates.length === 0 ? <span className="parts-list__artnr">{row.article?.artnr ?? ''}</span> : (
    <Select
      size="small"
      className="parts-list__candidates"
      aria-label={t('partsList.chooseCandidate', { line: row.line })}
      placeholder={t('partsList.choose')}
      value={row.chosenCandidate ?? undefined}
      onChange={(candidate: number) => dispatch(candidateChosen({ line: row.line, candidate }))}
      options={row.candidates.map((article, index) => ({ value: index, label: candidateLabel(row, article, index, t) }))}
      // The chosen one shows its number only: its brand is under it, and the number must not be cut.
      labelRender={({ value }) => row.candidates[Number(value)]?.artnr}
      popupMatchSelectWidth={false}
    />
  );
  return (
    <>
      {number}
      {row.article && <Typography.Text type="secondary" className="parts-list__brand">{row.article.brand}</Typography.Text>}
    </>
  );
}

/** What the line says besides its status: a replacement the customer may switch to. */
function replacementNote(row: PartsListRow, t: TFunction) {
  if (!row.replacementOffered || row.chosenCandidate !== 0) return null;
  const successor = row.candidates.slice(1).some((article) => article.brand === row.candidates[0]?.brand);
  return (
    <Typography.Text type="secondary" className="parts-list__note" data-testid="replacement-offered">
      {t(successor ? 'partsList.notes.successorOffered' : 'partsList.notes.alternativeOffered')}
    </Typography.Text>
  );
}

/** What was entered (cut with an ellipsis when longer than the column, whole on hover), and the other lines that stand for the same article. */
function typedCell(row: PartsListRow, t: TFunction) {
  return (
    <>
      <Typography.Text code className="parts-list__typed" title={row.typed}>{row.typed}</Typography.Text>
      {row.sameArticle.length > 0 && (
        <Typography.Text type="warning" className="parts-list__note" data-testid="same-article">
          {t('partsList.notes.sameArticle', { count: row.sameArticle.length, lines: row.sameArticle.join(', ') })}
        </Typography.Text>
      )}
    </>
  );
}

/**
 * The quantity, editable, and under it the warning when it is below the article's minimum order;
 * one that could not be read is empty, with what was entered, until the customer types it.
 */
function qtyCell(row: PartsListRow, t: TFunction, dispatch: Dispatch) {
  if (row.status === 'invalid') return '';
  const unreadable = row.qtyUnreadable !== null;
  return (
    <>
      <InputNumber
        size="small"
        className="parts-list__qty"
        min={1}
        max={LOOKUP_MAX_QTY}
        precision={0}
        value={unreadable ? null : row.qty}
        status={unreadable ? 'error' : undefined}
        aria-label={t('partsList.qtyOf', { line: row.line })}
        aria-invalid={unreadable || undefined}
        onChange={(qty) => typeof qty === 'number' && dispatch(qtyEdited({ line: row.line, qty }))}
      />
      {unreadable && (
        <Typography.Text type="danger" className="parts-list__note" data-testid="qty-unreadable">
          {t('partsList.notes.qtyUnreadable', { text: row.qtyUnreadable })}
        </Typography.Text>
      )}
      {!unreadable && row.belowMoq && typeof row.article?.moq === 'number' && (
        <Typography.Text type="warning" className="parts-list__moq" data-testid="moq-warning">
          <WarningOutlined aria-hidden /> {t('partsList.moqWarning', { moq: formatCount(row.article.moq) })}
        </Typography.Text>
      )}
    </>
  );
}

type Column = Omit<TableColumnsType<PartsListRow>[number], 'title' | 'key'>;

/**
 * The table's columns, in order. The exported table (parts-list-output.ts) has the same facts with
 * brand and MOQ in columns of their own; on screen the brand is under the number and the MOQ
 * warning under the quantity, so that every column fits at 1280 px in every language.
 */
function screenColumns(t: TFunction, dispatch: Dispatch): Array<Column & { key: string; titleKey: string }> {
  return [
    { key: 'line', titleKey: 'partsList.columns.line', width: 68, render: (_, row) => row.line, sorter: byNumber((row) => row.line), defaultSortOrder: 'ascend' },
    { key: 'typed', titleKey: 'partsList.columns.typed', width: 170, sorter: byText((row) => row.typed), render: (_, row) => typedCell(row, t) },
    {
      key: 'status', titleKey: 'partsList.columns.status', width: 130, sorter: byText((row) => row.status),
      render: (_, row) => (
        <>
          <Tag color={STATUS_COLOURS[row.status]} data-status={row.status} className="parts-list__status">{statusText(row, t)}</Tag>
          {replacementNote(row, t)}
        </>
      ),
    },
    { key: 'artnr', titleKey: 'partsList.columns.artnr', width: 200, render: (_, row) => articleCell(row, t, dispatch), sorter: byText((row) => row.article?.artnr) },
    { key: 'name', titleKey: 'partsList.columns.name', render: (_, row) => row.article?.name ?? '', sorter: byText((row) => row.article?.name) },
    { key: 'stock', titleKey: 'partsList.columns.stock', width: 110, render: (_, row) => (row.article ? stockText(row.article, t) : '') },
    { key: 'qty', titleKey: 'partsList.columns.qty', width: 140, sorter: byNumber((row) => row.qty), render: (_, row) => qtyCell(row, t, dispatch) },
    { key: 'price', titleKey: 'partsList.columns.price', width: 100, align: 'right', render: (_, row) => priceText(row, row.price, t), sorter: byNumber((row) => row.price) },
    { key: 'lineTotal', titleKey: 'partsList.columns.lineTotal', width: 125, align: 'right', render: (_, row) => priceText(row, row.lineTotal, t), sorter: byNumber((row) => row.lineTotal) },
  ];
}

/** Below this width the name column would be squeezed to nothing: the table scrolls inside the page instead. */
const MIN_TABLE_WIDTH = 1180;

/**
 * The looked-up list: one row per line, sortable, with the customer's edits. At 1280 px every
 * column fits; a narrower screen scrolls the table, not the page; on a phone (parts-list.css)
 * each line is a card of its own, number, status, quantity and price in view without scrolling
 * sideways. Each cell names its column (`data-label`), which the card shows beside the value.
 */
export function PartsListTable() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const rows = useSelector(selectPartsListRows);
  const columns = useMemo<TableColumnsType<PartsListRow>>(() => [
    ...screenColumns(t, dispatch).map(({ titleKey, ...column }) => ({
      ...column,
      title: t(titleKey),
      className: `parts-list__cell parts-list__cell--${column.key}`,
      onCell: () => ({ 'data-label': t(titleKey) } as HTMLAttributes<HTMLElement>),
    })),
    {
      key: 'remove',
      width: 40,
      className: 'parts-list__cell parts-list__cell--remove',
      render: (_, row) => (
        <Button
          size="small"
          type="text"
          icon={<DeleteOutlined />}
          aria-label={t('partsList.removeLine', { line: row.line })}
          onClick={() => dispatch(lineRemoved(row.line))}
        />
      ),
    },
  ], [t, dispatch]);
  return (
    <Table<PartsListRow>
      className="parts-list__table"
      data-testid="parts-list-table"
      size="small"
      rowKey="line"
      columns={columns}
      dataSource={rows}
      tableLayout="fixed"
      scroll={{ x: MIN_TABLE_WIDTH }}
      pagination={{ pageSize: ROWS_PER_PAGE, hideOnSinglePage: true, showSizeChanger: false }}
      onRow={(row) => ({ 'data-line': row.line, 'data-status': row.status } as HTMLAttributes<HTMLElement>)}
    />
  );
}
