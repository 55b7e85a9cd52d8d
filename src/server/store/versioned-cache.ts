/**
 * Values read from the store, kept for reuse while the store's data version (Store.answersVersion)
 * stays the same: a new version forgets every value at once, so a change committed by any process
 * is seen by the very next read. Bounded by a measure of the values (bytes, or a count); the least
 * recently used go first.
 */
export class VersionedCache<V> {
  private version: string | null = null;
  /** In use order: the least recently used first. */
  private readonly values = new Map<string, { value: V; size: number }>();
  private held = 0;

  /** `sizeOf` measures a value against `limit` (bytes, or 1 to bound the count). */
  constructor(private readonly limit: number, private readonly sizeOf: (value: V) => number) {}

  /** What the kept values measure together. */
  get measure(): number {
    return this.held;
  }

  get size(): number {
    return this.values.size;
  }

  /** The value kept for `key` under `version`; when the version has moved on, everything kept is forgotten first. */
  get(version: string, key: string): V | undefined {
    if (version !== this.version) {
      this.values.clear();
      this.held = 0;
      this.version = version;
      return undefined;
    }
    const kept = this.values.get(key);
    if (!kept) return undefined;
    this.values.delete(key);
    this.values.set(key, kept);
    return kept.value;
  }

  /**
   * Keeps a value read after `version` was seen. One read under a version that has since moved on
   * is dropped: it may predate a change the cache already knows of.
   */
  set(version: string, key: string, value: V): void {
    if (version !== this.version) return;
    this.delete(key);
    const size = this.sizeOf(value);
    this.values.set(key, { value, size });
    this.held += size;
    this.evict();
  }

  /** Measures a kept value again after it grew; it stays only while everything fits. */
  remeasure(key: string, value: V): void {
    const kept = this.values.get(key);
    if (!kept || kept.value !== value) return;
    const size = this.sizeOf(value);
    this.held += size - kept.size;
    kept.size = size;
    this.evict();
  }

  delete(key: string): void {
    const kept = this.values.get(key);
    if (!kept) return;
    this.values.delete(key);
    this.held -= kept.size;
  }

  private evict(): void {
    for (const key of this.values.keys()) {
      if (this.held <= this.limit) return;
      this.delete(key);
    }
  }
}
