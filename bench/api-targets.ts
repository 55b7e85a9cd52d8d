/**
 * The performance targets for the search API over HTTP, on a 2-core machine with the load generator on
 * the same machine, and how a search-api run is checked against them.
 */
import type { ClassResult } from './search-api';
import { check, type TargetCheck } from './lib/targets';

/** The connection count the latency and floor-share targets are stated for. */
export const TARGET_CONNECTIONS = 16;
/** Exact and typical prefix searches: p50 ≤ 2 ms and p99 ≤ 10 ms. */
export const FAST_CLASSES = ['exact', 'prefix'];
export const FAST_P50_MS = 2;
export const FAST_P99_MS = 10;
/** Suggestions as one types (GET /api/suggestions): p99 ≤ 10 ms, every key of a typist. */
export const SUGGESTION_CLASS = 'suggestions';
export const SUGGESTION_P99_MS = 10;
/** Every other class, the worst of them and similar articles (GET /api/similar) included: p99 ≤ 25 ms. */
export const WORST_P99_MS = 25;
/** Every class at ≥ 50 % of the HTTP floor's throughput. */
export const MIN_FLOOR_SHARE = 0.5;

export function apiTargetChecks(results: ClassResult[]): TargetCheck[] {
  const at16 = results.filter((r) => r.connections === TARGET_CONNECTIONS);
  const checks: TargetCheck[] = [];
  for (const r of at16) {
    const name = `${r.class} at ${TARGET_CONNECTIONS} conns`;
    if (FAST_CLASSES.includes(r.class)) {
      checks.push(check(`${name} p50`, r.search.p50, FAST_P50_MS, ' ms'));
      checks.push(check(`${name} p99`, r.search.p99, FAST_P99_MS, ' ms'));
    } else if (r.class === SUGGESTION_CLASS) {
      checks.push(check(`${name} p99`, r.search.p99, SUGGESTION_P99_MS, ' ms'));
    } else {
      checks.push(check(`${name} p99`, r.search.p99, WORST_P99_MS, ' ms'));
    }
    checks.push(check(`${name} share of floor`, r.floorRatio * 100, MIN_FLOOR_SHARE * 100, ' %', false));
  }
  return checks;
}
