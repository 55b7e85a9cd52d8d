import type { FeatureFlags } from '../../shared/contract';
import type { SharedWork } from '../fair-share/fair-share';
import type { Metrics } from '../metrics/metrics';
import type { KeptWriteCheck } from '../readiness';
import type { Admin } from '../store/admin';
import type { Store } from '../store/store';
import type { RegisteredRoute } from './openapi';

/** What every route plugin is given by app.ts. */
export interface RouteContext {
  store: Store;
  /** The operator writes of the staff API (store/admin.ts). */
  admin: Admin;
  flags: FeatureFlags;
  now: () => number;
  /** Runs a signed-in user's costly request within its user's and customer's share (fair-share/). */
  shared: SharedWork;
  isShuttingDown: () => boolean;
  metrics: Metrics;
  /** Whether a client address may read /api/metrics (METRICS_ALLOW). */
  metricsAllowed: (address: string) => boolean;
  /** Every route of the app as registered, complete once the app is ready. */
  routes: readonly RegisteredRoute[];
  /** Whether the database takes writes, as readiness reports it. */
  writes: KeptWriteCheck;
}
