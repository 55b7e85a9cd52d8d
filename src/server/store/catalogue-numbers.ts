/**
 * Store.catalogueNumbers on either backend: every distinct number, `batchSize` at a time in
 * code-unit order, the event loop free between batches (one statement for all holds it up for a
 * third of a second at 820,000 on SQLite, longer on PostgreSQL;
 * docs/performance.md, Mistyped numbers). Each batch is its own read, so the version is read before the first and after the
 * last: an import committing meanwhile changes it, and the numbers are read again, so they are
 * always of one catalogue.
 */
import { freeEventLoop } from '../event-loop';
import type { CatalogueNumbers } from './store';

export interface NumberReads {
  /** The catalogue's version now. */
  version(): Promise<string> | string;
  /** Up to `limit` distinct numbers after `last` (code-unit order), in that order. */
  after(last: string, limit: number): Promise<string[]> | string[];
}

export async function numbersInBatches(reads: NumberReads, batchSize: number, signal?: AbortSignal): Promise<CatalogueNumbers> {
  for (;;) {
    const catalogueVersion = await reads.version();
    const numbers: string[] = [];
    for (let last = ''; ;) {
      const batch = await reads.after(last, batchSize);
      for (const number of batch) numbers.push(number);
      if (batch.length < batchSize) break;
      last = batch[batch.length - 1];
      await freeEventLoop();
      signal?.throwIfAborted();
    }
    if ((await reads.version()) === catalogueVersion) return { numbers, catalogueVersion };
  }
}
