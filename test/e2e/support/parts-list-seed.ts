/**
 * A parts list of any length put straight into the tab's kept copy (`pricetool.partsList`), as the
 * page keeps it across a reload: a list at the page's limit without pasting and looking up 5,000
 * lines first. Every line is a found article with a price, a name and a stock, so every column of
 * the exports is filled.
 */
import type { Page } from 'playwright-core';
import type { Article } from '../../../src/shared/contract';
import type { KeptPartsList, PartsListEntry } from '../../../src/client/features/parts-list/parts-list-slice';

const KEPT_LIST_KEY = 'pricetool.partsList';

function article(i: number): Article {
  const artnr = `6ES7${String(100000 + i)}-1AG40-0XB0`;
  return {
    brand: i % 3 === 0 ? 'Phoenix Contact' : 'Siemens', artnr, artnrt4: artnr.toLowerCase().replace(/[^a-z0-9]/g, ''), to_artnrt4: '',
    name: `SIMATIC S7-1200, CPU 1214C, DC/DC/DC, line ${i}`, onstock: i % 7, delivery_time_weeks: 3, listprice: '398,00',
    discount: 32, discountgroup: 's7a', metalsur: null, base_unit: 'pcs', moq: 1, weight: 0.4, weightunit: 'kg', ctn: '85371091', origin: 'DE',
  };
}

export function seededList(lines: number): KeptPartsList {
  const entries: PartsListEntry[] = Array.from({ length: lines }, (_, i) => {
    const found = article(i);
    const qty = 1 + (i % 9);
    return {
      line: i + 2, qty, chosen: null,
      answer: { index: i, q: found.artnr, qty, status: 'found', problem: null, article: found, price: 270.64, lineTotal: 270.64 * qty, belowMoq: false, candidates: [] },
    };
  });
  const cells = [['Artikelnummer', 'Menge'], ...entries.map((entry) => [entry.answer.q, String(entry.qty)])];
  return { source: { text: '', fileName: 'seeded.csv', cells, header: true, columns: { number: 0, qty: 1 } }, entries };
}

/** Opens /parts-list with `list` as the tab's kept list: the page shows it as after a reload. */
export async function openSeededList(page: Page, baseUrl: string, list: KeptPartsList): Promise<void> {
  await page.goto(`${baseUrl}/parts-list`);
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [KEPT_LIST_KEY, JSON.stringify(list)] as const);
  await page.reload();
}
