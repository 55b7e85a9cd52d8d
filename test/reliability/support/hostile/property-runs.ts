/**
 * fast-check settings for the property suites: a fresh seed each run, written into the report so
 * a failure found once can be replayed with FC_SEED=<seed>.
 */
export function propertySettings(numRuns: number): { seed: number; numRuns: number } {
  const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : Math.floor(Math.random() * 2 ** 31);
  return { seed, numRuns };
}
