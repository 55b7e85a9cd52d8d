/**
 * One number index per catalogue version, per instance (docs/search-flow.md, Mistyped numbers).
 * Each instance builds its own from the store; a request that reads a newer catalogue version has
 * the next index built in the background while the last one keeps answering, and a build becomes
 * visible only once complete. Only the first build is awaited: before it there is nothing to
 * answer with. A failed build is logged and tried again after NUMBER_INDEX_RETRY_MS; until then
 * the last index (or, before any, an empty one) answers, so no request fails for it.
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
  /** Builds the index of one catalogue's numbers. */
  build: (numbers: string[]) => Index;
  now: () => number;
  log: FastifyBaseLogger;
}

export class IndexHolder<Index> {
  private built: Built<Index> | null = null;
  private building: Promise<void> | null = null;
  private failedAt = -Infinity;
  private empty: Index | null = null;

  constructor(private readonly options: IndexHolderOptions<Index>) {}

  /** The index to answer with: the last one built, at once; before the first, that build awaited. */
  async current(): Promise<Index> {
    if (!this.built) await this.rebuild();
    if (this.built) return this.built.index;
    this.empty ??= this.options.build([]);
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
    if (this.options.now() - this.failedAt < NUMBER_INDEX_RETRY_MS) return Promise.resolve();
    this.building = this.buildNext().finally(() => { this.building = null; });
    return this.building;
  }

  private async buildNext(): Promise<void> {
    const { store, build, now, log } = this.options;
    const started = process.hrtime.bigint();
    try {
      const { numbers, catalogueVersion } = await store.catalogueNumbers();
      const read = process.hrtime.bigint();
      const index = build(numbers);
      this.built = { index, catalogueVersion };
      this.failedAt = -Infinity;
      log.info({
        event: 'number-index', catalogueVersion, numbers: numbers.length,
        readMs: Number(read - started) / 1e6, buildMs: Number(process.hrtime.bigint() - read) / 1e6,
      }, 'number index built');
    } catch (error) {
      this.failedAt = now();
      log.error({ err: error, event: 'number-index-failed', answering: this.built?.catalogueVersion ?? null }, 'number index not built: the last one answers');
    }
  }
}
