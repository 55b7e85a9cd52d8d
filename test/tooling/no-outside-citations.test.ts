/**
 * The repository explains itself: comments, tests and docs point at README.md and docs/*.md (or say
 * the rule), never at sections of documents the repository does not hold. And every pointer into
 * those documents names a file that exists and a section it has, so a renamed heading or a moved
 * section cannot leave pointers dangling. Two kinds of pointer are checked, in every scanned file:
 * - links: `[text](path.md#anchor)`, `[text](#anchor)` and `path.md#anchor` anywhere. The file
 *   (relative to the linking file, else to the repository's root) exists, and the anchor is GitHub's
 *   anchor of one of its headings. In the docs, every relative link's target exists.
 * - prose pointers, kept on one line: "docs/X.md, Section", "docs/X.md (Section)", "docs/X.md: Section",
 *   "README, Section", "README.md (Section)". The file exists, and the text after it starts with one
 *   of its headings as a whole word ("docs/api.md, Fair share: the buckets" is fine), or with a
 *   heading's name: a heading up to " — ", " (" or ": `" ("Brands" for imports.md's
 *   "Brands: `npm run brands:import -- brands.csv`"). A quoted section ("Isolated flows") counts
 *   the same. Every "docs/X.md" mentioned exists, and so does every file named by its path
 *   ("src/server/app.ts", "test/server/cache-control.test.ts"), so moving a file updates its mentions.
 * Headings of every level count (# to ######): pointers name subsections as well as sections
 * ("docs/operations.md, The stock refresh every 3 hours"), and a section is found wherever it sits
 * in the outline. Lines inside fenced code blocks are not headings ("# in a second shell").
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const SCANNED = ['src', 'test', 'bench', 'docs', 'README.md', 'webpack.config.js', 'eslint.config.cjs'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test-results', '.git']);
const TEXT_FILE = /\.(ts|tsx|js|cjs|mjs|css|md|json|html)$/;
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

/** The sections code, tests and other documents point at most; a pointer check needs them present. */
const REQUIRED_SECTIONS: Record<string, string[]> = {
  'docs/behaviour.md': [
    'Sign-in', 'Header', 'Search', 'Results', 'Filters', 'Replacements', 'Errors and toasts', 'Session',
    'Support log', 'Maintenance and flags',
  ],
  'docs/api.md': [
    'Every call', 'Sign-in', 'Search', 'Replacements', 'Parts-list lookup', 'Fair share', 'Service calls',
    'Transport', 'Server log',
  ],
  'docs/operations.md': [
    'Run it on your own data', 'Production start', 'Backups', 'Disk space', 'Sign-ins during imports',
    'When writes fail', 'PostgreSQL and several instances', 'Support',
  ],
  'docs/performance.md': ['Page load on a phone', 'Capacity', 'Compression'],
  'README.md': ['Configuration', 'Layout'],
};

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
  file: string;
  where: string;
  text: string;
}

const lines: Line[] = SCANNED.flatMap(filesUnder)
  .filter((file) => file !== SELF)
  .flatMap((file) => fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n')
    .map((text, index) => ({ file, where: `${file}:${index + 1}`, text })));

/** Every document pointers may name: the README and each docs/*.md. */
const DOCUMENTS = ['README.md', ...fs.readdirSync(path.join(ROOT, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`)];

/** A document's headings, every level, outside fenced code blocks. */
function headingsOf(document: string): string[] {
  let fenced = false;
  return fs.readFileSync(path.join(ROOT, document), 'utf8').split('\n').flatMap((line) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    return heading ? [heading[1]] : [];
  });
}

const headings = new Map(DOCUMENTS.map((document) => [document, headingsOf(document)]));

/** GitHub's anchors of a document's headings: lowercased, punctuation dropped, a repeated one numbered. */
function anchorsOf(document: string): Set<string> {
  const seen = new Map<string, number>();
  return new Set((headings.get(document) ?? []).map((heading) => {
    const base = heading.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').trim().replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  }));
}

/** A heading as a pointer may name it: whole, and its name before " — ", " (" or ": `". */
const plain = (text: string) => text.replace(/[`*]/g, '').trim();
const namesOf = (heading: string) => [plain(heading), plain(heading.split(/\s+—\s+|\s+\(|:\s+`/)[0])];

function namesSection(document: string, after: string): boolean {
  const quoted = /^"([^"]+)"/.exec(after);
  const text = quoted ? quoted[1] : after;
  return (headings.get(document) ?? []).some((heading) => namesOf(heading).some((name) =>
    text.startsWith(name) && !/^[\p{L}\p{N}_-]/u.test(text.slice(name.length))));
}

