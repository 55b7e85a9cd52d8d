/**
 * The feature flags as the server answers and uses them: each flag switched in the staff console
 * (the database's), else the environment's FLAG_* value. Read from the database at most every
 * FLAG_CACHE_MS, so several instances agree within that and a page's poll costs no query
 * (docs/behaviour.md, Maintenance and flags).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FeatureFlags } from '../../shared/contract';
import { FLAG_CACHE_MS } from '../config';
import type { FlagName, FlagStore } from '../store/flag-store';

export interface LiveFlags {
  /** The flags now. When the database does not answer, the last ones read (or the environment's): a page must still learn of maintenance. */
  current(): Promise<FeatureFlags>;
  /** Switches one flag in the database; this instance answers the new value at once. Returns the flags before. */
  switch(name: FlagName, enabled: boolean): Promise<FeatureFlags>;
}

export function liveFlags(store: FlagStore, defaults: FeatureFlags, now: () => number, log?: FastifyBaseLogger): LiveFlags {
  let known: FeatureFlags = { ...defaults };
  let readAt = -Infinity;
  let reading: Promise<FeatureFlags> | null = null;
  // A read that began before a switch must not put back what it read once the switch is known.
  let switches = 0;

  async function read(): Promise<FeatureFlags> {
    const startedAt = now();
    const switchesBefore = switches;
    try {
      const switched = await store.switched();
      if (switches === switchesBefore) known = { ...defaults, ...switched };
    } catch (error) {
      log?.warn({ err: error, event: 'flags-unread' }, 'flags not read: the last ones read stay');
    }
    readAt = startedAt;
    return known;
  }

  return {
    async current() {
      if (now() - readAt < FLAG_CACHE_MS) return known;
      // Requests arriving while the flags are read share the one read.
      reading ??= read().finally(() => { reading = null; });
      return reading;
    },
    async switch(name, enabled) {
      const before = await read();
      await store.switch(name, enabled, now());
      switches += 1;
      known = { ...before, [name]: enabled };
      readAt = now();
      return before;
    },
  };
}
