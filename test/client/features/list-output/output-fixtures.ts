/** A small list as a page hands it over: text, counts, money and a price on request. */
import type { OutputList, OutputTable } from '../../../../src/client/features/list-output';

export const TABLE: OutputTable = {
  columns: [
    { key: 'artnr', title: 'Article number' },
    { key: 'name', title: 'Name' },
    { key: 'moq', title: 'MOQ' },
    { key: 'discount', title: 'Discount (%)' },
    { key: 'price', title: 'Your price (EUR)', money: true },
  ],
  rows: [
    { artnr: '6ES7214-1AG40-0XB0', name: 'CPU 1214C; DC/DC/DC', moq: 1, discount: 32, price: 270.64 },
    { artnr: 'O5D100', name: 'Sensor "laser", 24 V\nwith cable', moq: 5, discount: 18.5, price: 1234 },
    { artnr: 'X-1', name: 'Élément', moq: null, discount: null, price: 'on request' },
  ],
};

export const LIST: OutputList = {
  table: TABLE,
  orderLines: [
    { articleNumber: '6ES7214-1AG40-0XB0', brand: 'Siemens', qty: 1, price: 270.64, lineTotal: 270.64, notes: [] },
    { articleNumber: 'O5D100', brand: 'ifm', qty: 5, price: 1234, lineTotal: 6170, notes: [] },
    { articleNumber: 'X-1', brand: 'Wago', qty: 1, price: null, lineTotal: null, notes: [] },
  ],
  notOrdered: [],
  summary: [],
  fileBaseName: 'search-750-2026-11-24',
};
