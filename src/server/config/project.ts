/**
 * Where the project lies and which release it is, found when first asked (at start, or at the
 * first request for the OpenAPI document), never when a module is imported.
 */
import fs from 'node:fs';
import path from 'node:path';

let root: string | undefined;
let version: string | undefined;

/**
 * The folder holding package.json: above src/server/config and dist/server/config, and above the
 * benchmarks' build (dist/bench/src/server/config), where dist/bench holds no package.json.
 */
export function projectRoot(): string {
  if (root === undefined) {
    let dir = __dirname;
    while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
    root = dir;
  }
  return root;
}

/** The release, as package.json names it (the OpenAPI document's version). */
export function productVersion(): string {
  version ??= (JSON.parse(fs.readFileSync(path.join(projectRoot(), 'package.json'), 'utf8')) as { version: string }).version;
  return version;
}
