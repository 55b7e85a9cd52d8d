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

/** An article of the demo customer's discount group s7a (32 %, so 270,64 € a piece). */
export function seededArticle(artnr: string, fields: Partial<Article> = {}): Article {
  return {
    brand: 'Siemens', artnr, artnrt4: artnr.toLowerCase().replace(/[^a-z0-9]/g, ''), to_artnrt4: '',
    name: 'SIMATIC S7-1200, CPU 1214C, DC/DC/DC', onstock: 3, delivery_time_weeks: 3, listprice: '398,00',
    discount: 32, discountgroup: 's7a', metalsur: null, base_unit: 'pcs', moq: 1, weight: 0.4, weightunit: 'kg', ctn: '85371091', origin: 'DE',
    ...fields,
  };
}

/** Line `line` of a list, as typed, found as `found` (or not found when null). */
export function seededEntry(line: number, typed: string, qty: number, found: Article | null): PartsListEntry {
  const price = found ? 270.64 : null;
  return {
    line, qty, chosen: null,
    answer: {
      index: line, q: typed, qty, status: found ? 'found' : 'not_found', problem: null, article: found, price,
      lineTotal: price === null ? null : Math.round(price * qty * 100) / 100, belowMoq: false, candidates: [],
    },
  };
}

/** The kept list of these entries, as if pasted under a header row. */
export function keptList(entries: PartsListEntry[]): KeptPartsList {
  const cells = [['Artikelnummer', 'Menge'], ...entries.map((entry) => [entry.answer.q, String(entry.qty)])];
  return {
    source: { text: '', fileName: 'seeded.csv', encoding: 'UTF-8', cells, rowNumbers: [1, ...entries.map((entry) => entry.line)], headerRow: 0, columns: { number: 0, qty: 1 } },
    entries,
  };
}

/** `lines` found lines, each its own article, with a name, a stock and a price: every column of the exports filled. */
export function seededList(lines: number): KeptPartsList {
  return keptList(Array.from({ length: lines }, (_, i) => {
    const found = seededArticle(`6ES7${String(100000 + i)}-1AG40-0XB0`, { brand: i % 3 === 0 ? 'Phoenix Contact' : 'Siemens', name: `SIMATIC S7-1200, CPU 1214C, DC/DC/DC, line ${i}`, onstock: i % 7 });
    return seededEntry(i + 2, found.artnr, 1 + (i % 9), found);
  }));
}

/** Opens /parts-list with `list` as the tab's kept list: the page shows it as after a reload. */
export async function openSeededList(page: Page, baseUrl: string, list: KeptPartsList): Promise<void> {
  await page.goto(`${baseUrl}/parts-list`);
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [KEPT_LIST_KEY, JSON.stringify(list)] as const);
  await page.reload();
}
