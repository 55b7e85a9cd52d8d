/**
 * The feature flags switched in the staff console, kept in the database so every instance reads
 * the same (docs/behaviour.md, Maintenance and flags). Only a flag switched at least once has a
 * row; the others keep the value the environment gives them (FLAG_*).
 */
import { FLAG_NAMES, type FlagName } from '../../shared/feature-flags';

export type { FlagName };

/** A switched flag's value and when it was last switched (ms since the epoch). */
export interface SwitchedFlag {
  enabled: boolean;
  changedAt: number;
}

export type SwitchedFlags = Partial<Record<FlagName, SwitchedFlag>>;

export interface FlagStore {
  /** The flags switched so far; the ones never switched are left out. */
  switched(): Promise<SwitchedFlags>;
  /** Sets one flag (`at`: ms since the epoch). */
  switch(name: FlagName, enabled: boolean, at: number): Promise<void>;
}

/** The rows as both backends read them; a name this server does not know (a newer one's flag) is left out. */
export function toSwitched(rows: Array<{ name: string; enabled: boolean | number; changed_at: number | string }>): SwitchedFlags {
  const known = new Set<string>(FLAG_NAMES);
  return Object.fromEntries(rows.filter((row) => known.has(row.name))
    .map((row) => [row.name, { enabled: Boolean(row.enabled), changedAt: Number(row.changed_at) }]));
}
