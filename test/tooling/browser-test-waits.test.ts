/**
 * Browser tests wait for the state they stand for (a selector, a response, a condition in the page,
 * the page's clock run ahead), never for a fixed time: a sleep is too short on a busy machine and
 * wasted on an idle one. Test timeouts (jest.setTimeout) and bounds on a wait are not sleeps.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

/** What a fixed wait looks like, and where it is refused. */
const SLEEPS: Array<[string, RegExp, string[]]> = [
  ['waitForTimeout', /\bwaitForTimeout\s*\(/, ['test/e2e', 'test/reliability']],
  ['timer sleep (setTimeout, node:timers/promises)', /(?<!jest\.)\bsetTimeout\s*\(|timers\/promises/, ['test/e2e']],
];

function sourceFiles(relative: string): string[] {
  return fs.readdirSync(path.join(ROOT, relative), { withFileTypes: true }).flatMap((entry) => {
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) return sourceFiles(child);
    return /\.tsx?$/.test(entry.name) ? [child] : [];
  });
}

describe('browser tests wait for states, not for time', () => {
  it.each(SLEEPS)('no %s in the browser tests', (_what, pattern, folders) => {
    const found = folders.flatMap(sourceFiles).flatMap((file) => fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n')
      .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1} ${line.trim()}`] : [])));
    expect(found).toEqual([]);
  });
});
