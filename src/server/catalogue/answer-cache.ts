/**
 * Search answers kept for reuse, exactly as a customer got them: the same question from the same
 * customer (its discounts, its blocked brands) under the same data version is answered from
 * memory, without reading the catalogue, serialising or compressing again (store/versioned-cache.ts:
 * an import or a stock refresh committed by any process is seen by the very next search).
 */
import type { AnswerEncoding } from '../compression';
import type { SearchQuery } from '../store/store';
import { VersionedCache } from '../store/versioned-cache';

export interface CachedAnswer {
  /** The answer's JSON, as sent to a client that asks for no compression. */
  readonly body: Buffer;
  readonly catalogueVersion: string;
  /** What the search log line reports. */
  readonly total: number;
  readonly returned: number;
  /** The body compressed, per encoding, added as clients ask for one. */
  readonly encoded: Map<AnswerEncoding, Buffer>;
}

/** The bytes an answer holds: its body and every compressed form of it. */
function bytesOf(answer: CachedAnswer): number {
  let bytes = answer.body.length;
  for (const encoded of answer.encoded.values()) bytes += encoded.length;
  return bytes;
}

export class AnswerCache extends VersionedCache<CachedAnswer> {
  constructor(maxBytes: number) {
    super(maxBytes, bytesOf);
  }

  /** Adds a compressed form to an answer, kept with it while everything fits. */
  addEncoding(key: string, answer: CachedAnswer, encoding: AnswerEncoding, bytes: Buffer): void {
    answer.encoded.set(encoding, bytes);
    this.remeasure(key, answer);
  }
}

/** The question and everything about the customer that changes its answer. */
export function answerKey({ q, exact, brands, onstock, customerId, blockedBrands, limit }: SearchQuery): string {
  return JSON.stringify([customerId, blockedBrands, q, exact, brands, onstock, limit]);
}
