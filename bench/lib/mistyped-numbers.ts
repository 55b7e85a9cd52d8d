/**
 * Seeded mistyped queries drawn from a catalogue's normalised numbers, one kind of mistake at a
 * time (docs/performance.md, Mistyped numbers): what a person reading a label or copying half a
 * number types. A query that is itself a number of the catalogue is drawn again: it would be found
 * exactly, and never asked as a mistyped one.
 */
import { NUMBER_MATCHING } from '../../src/server/config/tuning';
import { Prng } from '../../src/server/catalogue/demo/prng';

export const MISTAKES = ['substitution', 'deletion', 'insertion', 'swap', 'confusion', 'fragment', 'two mistakes'] as const;
export type Mistake = (typeof MISTAKES)[number];
/** The kinds that are one mistake, for which the recall targets hold. */
export const SINGLE_MISTAKES: readonly Mistake[] = MISTAKES.filter((kind) => kind !== 'two mistakes');

export interface MistypedQuery {
  kind: Mistake;
  intended: string;
  query: string;
}

const TYPED = 'abcdefghijklmnopqrstuvwxyz0123456789';
const LOOK_ALIKES = new Map<string, string>();
for (const group of NUMBER_MATCHING.confusions) for (const ch of group) LOOK_ALIKES.set(ch, group.replace(ch, ''));

const { oneEditLength, twoEditsLength, minFragmentLength } = NUMBER_MATCHING;

function substitute(rng: Prng, s: string): string | null {
  const at = rng.int(0, s.length - 1);
  const alike = LOOK_ALIKES.get(s[at]) ?? '';
  const others = [...TYPED].filter((ch) => ch !== s[at] && !alike.includes(ch));
  return s.slice(0, at) + rng.pick(others) + s.slice(at + 1);
}

function confuse(rng: Prng, s: string): string | null {
  const places = [...s].flatMap((ch, at) => (LOOK_ALIKES.has(ch) ? [at] : []));
  if (places.length === 0) return null;
  const at = rng.pick(places);
  return s.slice(0, at) + rng.pick([...LOOK_ALIKES.get(s[at])!]) + s.slice(at + 1);
}

function swap(rng: Prng, s: string): string | null {
  const places = [...s.slice(1)].flatMap((ch, i) => (ch !== s[i] ? [i] : []));
  if (places.length === 0) return null;
  const at = rng.pick(places);
  return s.slice(0, at) + s[at + 1] + s[at] + s.slice(at + 2);
}

function fragment(rng: Prng, s: string): string | null {
  if (s.length < minFragmentLength + 1) return null;
  const length = rng.int(minFragmentLength, s.length - 1);
  const at = rng.int(1, s.length - length);
  return s.slice(at, at + length);
}

const ONE_MISTAKE: Record<Exclude<Mistake, 'two mistakes'>, (rng: Prng, s: string) => string | null> = {
  substitution: substitute,
  deletion: (rng, s) => {
    const at = rng.int(0, s.length - 1);
    return s.slice(0, at) + s.slice(at + 1);
  },
  insertion: (rng, s) => {
    const at = rng.int(0, s.length);
    return s.slice(0, at) + rng.pick([...TYPED]) + s.slice(at);
  },
  swap,
  confusion: confuse,
  fragment,
};

/** One mistyped form of `number`, or null when this kind of mistake does not fit it. */
function mistype(rng: Prng, kind: Mistake, number: string): string | null {
  if (kind !== 'two mistakes') {
    const query = ONE_MISTAKE[kind](rng, number);
    return query !== null && query.length >= oneEditLength ? query : null;
  }
  if (number.length < twoEditsLength) return null;
  const edits = ['substitution', 'deletion', 'insertion', 'swap', 'confusion'] as const;
  const once = ONE_MISTAKE[rng.pick(edits)](rng, number);
  const twice = once === null ? null : ONE_MISTAKE[rng.pick(edits)](rng, once);
  return twice !== null && twice.length >= twoEditsLength ? twice : null;
}

/** `perKind` queries of every kind, the same for the same numbers and seed. */
export function mistypedQueries(numbers: readonly string[], perKind: number, seed: number): MistypedQuery[] {
  const rng = new Prng(seed);
  const known = new Set(numbers);
  const queries: MistypedQuery[] = [];
  for (const kind of MISTAKES) {
    for (let drawn = 0, tries = 0; drawn < perKind; tries++) {
      if (tries > perKind * 1000) throw new Error(`too few numbers fit a ${kind}`);
      const intended = rng.pick(numbers);
      const query = mistype(rng, kind, intended);
      if (query === null || query === intended || known.has(query)) continue;
      queries.push({ kind, intended, query });
      drawn++;
    }
  }
  return queries;
}

export interface Recall {
  kind: Mistake | 'single mistakes' | 'all';
  queries: number;
  /** Shares of the queries whose intended number similar() answers first, and among its first five. */
  first: number;
  firstFive: number;
  /** Share whose intended number is not first but ranks level with the first (the caller's stock decides). */
  tiedFirst: number;
}

/** How often NumberIndex.similar answers each query's intended number first and in its first five. */
export function recallOf(similar: (query: string) => readonly { number: string; match: string; cost: number }[], queries: readonly MistypedQuery[]): Recall[] {
  const outcomes = queries.map(({ kind, intended, query }) => {
    const answer = similar(query);
    const rank = answer.findIndex((r) => r.number === intended);
    const level = (a: (typeof answer)[number], b: (typeof answer)[number]) =>
      a.match === b.match && a.cost === b.cost && Math.abs(a.number.length - query.length) === Math.abs(b.number.length - query.length);
    return { kind, rank, tied: rank > 0 && level(answer[rank], answer[0]) };
  });
  const summary = (kind: Recall['kind'], of: typeof outcomes): Recall => ({
    kind,
    queries: of.length,
    first: of.filter((o) => o.rank === 0).length / of.length,
    firstFive: of.filter((o) => o.rank >= 0 && o.rank < 5).length / of.length,
    tiedFirst: of.filter((o) => o.tied).length / of.length,
  });
  return [
    ...MISTAKES.map((kind) => summary(kind, outcomes.filter((o) => o.kind === kind))),
    summary('single mistakes', outcomes.filter((o) => SINGLE_MISTAKES.includes(o.kind))),
    summary('all', outcomes),
  ];
}
