/**
 * The repository explains itself: comments, tests and docs point at docs/behaviour.md (or say the
 * rule), never at sections of documents the repository does not hold. And every pointer into
 * docs/behaviour.md names a section it has, so a renamed heading cannot leave pointers dangling.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const SCANNED = ['src', 'test', 'bench', 'docs', 'README.md', 'webpack.config.js', 'eslint.config.cjs'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test-results', '.git']);
const TEXT_FILE = /\.(ts|tsx|js|cjs|mjs|css|md|json|html)$/;
const BEHAVIOUR = 'docs/behaviour.md';
/** This file names the patterns it looks for. */
const SELF = path.relative(ROOT, __filename);

/** What citing an outside document looks like. The section sign has no other use in this repository. */
const CITATIONS: Array<[string, RegExp]> = [
  ['a section sign', /§/],
  ['the design document', /\bDESIGN\.md\b/],
  ['the specification file', /000_4183ac038f88524a/],
  ['a numbered spec section', /\bspec \d/i],
  ['the spec', /\b(?:the|a|our) spec(?:ification)?\b|\bspec(?:ification)?'s\b/i],
];
/** Legitimate uses, as "path:line text fragment"; none so far. */
const ALLOWED: string[] = [];

function filesUnder(relative: string): string[] {
  const absolute = path.join(ROOT, relative);
  if (!fs.existsSync(absolute)) return [];
  if (fs.statSync(absolute).isFile()) return [relative];
  return fs.readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : filesUnder(path.join(relative, entry.name));
    return TEXT_FILE.test(entry.name) ? [path.join(relative, entry.name)] : [];
  });
}

interface Line {
  where: string;
  text: string;
}

const lines: Line[] = SCANNED.flatMap(filesUnder)
  .filter((file) => file !== SELF)
  .flatMap((file) => fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n').map((text, index) => ({ where: `${file}:${index + 1}`, text })));

/** The headings of docs/behaviour.md's sections. */
const sections = fs.readFileSync(path.join(ROOT, BEHAVIOUR), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('## '))
  .map((line) => line.slice(3).trim());

/** GitHub's anchor for a heading. */
const anchor = (heading: string) => heading.toLowerCase().replace(/[^\p{L}\p{N} -]/gu, '').replace(/ /g, '-');

describe('comments and docs cite only what the repository holds', () => {
  it.each(CITATIONS)('no file cites %s', (_what, pattern) => {
    const found = lines
      .filter(({ text }) => pattern.test(text))
      .map(({ where, text }) => `${where} ${text.trim()}`)
      .filter((hit) => !ALLOWED.some((allowed) => hit.startsWith(allowed)));
    expect(found).toEqual([]);
  });

  it('docs/behaviour.md has the sections code and tests point at', () => {
    expect(sections).toEqual(expect.arrayContaining([
      'Sign-in', 'Header', 'Search', 'Results', 'Filters', 'Replacements', 'Errors and toasts', 'Session',
      'Support log', 'Maintenance and flags', 'API',
    ]));
  });

  it('every "docs/behaviour.md, Section" pointer names one of its sections', () => {
    // "(docs/behaviour.md, Search)", "docs/behaviour.md (Demo catalogue)", "(docs/behaviour.md: Results, …)"
    const pointer = /docs\/behaviour\.md(?:, | \(|: )([^)\n]*)/g;
    const dangling = lines.flatMap(({ where, text }) => [...text.matchAll(pointer)]
      .filter((match) => !sections.some((section) => match[1].startsWith(section)))
      .map((match) => `${where} ${match[0]}`));
    expect(dangling).toEqual([]);
  });

  it('every link to a section of behaviour.md finds its heading', () => {
    const anchors = new Set(sections.map(anchor));
    const link = /behaviour\.md#([\w-]+)/g;
    const broken = lines.flatMap(({ where, text }) => [...text.matchAll(link)]
      .filter((match) => !anchors.has(match[1]))
      .map((match) => `${where} ${match[0]}`));
    expect(broken).toEqual([]);
  });
});
