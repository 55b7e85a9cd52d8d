/**
 * The deterministic demo catalogue (docs/behaviour.md, Demo catalogue): a fixed seed, believable articles for every
 * brand of the profiles. Row i depends only on the seed and the rows before it, so the first k
 * rows of a run of n are exactly a run of k: small test databases are prefixes of the big one.
 *
 * The sequence opens with a fixed block of "750…" articles (Wago I/O modules, Pilz safety relays)
 * interleaved with one article of every brand; after that no article starts with "750", so the
 * fixtures plus any prefix of at least 40 rows hold the same 19 of them.
 */
import { normaliseQuery } from '../../../shared/normalise';
import type { CatalogueRow } from '../../store/catalogue-rows';
import { ArticleNumber, PrefixSet } from './article-number';
import { BRAND_TABLE, COMPILED_BRANDS, compiledBrand, lineOfFamily, type CompiledBrand } from './compiled-profiles';
import { FAMILIES, type Family } from './families';
import { Prng } from './prng';
import { reservedPrefixes } from './reserved-prefixes';
import { buildRow } from './row-fields';

export const DEMO_SEED = 20261121;

/** The one prefix kept for the opening block: no later article may start with it. */
export const OPENING_PREFIX = '750';

const OPENING_ARTICLES: readonly (readonly [brand: string, artnr: string, name: string])[] = [
  ['Wago', '750-400', '2-channel digital input 24 V DC, 3.0 ms'],
  ['Pilz', '750101', 'PNOZ s1 24VDC 2 n/o'],
  ['Wago', '750-430', '8-channel digital input 24 V DC, 3.0 ms'],
  ['Pilz', '750102', 'PNOZ s2 C 24VDC 3 n/o 1 n/c'],
  ['Wago', '750-461', '2-channel analog input for RTDs, Pt100'],
  ['Pilz', '750103', 'PNOZ s3 24VDC 2 n/o'],
  ['Wago', '750-466', '2-channel analog input 4-20 mA, 2-wire'],
  ['Pilz', '750105', 'PNOZ s5 24VDC 2 n/o 2 n/o t'],
  ['Wago', '750-504', '4-channel digital output 24 V DC, 0.5 A'],
  ['Pilz', '750106', 'PNOZ s6 24VDC 3 n/o 1 n/c'],
  ['Wago', '750-530', '8-channel digital output 24 V DC, 0.5 A'],
  ['Pilz', '750107', 'PNOZ s7 24VDC 4 n/o 1 n/c'],
  ['Wago', '750-559', '4-channel analog output 0-10 V'],
  ['Pilz', '750126', 'PNOZ s6.1 24VDC 3 n/o 1 n/c'],
  ['Wago', '750-1405', '16-channel digital input 24 V DC'],
  ['Pilz', '750710', 'PNOZ s7.1 24VDC 3 n/o'],
  ['Wago', '750-1504', '16-channel digital output 24 V DC, 0.5 A'],
];

const OPENING_FAMILY: Record<string, Family> = { Wago: FAMILIES.io, Pilz: FAMILIES.safetyrelay };

/** A generated row together with its normalised article number (artnrt4). */
export interface KeyedArticle {
  row: CatalogueRow;
  artnrt4: string;
}

export function* generateKeyedArticles(count: number, seed = DEMO_SEED): Generator<KeyedArticle> {
  const rng = new Prng(seed);
  const base = reservedPrefixes();
  const reservedForOpening = new PrefixSet(base);
  const reserved = new PrefixSet([...base, OPENING_PREFIX]);
  const seen = new Set<string>();
  const num = new ArticleNumber();
  let emitted = 0;

  const draw = (brand: CompiledBrand, attempts: number): KeyedArticle | null => {
    for (let a = 0; a < attempts; a++) {
      const line = rng.weighted(brand.lines);
      const pattern = rng.weighted(line.patterns);
      const key = num.render(rng, pattern).key;
      if (reserved.matches(key)) continue;
      const known = seen.size;
      if (seen.add(key).size === known) continue; // a duplicate: one hash lookup checks and inserts
      return { row: buildRow(rng, brand, line, num.artnr, pattern.hasLetters), artnrt4: key };
    }
    return null;
  };

  const coverage = [...COMPILED_BRANDS];
  for (let i = coverage.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [coverage[i], coverage[j]] = [coverage[j], coverage[i]];
  }
  for (let i = 0; i < Math.max(OPENING_ARTICLES.length, coverage.length); i++) {
    const fixed = OPENING_ARTICLES[i];
    if (fixed && emitted < count) {
      const [brandName, artnr, name] = fixed;
      const key = normaliseQuery(artnr);
      if (!reservedForOpening.matches(key) && !seen.has(key)) {
        seen.add(key);
        const brand = compiledBrand(brandName);
        const row = buildRow(rng, brand, lineOfFamily(brand, OPENING_FAMILY[brandName]), artnr, false);
        row.name = name;
        emitted++;
        yield { row, artnrt4: key };
      }
    }
    const brand = coverage[i];
    if (brand && emitted < count) {
      const article = draw(brand, 500);
      if (article) {
        emitted++;
        yield article;
      }
    }
  }

  while (emitted < count) {
    let article: KeyedArticle | null = null;
    for (let tries = 0; article === null; tries++) {
      if (tries === 100) throw new Error(`Demo generator: no free article number left after ${emitted} rows`);
      article = draw(rng.weighted(BRAND_TABLE), 50);
    }
    emitted++;
    yield article;
  }
}

export function* generateArticles(count: number, seed = DEMO_SEED): Generator<CatalogueRow> {
  for (const { row } of generateKeyedArticles(count, seed)) yield row;
}

/** Every discount group the generator can emit, sorted and unique. */
export function generatedDiscountGroups(): string[] {
  const groups = new Set<string>();
  for (const brand of COMPILED_BRANDS) {
    for (const line of brand.lines.items) line.groups.items.forEach((g) => groups.add(g));
  }
  return [...groups].sort();
}
