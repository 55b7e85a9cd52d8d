/**
 * The normalised prefixes no generated article may start with (docs/behaviour.md, Demo catalogue): the fixtures'
 * reserved prefixes and article numbers, the 32 supplier prefixes and every brand name
 * or alias (so a search for a brand finds no article). Read at call time: the brand data may
 * change between runs.
 */
import { buildBrandMapping } from '../../../shared/brands/brand-mapping';
import { normaliseQuery } from '../../../shared/normalise';
import { SUPPLIER_PREFIXES } from '../../../shared/supplier-prefixes';
import { DEMO_BRANDS } from './demo-brands';
import { FIXTURE_ARTICLES, RESERVED_FIXTURE_PREFIXES } from './fixtures';

export function reservedPrefixes(): string[] {
  const prefixes = new Set<string>([
    ...RESERVED_FIXTURE_PREFIXES,
    ...FIXTURE_ARTICLES.map((a) => normaliseQuery(a.artnr)),
    ...SUPPLIER_PREFIXES.map((p) => p.toLowerCase()),
    ...Object.keys(buildBrandMapping(DEMO_BRANDS)).map(normaliseQuery),
  ]);
  prefixes.delete('');
  return [...prefixes].sort();
}
