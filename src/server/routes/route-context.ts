import type { FeatureFlags } from '../../shared/contract';
import type { Metrics } from '../metrics/metrics';
import type { KeptWriteCheck } from '../readiness';
import type { Store } from '../store/store';
import type { RegisteredRoute } from './openapi';

/** What every route plugin is given by app.ts. */
export interface RouteContext {
  store: Store;
  flags: FeatureFlags;
  now: () => number;
  isShuttingDown: () => boolean;
  metrics: Metrics;
  /** Whether a client address may read /api/metrics (METRICS_ALLOW). */
  metricsAllowed: (address: string) => boolean;
  /** Every route of the app as registered, complete once the app is ready. */
  routes: readonly RegisteredRoute[];
  /** Whether the database takes writes, as readiness reports it. */
  writes: KeptWriteCheck;
}
