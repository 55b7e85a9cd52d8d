/**
 * `npm start` and the CLIs rebuild only what is stale (src/build/build-parts.js), and what they run
 * needs no development dependency, so a deployment installed with `npm ci --omit=dev` runs the build.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { currentInputs, ROOT, staleReason, stampFile } from '../../src/build/build-parts';
import { buildServer } from '../server/support/compiled-cli';

describe('the build stamp', () => {
  let root: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  const stamp = (part: 'server' | 'client', env: NodeJS.ProcessEnv = {}) => {
    fs.writeFileSync(stampFile(root, part), JSON.stringify(currentInputs(root, part, env)));
  };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'pricetool-stamp-'));
    write('src/server/main.ts', 'main');
    write('src/shared/contract.ts', 'contract');
    write('src/client/index.tsx', 'page');
    write('locales/en/translation.json', '{}');
    write('tsconfig.json', '{}');
    write('package.json', '{}');
    write('dist/server/main.js', 'built');
    write('dist/client/index.html', 'built');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('says a part was never built until it is stamped, and is satisfied while nothing changes', () => {
    expect(staleReason(root, 'server', {})).toBe('never built');
    stamp('server');
    expect(staleReason(root, 'server', {})).toBeNull();
    expect(staleReason(root, 'client', {})).toBe('never built');
  });

  it('names the input that changed, was added or removed', () => {
    stamp('server');
    write('src/shared/contract.ts', 'contract, changed');
    expect(staleReason(root, 'server', {})).toBe('changed: src/shared/contract.ts');
    stamp('server');
    write('src/server/new.ts', 'new');
    expect(staleReason(root, 'server', {})).toBe('changed: src/server/new.ts');
    stamp('server');
    fs.rmSync(path.join(root, 'src/server/new.ts'));
    expect(staleReason(root, 'server', {})).toBe('changed: src/server/new.ts');
  });

  it('keeps the parts apart: a page change leaves the server built, a shared change rebuilds both', () => {
    stamp('server');
    stamp('client');
    write('locales/en/translation.json', '{"a":1}');
    expect(staleReason(root, 'server', {})).toBeNull();
    expect(staleReason(root, 'client', {})).toBe('changed: locales/en/translation.json');
    stamp('client');
    write('src/shared/contract.ts', 'changed');
    expect(staleReason(root, 'server', {})).not.toBeNull();
    expect(staleReason(root, 'client', {})).not.toBeNull();
  });

  it('rebuilds the page when a setting baked into it changes, and a part whose output is gone', () => {
    stamp('client', { PRICETOOL_ENV: 'production' });
    expect(staleReason(root, 'client', { PRICETOOL_ENV: 'production' })).toBeNull();
    expect(staleReason(root, 'client', { PRICETOOL_ENV: 'localhost' })).toBe('changed: PRICETOOL_ENV');
    fs.rmSync(path.join(root, 'dist/client'), { recursive: true });
    expect(staleReason(root, 'client', { PRICETOOL_ENV: 'production' })).toBe('never built');
  });
});

describe('the built server and CLIs', () => {
  beforeAll(() => buildServer(), 120_000);

  it('run without building when the build is up to date', () => {
    const started = Date.now();
    const result = spawnSync(process.execPath, [path.join(ROOT, 'src', 'build', 'run-built.js'), 'dist/server/cli/db-create.js', '--help'], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Usage: npm run db:create');
    expect(result.stderr).not.toContain('Building');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('npm run build -- --if-stale leaves an up-to-date part as it is (the test scripts build so)', () => {
    const stampBefore = fs.readFileSync(stampFile(ROOT, 'server'), 'utf8');
    const builtAt = fs.statSync(path.join(ROOT, 'dist', 'server', 'main.js')).mtimeMs;
    const result = spawnSync(process.execPath, [path.join(ROOT, 'src', 'build', 'build.js'), 'server', '--if-stale'], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('The server is up to date.');
    expect(fs.statSync(path.join(ROOT, 'dist', 'server', 'main.js')).mtimeMs).toBe(builtAt);
    expect(fs.readFileSync(stampFile(ROOT, 'server'), 'utf8')).toBe(stampBefore);
  });

  /** Packages the compiled files require by name: what a production install must hold. */
  function requiredPackages(dir: string): Set<string> {
    const found = new Set<string>();
    for (const entry of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!entry.endsWith('.js')) continue;
      for (const [, name] of fs.readFileSync(path.join(dir, entry), 'utf8').matchAll(/require\("([^".][^"]*)"\)/g)) {
        found.add(name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]);
      }
    }
    return found;
  }

  it('require only runtime dependencies and Node', () => {
    const { dependencies } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const required = [...requiredPackages(path.join(ROOT, 'dist', 'server')), ...requiredPackages(path.join(ROOT, 'dist', 'shared'))];
    expect(required.length).toBeGreaterThan(5);
    const missing = required.filter((name) => !(name in dependencies) && !builtinModules.includes(name.replace(/^node:/, '')));
    expect(missing).toEqual([]);
  });
});
