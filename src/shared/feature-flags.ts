/**
 * The feature flags when the deployment sets none; GET /api/flags answers what the server was
 * started with. Kept apart from api-constants.ts: with this object in it, webpack kept that module
 * whole in the sign-in page's bundle instead of inlining the header names the page uses.
 */
import type { FeatureFlags } from './contract';

export const DEFAULT_FLAGS = { beta: false, christmasBreakBanner: true, maintenance: false, replacementSearch: true } as const satisfies FeatureFlags;
