/**
 * What /api/metrics reports, in one prom-client registry per app (tests build many apps in one
 * process). Counters live in the process, so each instance reports its own; imports run in other
 * processes and are read from the database at each scrape, as are the connection pool's use and
 * the database's size. The process's own figures (memory, CPU, event-loop lag, garbage
 * collection: prom-client's default metrics) are collected once per process, in a registry of
 * their own that every app's scrape includes.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { SearchKind } from '../store/search-results';
import type { ImportFailure, ImportRecord, Store } from '../store/store';

/** How a sign-in ended: signed in, refused (wrong password, unknown or disabled account), or locked by the throttle. */
export type SignInOutcome = 'success' | 'failure' | 'locked';

export interface Metrics {
  registry: Registry;
  /** The exposition text of a scrape: the process's figures, then the app's. */
  scrape(): Promise<string>;
  /** `route` is the route as registered (/api/search), never the URL asked for, so labels stay few. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  observeSearch(kind: SearchKind, seconds: number): void;
  countSignIn(outcome: SignInOutcome): void;
}

/** Seconds: a search takes about a millisecond; anything near a second is a problem to see. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

export function createMetrics(store: Store): Metrics {
  const registry = new Registry();
  const requests = new Histogram({
    name: 'pricetool_http_request_duration_seconds',
    help: 'HTTP requests by method, route and status: _count is the number of requests, _sum their time',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const searches = new Histogram({
    name: 'pricetool_search_duration_seconds',
    help: 'Catalogue searches by kind (exact, brand, on-stock, prefix, miss): time to the answer, from the store or kept in memory, a wait for a PostgreSQL connection included',
    labelNames: ['kind'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const signIns = new Counter({
    name: 'pricetool_sign_ins_total',
    help: 'Sign-in attempts by outcome: success, failure, or locked (refused by the throttle before any password check)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  // The pool first: the registry reads every metric at once, and the import query would otherwise
  // be counted as waiting for a connection in the scrape that made it.
  addPoolGauge(registry, store);
  addImportGauges(registry, store);
  addDatabaseSizeGauge(registry, store);
  return {
    registry,
    scrape: async () => `${await processRegistry().metrics()}\n${await registry.metrics()}`,
    observeRequest: (method, route, status, seconds) => requests.observe({ method, route, status: String(status) }, seconds),
    observeSearch: (kind, seconds) => searches.observe({ kind }, seconds),
    countSignIn: (outcome) => signIns.inc({ outcome }),
  };
}

let defaultMetrics: Registry | undefined;

/**
 * prom-client's default metrics, registered once per process: each registration starts an
 * event-loop monitor and a garbage-collection observer that are never stopped. Their series are
 * bounded (heap spaces, GC kinds, handle types).
 */
function processRegistry(): Registry {
  if (!defaultMetrics) {
    defaultMetrics = new Registry();
    collectDefaultMetrics({ register: defaultMetrics });
  }
  return defaultMetrics;
}

interface ImportReport {
  successes: ImportRecord[];
  failures: ImportFailure[];
}

/**
 * Read at each scrape, so an import run by the CLI in another process shows up at once. The
 * registry reads its metrics concurrently: the gauges wait on the one read of that scrape. While
 * the database does not answer they have no samples, and the scrape still answers.
 */
function addImportGauges(registry: Registry, store: Store): void {
  let reading: Promise<ImportReport | null> | null = null;
  const report = () => {
    reading ??= Promise.all([store.importRecords(), store.importFailures()])
      .then(([successes, failures]) => ({ successes, failures }), () => null)
      .finally(() => { reading = null; });
    return reading;
  };
  const gauge = <T extends { kind: string }>(name: string, help: string, read: (found: ImportReport) => T[], value: (record: T) => number) => new Gauge({
    name, help, labelNames: ['kind'] as const, registers: [registry],
    async collect() {
      const found = await report();
      this.reset();
      for (const record of found ? read(found) : []) this.set({ kind: record.kind }, value(record));
    },
  });
  const successes = (found: ImportReport) => found.successes;
  gauge('pricetool_import_last_success_timestamp_seconds', 'When the last successful import of each kind finished (Unix time)', successes, (record) => record.at / 1000);
  gauge('pricetool_import_rows', 'Rows loaded by the last successful import of each kind', successes, (record) => record.rows);
  gauge('pricetool_import_last_failure_timestamp_seconds', 'When the last failed import of each kind gave up (Unix time); absent for a kind that never failed',
    (found) => found.failures, (record) => record.at / 1000);
}

/** SQLite: the file and its write-ahead log; PostgreSQL: pg_database_size. NaN (unknown) while the database does not answer. */
function addDatabaseSizeGauge(registry: Registry, store: Store): void {
  new Gauge({
    name: 'pricetool_database_size_bytes',
    help: 'Size of the database on disk (SQLite: the file and its write-ahead log; PostgreSQL: pg_database_size); NaN while it does not answer',
    registers: [registry],
    async collect() {
      this.set(await store.databaseBytes().catch(() => Number.NaN));
    },
  });
}

/** Without a pool (SQLite) the gauge has no samples. */
function addPoolGauge(registry: Registry, store: Store): void {
  new Gauge({
    name: 'pricetool_db_pool_connections',
    help: 'PostgreSQL connection pool: open connections (total), idle ones, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = store.poolUse();
      if (!use) return;
      for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, use[state]);
    },
  });
}
