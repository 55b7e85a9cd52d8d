/*
 * npm test's checks: the type check and the lint at once, each about half a minute of one core, on
 * two cores. Each one's output is printed when it ends; the exit code is non-zero when either failed.
 */
const { spawn } = require('node:child_process');

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (script) => new Promise((resolve) => {
  const child = spawn(npm, ['run', '-s', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => { output += chunk; });
  child.stderr.on('data', (chunk) => { output += chunk; });
  child.on('close', (code) => {
    process.stdout.write(output);
    if (code !== 0) console.error(`npm run ${script} failed (exit ${code})`);
    resolve(code === 0);
  });
});

Promise.all(['typecheck', 'lint'].map(run)).then((passed) => { process.exitCode = passed.every(Boolean) ? 0 : 1; });
