/*
 * npm run build [-- server|client]: builds the parts named (default both) whatever their stamps
 * say, and stamps each with the inputs it was built from (src/build/build-parts.js).
 */
const { PARTS, ROOT, buildPart } = require('./build-parts');

const parts = process.argv.length > 2 ? process.argv.slice(2) : Object.keys(PARTS);
try {
  for (const part of parts) {
    if (!(part in PARTS)) throw new Error(`Unknown part "${part}": name ${Object.keys(PARTS).join(' or ')}`);
    buildPart(ROOT, part);
  }
} catch (error) {
  console.error(`Error: ${error.message}`);
  process.exit(1);
}
