/*
 * node src/build/run-built.js dist/server/FILE.js [args]: runs a built program (the server, a CLI)
 * after building only what is stale, in this same process. Every program needs the server part;
 * the server's main also serves the page, so it needs the client part too. With an up-to-date
 * build this costs the hashing of the inputs (tens of milliseconds), not tsc and webpack.
 */
const path = require('node:path');
const { ROOT, buildPart, staleReason } = require('./build-parts');

const [file, ...args] = process.argv.slice(2);
if (!file) {
  console.error('Usage: node src/build/run-built.js dist/server/FILE.js [args]');
  process.exit(2);
}
const program = path.resolve(ROOT, file);
const parts = program === path.join(ROOT, 'dist', 'server', 'main.js') ? ['server', 'client'] : ['server'];
try {
  for (const part of parts) {
    const reason = staleReason(ROOT, part);
    if (reason === null) continue;
    // On stderr: a CLI's standard output stays what the CLI prints, for scripts that read it.
    console.error(`Building the ${part} (${reason}) …`);
    buildPart(ROOT, part);
  }
} catch (error) {
  console.error(`Error: ${error.message}`);
  process.exit(1);
}
// The program reads its arguments from process.argv as if it had been started itself.
process.argv = [process.argv[0], program, ...args];
require(program);
