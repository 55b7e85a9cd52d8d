import { DeleteOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, InputNumber, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { Dispatch } from '@reduxjs/toolkit';
import { LOOKUP_MAX_QTY } from '../../../../shared/api-constants';
import type { Article, LookupStatus } from '../../../../shared/contract';
import { formatPrice } from '../../../lib/formats';
import { PARTS_LIST_COLUMNS, type PartsListColumnKey } from '../parts-list-output';
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

function articleCell(row: PartsListRow, t: TFunction, dispatch: Dispatch) {
  if (row.candidates.length === 0) return row.article?.artnr ?? '';
  return (
    <Select
      size="small"
      className="parts-list__candidates"
      aria-label={t('partsList.chooseCandidate', { line: row.line })}
      placeholder={t('partsList.choose')}
      value={row.chosenCandidate ?? undefined}
      onChange={(candidate: number) => dispatch(candidateChosen({ line: row.line, candidate }))}
      options={row.candidates.map((article, index) => ({ value: index, label: candidateLabel(row, article, index, t) }))}
      popupMatchSelectWidth={false}
    />
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

/** What was entered, and the other lines that stand for the same article. */
function typedCell(row: PartsListRow, t: TFunction) {
  return (
    <>
      <Typography.Text code>{row.typed}</Typography.Text>
      {row.sameArticle.length > 0 && (
        <Typography.Text type="warning" className="parts-list__note" data-testid="same-article">
          {t('partsList.notes.sameArticle', { count: row.sameArticle.length, lines: row.sameArticle.join(', ') })}
        </Typography.Text>
      )}
    </>
  );
}

/** The quantity, editable; one that could not be read is empty until the customer types it. */
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
    </>
  );
}

/** The cell of each column; the titles and the order are those of the exported table (parts-list-output.ts). */
function cells(t: TFunction, dispatch: Dispatch): Record<PartsListColumnKey, Omit<TableColumnsType<PartsListRow>[number], 'title' | 'key'>> {
  return {
    line: { width: 72, render: (_, row) => row.line, sorter: byNumber((row) => row.line), defaultSortOrder: 'ascend' },
    typed: { width: 110, render: (_, row) => typedCell(row, t), sorter: byText((row) => row.typed) },
    status: {
      width: 115,
      sorter: byText((row) => row.status),
      render: (_, row) => (
        <>
          <Tag color={STATUS_COLOURS[row.status]} data-status={row.status}>
            {t(`partsList.status.${row.status}`)}
            {row.problem ? `: ${t(`partsList.problem.${row.problem}`)}` : ''}
          </Tag>
          {replacementNote(row, t)}
        </>
      ),
    },
    brand: { width: 90, render: (_, row) => row.article?.brand ?? '', sorter: byText((row) => row.article?.brand) },
    artnr: { width: 150, render: (_, row) => articleCell(row, t, dispatch), sorter: byText((row) => row.article?.artnr) },
    name: { width: 130, render: (_, row) => row.article?.name ?? '', sorter: byText((row) => row.article?.name) },
    stock: { width: 115, render: (_, row) => (row.article ? stockText(row.article, t) : '') },
    qty: {
      width: 90,
      sorter: byNumber((row) => row.qty),
      render: (_, row) => qtyCell(row, t, dispatch),
    },
    moq: {
      width: 105,
      sorter: byNumber((row) => (row.belowMoq ? 1 : 0)),
      render: (_, row) => (row.belowMoq && row.article ? (
        <Typography.Text type="warning" className="parts-list__moq" data-testid="moq-warning">
          <WarningOutlined aria-hidden /> {t('partsList.moqWarning', { moq: row.article.moq })}
        </Typography.Text>
      ) : ''),
    },
    price: { width: 100, align: 'right', render: (_, row) => priceText(row, row.price, t), sorter: byNumber((row) => row.price) },
    lineTotal: { width: 130, align: 'right', render: (_, row) => priceText(row, row.lineTotal, t), sorter: byNumber((row) => row.lineTotal) },
  };
}

/**
 * The looked-up list: one row per line, sortable, with the customer's edits. The columns keep their
 * widths (all of them fit at 1280 px); a narrower screen scrolls the table, not the page.
 */
export function PartsListTable() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const rows = useSelector(selectPartsListRows);
  const columns = useMemo<TableColumnsType<PartsListRow>>(() => {
    const byKey = cells(t, dispatch);
    return [
      ...PARTS_LIST_COLUMNS.map((column) => ({ key: column.key, title: t(column.titleKey), ...byKey[column.key] })),
      {
        key: 'remove',
        width: 40,
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
    ];
  }, [t, dispatch]);
  return (
    <Table<PartsListRow>
      className="parts-list__table"
      data-testid="parts-list-table"
      size="small"
      rowKey="line"
      columns={columns}
      dataSource={rows}
      tableLayout="fixed"
      scroll={{ x: columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0) }}
      pagination={{ pageSize: ROWS_PER_PAGE, hideOnSinglePage: true, showSizeChanger: false }}
      onRow={(row) => ({ 'data-line': row.line, 'data-status': row.status } as HTMLAttributes<HTMLElement>)}
    />
  );
}
