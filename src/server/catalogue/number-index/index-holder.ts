/**
 * One number index per catalogue version, per instance (docs/search-flow.md, Mistyped numbers).
 * Each instance builds its own from the store, the first as the server starts; a request that
 * reads a newer catalogue version has the next index built in the background while the last one
 * keeps answering, and a build becomes visible only once complete. Only a request arriving before
 * the first build is done waits for it: before it there is nothing to answer with. A failed build
 * is logged and tried again after NUMBER_INDEX_RETRY_MS; until then the last index (or, before
 * any, an empty one) answers, so no request fails for it. Reading the numbers and building yield
 * the event loop often (off-thread-build.ts), so searches go on meanwhile; closing stops a build.
 */
import type { FastifyBaseLogger } from 'fastify';
import { NUMBER_INDEX_RETRY_MS } from '../../config';
import type { Store } from '../../store/store';

interface Built<Index> {
  index: Index;
  catalogueVersion: string;
}

export interface IndexHolderOptions<Index> {
  store: Pick<Store, 'catalogueNumbers'>;
  /** Builds the index of one catalogue's numbers; rejects once `signal` is aborted. */
  build: (numbers: string[], signal: AbortSignal) => Promise<Index>;
  /** The index of no numbers, answering before the first build succeeds. */
  empty: () => Index;
  now: () => number;
  log: FastifyBaseLogger;
}

export class IndexHolder<Index> {
  private built: Built<Index> | null = null;
  private building: Promise<void> | null = null;
  private failedAt = -Infinity;
  private empty: Index | null = null;
  private readonly closing = new AbortController();

  constructor(private readonly options: IndexHolderOptions<Index>) {}

  /** Starts the first build without waiting for it (the server's start). */
  start(): void {
    void this.rebuild();
  }

  /** Stops a running build and starts no more; settles once the build has let go. */
  async close(): Promise<void> {
    this.closing.abort(new Error('the number index is closed'));
    await this.building;
  }

  /** The index to answer with: the last one built, at once; before the first, that build awaited. */
  async current(): Promise<Index> {
    if (!this.built) await this.rebuild();
    if (this.built) return this.built.index;
    this.empty ??= this.options.empty();
    return this.empty;
  }

  /** The catalogue version the answering index was built from; null before the first build. */
  get catalogueVersion(): string | null {
    return this.built?.catalogueVersion ?? null;
  }

  /**
   * A request read `catalogueVersion` from the store: when the index is of another version, the
   * next one is built in the background. The promise settles when that build has (tests wait on it).
   */
  seen(catalogueVersion: string): Promise<void> {
    if (this.built?.catalogueVersion === catalogueVersion) return Promise.resolve();
    return this.rebuild();
  }

  /** One build at a time; requests arriving meanwhile share it. */
  private rebuild(): Promise<void> {
    if (this.building) return this.building;
    if (this.closing.signal.aborted || this.options.now() - this.failedAt < NUMBER_INDEX_RETRY_MS) return Promise.resolve();
    this.building = this.buildNext().finally(() => { this.building = null; });
    return this.building;
  }

  private async buildNext(): Promise<void> {
    const { store, build, now, log } = this.options;
    const { signal } = this.closing;
    const started = process.hrtime.bigint();
    try {
      const { numbers, catalogueVersion } = await store.catalogueNumbers(signal);
      const read = process.hrtime.bigint();
      const index = await build(numbers, signal);
      signal.throwIfAborted();
      this.built = { index, catalogueVersion };
      this.failedAt = -Infinity;
      log.info({
        event: 'number-index', catalogueVersion, numbers: numbers.length,
        readMs: Number(read - started) / 1e6, buildMs: Number(process.hrtime.bigint() - read) / 1e6,
      }, 'number index built');
    } catch (error) {
      if (signal.aborted) return;
      this.failedAt = now();
      log.error({ err: error, event: 'number-index-failed', answering: this.built?.catalogueVersion ?? null }, 'number index not built: the last one answers');
    }
  }
}
