/**
 * The characters a printed label makes look alike, folded to one per group, and what it costs to
 * put one of a group for another (NUMBER_MATCHING in config/tuning.ts). Works on UTF-16 code units:
 * normalised numbers are lowercase, so the letter O of a label is `o` here.
 */
import { NUMBER_MATCHING } from '../../config/tuning';

const folded = new Uint16Array(0x10000).map((_, code) => code);
for (const group of NUMBER_MATCHING.confusions) {
  for (const ch of group) folded[ch.charCodeAt(0)] = group.charCodeAt(0);
}

/** One code unit per group of look-alikes: fold(`o`) is fold(`0`). */
export function fold(code: number): number {
  return folded[code];
}

/** What putting code `b` where `a` belongs costs: nothing, a label confusion, or a full edit. */
export function substitutionCost(a: number, b: number): number {
  if (a === b) return 0;
  return folded[a] === folded[b] ? NUMBER_MATCHING.confusionCost : NUMBER_MATCHING.editCost;
}

/** The largest weighted cost at which a number is still close to a query of this length; -1 when none is. */
export function closeLimit(queryLength: number): number {
  if (queryLength >= NUMBER_MATCHING.twoEditsLength) return 2 * NUMBER_MATCHING.editCost;
  if (queryLength >= NUMBER_MATCHING.oneEditLength) return NUMBER_MATCHING.editCost;
  return -1;
}
