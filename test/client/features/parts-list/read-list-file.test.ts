/** An .xlsx sheet's rows become text the paste parser reads, with the same column detection as a paste. */
import { parsePartsList } from '../../../../src/client/features/parts-list/parse/parse-parts-list';
import { isXlsx, xlsxRowsAsText } from '../../../../src/client/features/parts-list/read-list-file';

describe('an .xlsx sheet as text', () => {
  it('joins cells with tabs, writes numbers plainly, leaves empty cells empty and keeps tabs out of a cell', () => {
    expect(xlsxRowsAsText([['MLFB', 'MENGE', null], ['6ES7214-1AG40-0XB0', 10, 'a\tnote'], [new Date(Date.UTC(2026, 10, 24)), 1.5, true]]))
      .toBe('MLFB\tMENGE\t\n6ES7214-1AG40-0XB0\t10\ta note\n2026-11-24\t1.5\ttrue');
  });

  it('is read by the paste parser: the Siemens Mall header names the columns', () => {
    const parsed = parsePartsList(xlsxRowsAsText([['MLFB', 'MENGE'], ['6ES7214-1AG40-0XB0', 3], ['SIC1040764', 2]]));
    expect(parsed).toMatchObject({ header: true, needsChoice: false, columns: { number: 0, qty: 1 } });
    expect(parsed.lines).toEqual([{ row: 1, q: '6ES7214-1AG40-0XB0', qty: 3 }, { row: 2, q: 'SIC1040764', qty: 2 }]);
  });

  it('knows an .xlsx file by its name', () => {
    expect([isXlsx('Stückliste.XLSX'), isXlsx('list.csv'), isXlsx('list.xls')]).toEqual([true, false, false]);
  });
});
