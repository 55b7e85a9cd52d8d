/**
 * The feature flags when the deployment sets none; GET /api/flags answers what the server was
 * started with. Kept apart from api-constants.ts: with this object in it, webpack kept that module
 * whole in the sign-in page's bundle instead of inlining the header names the page uses.
 */
import type { FeatureFlags } from './contract';

export const DEFAULT_FLAGS = { beta: false, christmasBreakBanner: true, maintenance: false, replacementSearch: true } as const satisfies FeatureFlags;

/** The flags in the order the staff console lists them. */
export const FLAG_NAMES = ['beta', 'christmasBreakBanner', 'maintenance', 'replacementSearch'] as const satisfies ReadonlyArray<keyof FeatureFlags>;
export type FlagName = (typeof FLAG_NAMES)[number];
