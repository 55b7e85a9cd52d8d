import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { cellText } from './cell-text';
import { selectCustomerName } from './customer-name';
import type { OutputList } from './output-table';
import './list-output.css';

const DATE = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });

/**
 * What a printer gets instead of the screen (docs/behaviour.md, Out of the tool): the table with
 * the customer's name and the date, and the page's summary under it, and nothing else. It sits
 * beside the app at the end of the document, hidden on screen; the print style sheet hides
 * everything else (header, filters, buttons, toasts), so any page that renders one prints the same way.
 */
export function PrintSheet({ list, title }: { list: Pick<OutputList, 'table' | 'summary'>; title: string }) {
  const { table, summary } = list;
  const { t } = useTranslation();
  const customerName = useSelector(selectCustomerName);
  // A column of numbers is aligned right as a whole, its "on request" and empty cells too.
  const numeric = new Set(table.columns.filter((column) => table.rows.some((row) => typeof row[column.key] === 'number')).map((column) => column.key));
  return createPortal(
    <section className="print-sheet" aria-label={title}>
      <h1 className="print-sheet__title">{title}</h1>
      <p className="print-sheet__meta">{customerName} · {t('listOutput.print.date', { date: DATE.format(new Date()) })}</p>
      <table>
        <thead>
          <tr>{table.columns.map((column) => <th key={column.key} scope="col">{column.title}</th>)}</tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={index}>
              {table.columns.map((column) => {
                const cell = row[column.key] ?? null;
                const className = numeric.has(column.key) ? 'print-sheet__number' : column.keepWhole ? 'print-sheet__code' : undefined;
                return <td key={column.key} className={className}>{cellText(cell, column)}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {summary.length > 0 && (
        <dl className="print-sheet__summary">
          {summary.map((fact) => (
            <div key={fact.title}>
              <dt>{fact.title}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>,
    document.body,
  );
}
