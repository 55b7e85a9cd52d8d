/*
 * The two parts of the build (the server, compiled by tsc into dist/server; the page, bundled by
 * webpack into dist/client), what each is built from, and a stamp per part: the hash of every input
 * file (and of the settings webpack bakes into the page), written when the part was built. A part
 * whose inputs still hash the same is up to date, so `npm start` and the CLIs rebuild nothing, and
 * need neither tsc nor webpack (a deployment installed with `npm ci --omit=dev` has neither).
 * Plain JavaScript: it runs before anything is compiled.
 */
const { spawnSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');

/** Inputs are files or folders, relative to the root; `env` are the variables baked into the output. */
const PARTS = {
  server: {
    inputs: ['src/server', 'src/shared', 'tsconfig.json', 'package.json'],
    env: [],
    output: 'dist/server/main.js',
    tool: 'typescript/bin/tsc',
    args: ['-p', 'src/server/tsconfig.json'],
  },
  client: {
    inputs: ['src/client', 'src/shared', 'locales', 'webpack.config.js', 'tsconfig.json', 'package.json', 'package-lock.json'],
    env: ['PRICETOOL_ENV', 'PRICETOOL_API_URL', 'PRICETOOL_BUILD'],
    output: 'dist/client/index.html',
    tool: 'webpack-cli/bin/cli.js',
    args: ['--mode', 'production'],
  },
};

const stampFile = (root, part) => path.join(root, 'dist', `.build-stamp-${part}.json`);

function filesUnder(root, relative) {
  const absolute = path.join(root, relative);
  if (!fs.existsSync(absolute)) return [];
  if (!fs.statSync(absolute).isDirectory()) return [relative];
  return fs.readdirSync(absolute).sort().flatMap((name) => filesUnder(root, path.posix.join(relative, name)));
}

/** Every input file's hash, and the baked-in settings, as they are now. */
function currentInputs(root, part, env = process.env) {
  const files = {};
  for (const file of PARTS[part].inputs.flatMap((input) => filesUnder(root, input))) {
    files[file] = crypto.createHash('sha256').update(fs.readFileSync(path.join(root, file))).digest('hex');
  }
  return { files, env: Object.fromEntries(PARTS[part].env.map((name) => [name, env[name] ?? ''])) };
}

/**
 * Why a part must be built, or null when its output is there and its stamp matches the inputs:
 * "never built", or the inputs that changed (the first few).
 */
function staleReason(root, part, env = process.env) {
  const stamp = stampFile(root, part);
  if (!fs.existsSync(path.join(root, PARTS[part].output)) || !fs.existsSync(stamp)) return 'never built';
  const built = JSON.parse(fs.readFileSync(stamp, 'utf8'));
  const now = currentInputs(root, part, env);
  const names = new Set([...Object.keys(built.files), ...Object.keys(now.files)]);
  const changed = [...names].filter((file) => built.files[file] !== now.files[file]);
  changed.push(...Object.keys(now.env).filter((name) => built.env[name] !== now.env[name]));
  if (changed.length === 0) return null;
  return `changed: ${changed.slice(0, 3).join(', ')}${changed.length > 3 ? ` and ${changed.length - 3} more` : ''}`;
}

/** Builds a part and stamps it with the inputs it was built from (hashed before the build starts). */
function buildPart(root, part) {
  const inputs = currentInputs(root, part);
  let tool;
  try {
    tool = require.resolve(PARTS[part].tool, { paths: [root] });
  } catch {
    throw new Error(`Cannot build the ${part}: ${PARTS[part].tool} is not installed. The build tools are development `
      + 'dependencies: build with "npm ci && npm run build", then a deployment installed with "npm ci --omit=dev" runs what was built.');
  }
  const result = spawnSync(process.execPath, [tool, ...PARTS[part].args], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`Building the ${part} failed (exit ${result.status ?? result.signal})`);
  fs.mkdirSync(path.join(root, 'dist'), { recursive: true });
  // Renamed into place, so a launcher reading it meanwhile (tests build in parallel) never sees half a stamp.
  const partial = `${stampFile(root, part)}.${process.pid}`;
  fs.writeFileSync(partial, `${JSON.stringify(inputs)}\n`);
  fs.renameSync(partial, stampFile(root, part));
}

module.exports = { PARTS, ROOT, staleReason, buildPart, currentInputs, stampFile };
