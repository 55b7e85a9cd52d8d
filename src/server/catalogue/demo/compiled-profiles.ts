/**
 * The brand profiles compiled once at load: weighted tables and compiled article-number
 * patterns, ready for the generator's hot path.
 */
import { compilePattern, type CompiledPattern } from './article-number';
import { BRAND_PROFILES } from './brand-profiles';
import { FAMILIES, type Family } from './families';
import { parseWeighted, weightedTable, type Weighted } from './prng';

export interface CompiledLine {
  family: Family;
  noun: string;
  series: readonly string[] | null;
  /** Weighted so that no pattern fills more than about a quarter of its capacity. */
  patterns: Weighted<CompiledPattern>;
  groups: Weighted<string>;
}

export interface CompiledBrand {
  name: string;
  origins: Weighted<string>;
  lines: Weighted<CompiledLine>;
  priceFactor: number;
  gramShare: number;
}

const GROUP_NAME = /^[a-z0-9-]+$/;

/** The size of the full demo catalogue, which the pattern weights are balanced for. */
export const FULL_CATALOGUE_SIZE = 820_000;

const TOTAL_BRAND_WEIGHT = BRAND_PROFILES.reduce((sum, b) => sum + b.weight, 0);

/**
 * A pattern's weight in its line: the line's rows at full size, but at most a quarter of the
 * pattern's capacity, so short type codes (a few hundred variants) never run dry while long
 * numeric order numbers carry the bulk.
 */
function weightedPatterns(patterns: readonly string[], expectedRows: number): Weighted<CompiledPattern> {
  return weightedTable(patterns.map((source) => {
    const pattern = compilePattern(source);
    return [pattern, Math.max(0.01, Math.min(pattern.capacity / 4, expectedRows))] as const;
  }));
}

function checkedGroups(spec: string, brand: string): Weighted<string> {
  const table = parseWeighted(spec);
  for (const group of table.items) {
    if (!GROUP_NAME.test(group)) throw new Error(`Bad discount group "${group}" for ${brand}`);
  }
  return table;
}

export const COMPILED_BRANDS: readonly CompiledBrand[] = BRAND_PROFILES.map((profile) => {
  const brandGroups = checkedGroups(profile.groups, profile.brand);
  const brandRows = (FULL_CATALOGUE_SIZE * profile.weight) / TOTAL_BRAND_WEIGHT;
  const lineWeight = profile.lines.reduce((sum, l) => sum + l.w, 0);
  const lines = profile.lines.map((line): readonly [CompiledLine, number] => [
    {
      family: FAMILIES[line.f],
      noun: line.n ?? FAMILIES[line.f].noun,
      series: line.s ?? null,
      patterns: weightedPatterns(line.p, (brandRows * line.w) / lineWeight),
      groups: line.g === undefined ? brandGroups : checkedGroups(line.g, profile.brand),
    },
    line.w,
  ]);
  return {
    name: profile.brand,
    origins: parseWeighted(profile.origins),
    lines: weightedTable(lines),
    priceFactor: profile.priceFactor ?? 1,
    gramShare: profile.gramShare ?? 0.25,
  };
});

export const BRAND_TABLE: Weighted<CompiledBrand> = weightedTable(
  COMPILED_BRANDS.map((brand, i) => [brand, BRAND_PROFILES[i].weight] as const),
);

export function compiledBrand(name: string): CompiledBrand {
  const brand = COMPILED_BRANDS.find((b) => b.name === name);
  if (!brand) throw new Error(`No demo profile for brand ${name}`);
  return brand;
}

/** The first line of a brand whose family is the given one (for hand-written articles). */
export function lineOfFamily(brand: CompiledBrand, family: Family): CompiledLine {
  const line = brand.lines.items.find((l) => l.family === family);
  if (!line) throw new Error(`${brand.name} has no line of family ${family.noun}`);
  return line;
}
