/**
 * Search answers kept for reuse, exactly as a customer got them: the same question from the same
 * customer (its discounts, its blocked brands) under the same data version (Store.answersVersion)
 * is answered from memory, without reading the catalogue, serialising or compressing again. A new
 * data version forgets every answer at once, so an import or a stock refresh committed by any
 * process is seen by the very next search. Bounded in bytes; the least recently used go first.
 */
import type { AnswerEncoding } from '../compression';

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
function sizeOf(answer: CachedAnswer): number {
  let bytes = answer.body.length;
  for (const encoded of answer.encoded.values()) bytes += encoded.length;
  return bytes;
}

export class AnswerCache {
  private version: string | null = null;
  /** In use order: the least recently used first. */
  private readonly answers = new Map<string, CachedAnswer>();
  private heldBytes = 0;

  constructor(private readonly maxBytes: number) {}

  get bytes(): number {
    return this.heldBytes;
  }

  get size(): number {
    return this.answers.size;
  }

  /** The answer kept for `key` under `version`; when the version has moved on, everything kept is forgotten first. */
  get(version: string, key: string): CachedAnswer | undefined {
    if (version !== this.version) {
      this.answers.clear();
      this.heldBytes = 0;
      this.version = version;
      return undefined;
    }
    const answer = this.answers.get(key);
    if (answer) {
      this.answers.delete(key);
      this.answers.set(key, answer);
    }
    return answer;
  }

  /**
   * Keeps an answer read after `version` was seen. One read under a version that has since moved
   * on is dropped: it may predate a change the cache already knows of.
   */
  set(version: string, key: string, answer: CachedAnswer): void {
    if (version !== this.version) return;
    this.remove(key);
    this.answers.set(key, answer);
    this.heldBytes += sizeOf(answer);
    this.evict();
  }

  /** Adds a compressed form to an answer; the answer is kept only while it fits. */
  addEncoding(key: string, answer: CachedAnswer, encoding: AnswerEncoding, bytes: Buffer): void {
    const kept = this.answers.get(key) === answer;
    if (kept) this.heldBytes -= sizeOf(answer);
    answer.encoded.set(encoding, bytes);
    if (!kept) return;
    this.heldBytes += sizeOf(answer);
    this.evict();
  }

  private remove(key: string): void {
    const answer = this.answers.get(key);
    if (!answer) return;
    this.answers.delete(key);
    this.heldBytes -= sizeOf(answer);
  }

  private evict(): void {
    for (const key of this.answers.keys()) {
      if (this.heldBytes <= this.maxBytes) return;
      this.remove(key);
    }
  }
}

/** The question and everything about the customer that changes its answer. */
export function answerKey(question: {
  q: string; exact: boolean; brands: string[] | null; onstock: boolean; customerId: number | null; blockedBrands: string[]; limit: number;
}): string {
  const { q, exact, brands, onstock, customerId, blockedBrands, limit } = question;
  return JSON.stringify([customerId, blockedBrands, q, exact, brands, onstock, limit]);
}
