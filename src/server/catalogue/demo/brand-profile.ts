/**
 * The shape of one brand's profile in the demo catalogue: its share, its product lines with
 * article-number patterns, discount groups, origins and a few habits.
 *
 * Pattern syntax: `#` a digit, `%` a digit 1-9, `@` an upper-case letter (no I, O, Q),
 * `{a|b|}` one of the alternatives (may be empty); everything else is literal.
 * Weighted specs ("DE:6,CN:2,CZ") give each entry a relative weight (1 when omitted).
 */
import type { FamilyId } from './families';

export interface ProductLine {
  /** Product family (name, prices, weights, customs codes). */
  f: FamilyId;
  /** Relative share within the brand. */
  w: number;
  /** Article-number patterns, picked uniformly. */
  p: readonly string[];
  /** Series names put into the product name. */
  s?: readonly string[];
  /** Noun replacing the family's noun. */
  n?: string;
  /** Discount groups of this line, replacing the brand's. */
  g?: string;
}

export interface BrandProfile {
  brand: string;
  /** Relative share of the catalogue. */
  weight: number;
  origins: string;
  groups: string;
  /** Multiplies the family price range. */
  priceFactor?: number;
  /** Share of weights given in grams rather than kilograms. */
  gramShare?: number;
  lines: readonly ProductLine[];
}
