/*
 * npm run build [-- server|client] [--if-stale]: builds the parts named (default both) whatever their
 * stamps say, and stamps each with the inputs it was built from (src/build/build-parts.js). With
 * --if-stale only the parts whose stamp no longer matches their inputs are built: the test scripts
 * use it, so a build made moments before (CI builds the page beside the unit tests) is not made twice.
 */
const { PARTS, ROOT, buildPart, staleReason } = require('./build-parts');

const args = process.argv.slice(2);
const ifStale = args.includes('--if-stale');
const named = args.filter((arg) => arg !== '--if-stale');
const parts = named.length > 0 ? named : Object.keys(PARTS);
try {
  for (const part of parts) {
    if (!(part in PARTS)) throw new Error(`Unknown part "${part}": name ${Object.keys(PARTS).join(' or ')}`);
    if (ifStale && staleReason(ROOT, part) === null) {
      console.log(`The ${part} is up to date.`);
      continue;
    }
    buildPart(ROOT, part);
  }
} catch (error) {
  console.error(`Error: ${error.message}`);
  process.exit(1);
}
