/**
 * The feature flags switched in the staff console, kept in the database so every instance reads
 * the same (docs/behaviour.md, Maintenance and flags). Only a flag switched at least once has a
 * row; the others keep the value the environment gives them (FLAG_*).
 */
import type { FeatureFlags } from '../../shared/contract';

export type FlagName = keyof FeatureFlags;

export const FLAG_NAMES = ['beta', 'christmasBreakBanner', 'maintenance', 'replacementSearch'] as const satisfies readonly FlagName[];

export interface FlagStore {
  /** The flags switched so far, each with its value; the ones never switched are left out. */
  switched(): Promise<Partial<FeatureFlags>>;
  /** Sets one flag (`at`: ms since the epoch). */
  switch(name: FlagName, enabled: boolean, at: number): Promise<void>;
}

/** A row as both backends read it; a name this server does not know (a newer one's flag) is left out. */
export function toSwitched(rows: Array<{ name: string; enabled: boolean | number }>): Partial<FeatureFlags> {
  const known = new Set<string>(FLAG_NAMES);
  return Object.fromEntries(rows.filter((row) => known.has(row.name)).map((row) => [row.name, Boolean(row.enabled)]));
}
