import { DeleteOutlined } from '@ant-design/icons';
import { Button, Table, Tag, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { Dispatch } from '@reduxjs/toolkit';
import type { LookupStatus } from '../../../../shared/contract';
import { statusText } from '../parts-list-output';
import { selectPartsListRows, type PartsListRow } from '../parts-list-selectors';
import { lineRemoved } from '../parts-list-slice';
import { stockText } from '../stock-text';
import { articleCell, priceText, qtyCell, replacementNote, typedCell } from './table-cells';

/** Lines of the table per page: a page of 100 is one scroll; longer lists page. */
const ROWS_PER_PAGE = 100;

const STATUS_COLOURS: Record<LookupStatus, string> = {
  found: 'green', found_after_prefix: 'cyan', successor: 'blue', alternative: 'purple', ambiguous: 'gold', not_found: 'red', invalid: 'volcano',
};

const byText = (pick: (row: PartsListRow) => string | undefined) => (a: PartsListRow, b: PartsListRow) => (pick(a) ?? '').localeCompare(pick(b) ?? '');
const byNumber = (pick: (row: PartsListRow) => number | null) => (a: PartsListRow, b: PartsListRow) => (pick(a) ?? -Infinity) - (pick(b) ?? -Infinity);

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
