import { Alert, Button, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { selectPartsListSource } from '../parts-list-selectors';
import { columnsChosen } from '../parts-list-slice';

const NO_QTY = -1;
const SAMPLE_ROWS = 3;

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

  const width = Math.max(0, ...source.cells.map((row) => row.length));
  const sample = (column: number) => source.cells.slice(0, SAMPLE_ROWS).map((row) => row[column] ?? '').filter(Boolean).join(', ');
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
