/**
 * Readiness (GET /api/health/ready, and GET /api/health): whether this instance should be sent
 * requests. Its checks run in order and stop at the first that leaves nothing to check further:
 * the instance is not draining, the database answers a read, takes a write, and holds a catalogue
 * (docs/api.md, Service calls).
 */
import type { ReadinessChecks } from '../shared/contract';
import type { CatalogueInfo, Store } from './store/store';

export interface Readiness {
  ready: boolean;
  checks: ReadinessChecks;
  /** Null when the database did not answer (or was not asked). */
  catalogue: CatalogueInfo | null;
}

/** The write check as readiness asks it. */
export interface KeptWriteCheck {
  /** Whether writes work: a pass is kept for `keepMs`, a failure is checked again at the next probe. */
  check(): Promise<boolean>;
  /** Drops a kept pass: a request's write has just failed for the disk. */
  forget(): void;
}

/**
 * The write check, a success kept for `keepMs` (config.ts, READY_WRITE_CHECK_MS, says why); a
 * failure is checked again at the next probe, so a recovery shows at once. Probes arriving
 * while a check runs share it.
 */
export function keptWriteCheck(store: Pick<Store, 'checkWrites'>, now: () => number, keepMs: number): KeptWriteCheck {
  let passedAt: number | null = null;
  let running: Promise<boolean> | null = null;
  return {
    check() {
      if (passedAt !== null && now() - passedAt < keepMs) return Promise.resolve(true);
      running ??= store.checkWrites().then(() => true, () => false).then((passed) => {
        passedAt = passed ? now() : null;
        running = null;
        return passed;
      });
      return running;
    },
    forget() {
      passedAt = null;
    },
  };
}

export async function readiness(store: Store, draining: boolean, writes: KeptWriteCheck): Promise<Readiness> {
  const checks: ReadinessChecks = { accepting: 'skipped', database: 'skipped', writes: 'skipped', catalogue: 'skipped' };
  const notReady = (): Readiness => ({ ready: false, checks, catalogue: null });
  checks.accepting = draining ? 'failed' : 'ok';
  if (draining) return notReady();
  const catalogue = store.isReady() ? await store.catalogueInfo().catch(() => null) : null;
  checks.database = catalogue ? 'ok' : 'failed';
  if (!catalogue) return notReady();
  checks.writes = (await writes.check()) ? 'ok' : 'failed';
  checks.catalogue = catalogue.articles > 0 ? 'ok' : 'failed';
  return { ready: checks.writes === 'ok' && checks.catalogue === 'ok', checks, catalogue };
}
