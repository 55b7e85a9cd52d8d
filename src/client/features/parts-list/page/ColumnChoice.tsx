import { Alert, Button, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { isProseRow } from '../parse/stray';
import { selectPartsListSource } from '../parts-list-selectors';
import { columnsChosen, type PartsListSource } from '../parts-list-slice';

const NO_QTY = -1;
const SAMPLE_ROWS = 3;

/** The first rows below the header that hold data: what the customer knows the columns by. */
function sampleRows({ cells, headerRow }: PartsListSource): string[][] {
  const rows: string[][] = [];
  for (let index = (headerRow ?? -1) + 1; index < cells.length && rows.length < SAMPLE_ROWS; index += 1) {
    if (!isProseRow(cells[index] ?? [])) rows.push(cells[index] ?? []);
  }
  return rows;
}

/** The most cells in a row, counted without an argument list as long as the rows. */
function widest(cells: readonly string[][]): number {
  let width = 0;
  for (const row of cells) width = Math.max(width, row.length);
  return width;
}

/** Where the parser could only guess: the customer says which column is the number and which the quantity. */
export function ColumnChoice() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const source = useSelector(selectPartsListSource);
  const [number, setNumber] = useState(source?.columns.number ?? 0);
  const [qty, setQty] = useState(source?.columns.qty ?? NO_QTY);
  if (!source) return null;

  // Taking the quantity column for the numbers swaps the two: the guess had them the wrong way round.
  const chooseNumber = (column: number) => {
    if (column === qty) setQty(number);
    setNumber(column);
  };

  const rows = sampleRows(source);
  const sample = (column: number) => rows.map((row) => row[column] ?? '').filter(Boolean).join(', ');
  const width = widest(source.cells);
  const options = Array.from({ length: width }, (_, column) => ({
    value: column, label: t('partsList.choice.column', { n: column + 1, sample: sample(column) }),
  }));

  return (
    <Alert
      className="parts-list__choice"
      type="info"
      showIcon
      title={t('partsList.choice.title')}
      description={(
        <Space orientation="vertical" className="parts-list__choice-fields">
          <Typography.Text>{t('partsList.choice.text')}</Typography.Text>
          <label className="parts-list__choice-field">
            <span>{t('partsList.choice.number')}</span>
            <Select data-testid="choice-number" value={number} onChange={chooseNumber} options={options} popupMatchSelectWidth={false} />
          </label>
          <label className="parts-list__choice-field">
            <span>{t('partsList.choice.qty')}</span>
            <Select
              data-testid="choice-qty"
              value={qty}
              onChange={setQty}
              options={[{ value: NO_QTY, label: t('partsList.choice.none') }, ...options.filter((option) => option.value !== number)]}
              popupMatchSelectWidth={false}
            />
          </label>
          <Button type="primary" onClick={() => dispatch(columnsChosen({ number, qty: qty === NO_QTY || qty === number ? null : qty }))}>
            {t('partsList.lookUp')}
          </Button>
        </Space>
      )}
    />
  );
}
