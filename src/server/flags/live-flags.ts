/**
 * The feature flags as the server answers and uses them: each flag switched in the staff console
 * (the database's), else the environment's FLAG_* value. Read from the database at most every
 * FLAG_CACHE_MS, so several instances agree within that and a page's poll costs no query
 * (docs/behaviour.md, Maintenance and flags).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AdminFlag } from '../../shared/admin-flags-contract';
import type { FeatureFlags } from '../../shared/contract';
import { FLAG_NAMES } from '../../shared/feature-flags';
import { FLAG_CACHE_MS } from '../config';
import type { FlagName, FlagStore, SwitchedFlags } from '../store/flag-store';

export interface LiveFlags {
  /** The flags now. When the database does not answer, the last ones read (or the environment's): a page must still learn of maintenance. */
  current(): Promise<FeatureFlags>;
  /** Each flag as the staff console shows it, read from the database now. */
  describe(): Promise<AdminFlag[]>;
  /** Switches one flag in the database; this instance answers the new value at once. Returns its value before. */
  switch(name: FlagName, enabled: boolean): Promise<boolean>;
}

export function liveFlags(store: FlagStore, environment: FeatureFlags, now: () => number, log?: FastifyBaseLogger): LiveFlags {
  const withSwitched = (switched: SwitchedFlags): FeatureFlags => ({
    ...environment, ...Object.fromEntries(Object.entries(switched).map(([name, flag]) => [name, flag.enabled])),
  });
  let known: FeatureFlags = { ...environment };
  let readAt = -Infinity;
  let reading: Promise<FeatureFlags> | null = null;
  // A read that began before a switch must not put back what it read once the switch is known.
  let switches = 0;

  /** Reads the database; `known` follows unless a switch came meanwhile. */
  async function read(): Promise<SwitchedFlags> {
    const startedAt = now();
    const switchesBefore = switches;
    const switched = await store.switched();
    if (switches === switchesBefore) {
      known = withSwitched(switched);
      readAt = startedAt;
    }
    return switched;
  }

  async function readKeepingLast(): Promise<FeatureFlags> {
    try {
      await read();
    } catch (error) {
      log?.warn({ err: error, event: 'flags-unread' }, 'flags not read: the last ones read stay');
      readAt = now();
    }
    return known;
  }

  return {
    async current() {
      if (now() - readAt < FLAG_CACHE_MS) return known;
      // Requests arriving while the flags are read share the one read.
      reading ??= readKeepingLast().finally(() => { reading = null; });
      return reading;
    },
    async describe() {
      const switched = await read();
      return FLAG_NAMES.map((name) => ({
        name, enabled: switched[name]?.enabled ?? environment[name], environment: environment[name], changedAt: switched[name]?.changedAt ?? null,
      }));
    },
    async switch(name, enabled) {
      const before = withSwitched(await read())[name];
      await store.switch(name, enabled, now());
      switches += 1;
      known = { ...known, [name]: enabled };
      readAt = now();
      return before;
    },
  };
}
