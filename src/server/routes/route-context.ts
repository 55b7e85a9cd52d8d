import type { FeatureFlags } from '../../shared/contract';
import type { Store } from '../store/store';

/** What every route plugin is given by app.ts. */
export interface RouteContext {
  store: Store;
  flags: FeatureFlags;
  now: () => number;
  isShuttingDown: () => boolean;
}