/** Where a link from a file lands: beside the linking file, else from the repository's root. */
function resolveLink(file: string, target: string): string {
  const besides = path.normalize(path.join(path.dirname(file), target));
  return fs.existsSync(path.join(ROOT, besides)) ? besides : path.normalize(target);
}

describe('comments and docs cite only what the repository holds', () => {
  it.each(CITATIONS)('no file cites %s', (_what, pattern) => {
    const found = lines
      .filter(({ text }) => pattern.test(text))
      .map(({ where, text }) => `${where} ${text.trim()}`)
      .filter((hit) => !ALLOWED.some((allowed) => hit.startsWith(allowed)));
    expect(found).toEqual([]);
  });

  it.each(Object.entries(REQUIRED_SECTIONS))('%s has the sections code and tests point at', (document, required) => {
    expect((headings.get(document) ?? []).map(plain)).toEqual(expect.arrayContaining(required));
  });

  it('every "docs/X.md, Section" and "README, Section" pointer names a heading of that file', () => {
    // "(docs/api.md, Search)", "docs/behaviour.md (Demo catalogue)", "(docs/behaviour.md: Results, …)",
    // "(README, Configuration)", "docs/search-flow.md ("Failures", "The search id")"
    const pointer = /(?<![\w/.-])(README(?:\.md)?|docs\/[\w-]+\.md)(?:, | \(|: )([^)\n]*)/g;
    const dangling = lines.flatMap(({ where, text }) => [...text.matchAll(pointer)]
      .filter((match) => {
        const document = match[1].startsWith('README') ? 'README.md' : match[1];
        return !headings.has(document) || !namesSection(document, match[2]);
      })
      .map((match) => `${where} ${match[0]}`));
    expect(dangling).toEqual([]);
  });

  it('every docs/X.md mentioned exists', () => {
    const mention = /(?<![\w/.-])docs\/[\w-]+\.md\b/g;
    const missing = lines.flatMap(({ where, text }) => [...text.matchAll(mention)]
      .filter((match) => !fs.existsSync(path.join(ROOT, match[0])))
      .map((match) => `${where} ${match[0]}`));
    expect(missing).toEqual([]);
  });

  it('every file of the repository named by its path exists', () => {
    // "src/server/imports/import-text.ts", "test/server/cache-control.test.ts"; in the docs and in
    // comments, where code's own paths (a probe file a test writes) are not pointers
    const named = /(?<![\w/.<*-])((?:src|test|bench|docs|locales)\/[\w./-]*\.(?:tsx?|c?js|json|md|csv))(?![\w*])/g;
    const written = /^bench\/results/;
    const prose = lines.filter(({ file, text }) => file.endsWith('.md') || /^\s*(\/\/|\/?\*)/.test(text));
    const missing = prose.flatMap(({ where, text }) => [...text.matchAll(named)]
      .filter((match) => !written.test(match[1]))
      .filter((match) => !fs.existsSync(path.join(ROOT, match[1])))
      .map((match) => `${where} ${match[1]}`));
    expect(missing).toEqual([]);
  });

  it('every link to a section finds its heading', () => {
    // "[Search](behaviour.md#search)", "[Monitoring](#monitoring)", "docs/api.md#fair-share"
    const link = /(?:\]\(|(?<![\w/.-]))((?:[\w.-]+\/)*[\w.-]+\.md)?#([\w-]+)/g;
    const broken = lines.flatMap(({ file, where, text }) => [...text.matchAll(link)]
      .filter((match) => match[1] !== undefined || (file.endsWith('.md') && match[0].startsWith('](')))
      .filter((match) => {
        const document = match[1] === undefined ? file : resolveLink(file, match[1]);
        return !headings.has(document) || !anchorsOf(document).has(match[2]);
      })
      .map((match) => `${where} ${match[0]}`));
    expect(broken).toEqual([]);
  });

  it("the README's Documentation list links every docs/*.md", () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const list = /^## Documentation\n([\s\S]*?)^## /m.exec(readme)?.[1] ?? '';
    const listed = [...list.matchAll(/^- \[[^\]]*\]\((docs\/[\w-]+\.md)\)/gm)].map((match) => match[1]);
    expect(listed.sort()).toEqual(DOCUMENTS.filter((document) => document.startsWith('docs/')).sort());
  });

  it('every relative link in the docs leads to a file or folder that exists', () => {
    const link = /\]\(([^)\s#]+)(?:#[^)\s]*)?\)/g;
    const broken = lines.filter(({ file }) => file.endsWith('.md')).flatMap(({ file, where, text }) =>
      [...text.matchAll(link)]
        .filter((match) => !/^[a-z]+:/i.test(match[1]))
        .filter((match) => !fs.existsSync(path.join(ROOT, resolveLink(file, match[1]))))
        .map((match) => `${where} ${match[0]}`));
    expect(broken).toEqual([]);
  });
});
