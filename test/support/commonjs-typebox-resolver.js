/**
 * Jest resolver: TypeBox 1.x is published as ES modules only, and Jest on Node before 24.9 cannot
 * require an ES module from the CommonJS the tests are compiled to (Node itself can, so the built
 * server needs nothing of this). A TypeBox file is resolved to a CommonJS copy, compiled once per
 * TypeBox version with the project's TypeScript into the temporary directory; everything else
 * resolves as usual.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const ts = require('typescript');

const TYPEBOX_BUILD = `${path.sep}typebox${path.sep}build${path.sep}`;

function commonJsCopyOf(buildDir) {
  const { version } = JSON.parse(fs.readFileSync(path.join(buildDir, '..', 'package.json'), 'utf8'));
  const target = path.join(os.tmpdir(), `pricetool-jest-typebox-${version}-ts${ts.version}`);
  if (fs.existsSync(target)) return target;
  // Several Jest workers may get here at once: each compiles into a folder of its own and the
  // first to rename it into place wins, so no worker ever reads a half-written copy.
  const scratch = fs.mkdtempSync(`${target}-`);
  for (const file of fs.readdirSync(buildDir, { recursive: true })) {
    if (!file.endsWith('.mjs')) continue;
    const source = fs.readFileSync(path.join(buildDir, file), 'utf8');
    const { outputText } = ts.transpileModule(source, {
      fileName: file.replace(/\.mjs$/, '.js'),
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, allowJs: true },
    });
    const output = path.join(scratch, file.replace(/\.mjs$/, '.js'));
    fs.mkdirSync(path.dirname(output), { recursive: true });
    fs.writeFileSync(output, outputText.replace(/require\("(\.{1,2}\/[^"]*)\.mjs"\)/g, 'require("$1.js")'));
  }
  try {
    fs.renameSync(scratch, target);
  } catch (error) {
    fs.rmSync(scratch, { recursive: true, force: true });
    if (!fs.existsSync(target)) throw error;
  }
  return target;
}

module.exports = (request, options) => {
  const resolved = options.defaultResolver(request, options);
  const at = resolved.lastIndexOf(TYPEBOX_BUILD);
  if (at === -1 || !resolved.endsWith('.mjs')) return resolved;
  const buildDir = resolved.slice(0, at + TYPEBOX_BUILD.length - 1);
  return path.join(commonJsCopyOf(buildDir), resolved.slice(at + TYPEBOX_BUILD.length).replace(/\.mjs$/, '.js'));
};
