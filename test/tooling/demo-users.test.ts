/**
 * Tests and benchmarks take the demo users from one place, test/support/demo-users.ts (itself
 * read from the demo fixtures): none retypes a demo user's address or the demo password, so a
 * changed fixture cannot leave a test signing in as someone who no longer exists.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_PASSWORD, DEMO_USERS } from '../../src/server/catalogue/demo/fixtures';
import { DEMO } from '../support/demo-users';

const ROOT = path.resolve(__dirname, '..', '..');
const SCANNED = ['test', 'bench'];
const SKIPPED_DIRS = new Set(['node_modules', 'fixtures']);

/** Where the demo password is quoted as a sample text, not to sign in: "file: why". */
const ALLOWED: Record<string, string> = {
  'test/shared/sha256.test.ts': 'a text to hash, beside the FIPS examples',
  'test/client/features/login/login-saga.test.ts': 'a text to hash, beside an empty and a non-ASCII one',
  'test/client/features/support-log/redact.test.ts': 'a secret to redact, with an e-mail that is no demo user\'s',
};

function sourceFiles(relative: string): string[] {
  return fs.readdirSync(path.join(ROOT, relative), { withFileTypes: true }).flatMap((entry) => {
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(child);
    return /\.tsx?$/.test(entry.name) ? [child] : [];
  });
}

const quoted = (text: string) => new RegExp(`['"\`]${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"\`]`);

describe('the demo users in tests and benchmarks', () => {
  it('are every demo user of the fixtures, each once', () => {
    const named = [DEMO.muster, DEMO.nord, DEMO.noCustomer, DEMO.staff];
    expect(new Set(named).size).toBe(named.length);
    expect(named.map((user) => user.email).sort()).toEqual(DEMO_USERS.map((user) => user.email).sort());
    expect(DEMO.password).toBe(DEMO_PASSWORD);
  });

  it('are never retyped: no quoted demo address or demo password outside test/support/demo-users.ts', () => {
    const literals = [...DEMO_USERS.map((user) => user.email), DEMO_PASSWORD];
    const found = SCANNED.flatMap(sourceFiles).flatMap((file) => fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n')
      .flatMap((line, index) => literals.filter((literal) => quoted(literal).test(line))
        .filter((literal) => !(literal === DEMO_PASSWORD && file in ALLOWED))
        .map((literal) => `${file}:${index + 1} ${literal}`)));
    expect(found).toEqual([]);
  });
});
