/**
 * The repository's folders stay small enough to read at a glance, and the tests are where their
 * code is: the tests of src/server/<folder>/<file>.ts are under test/server/<folder>/, those of
 * src/client/ under test/client/, those of bench/ under test/bench/ (docs/architecture.md, Folders).
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
/** More files than this directly in one folder, and it is time for subfolders. */
const MAX_FILES_PER_FOLDER = 20;
const LIMITED_ROOTS = ['src', 'test'];
/** Each test folder and the code it mirrors. */
const MIRRORS: Array<[tests: string, code: string]> = [
  ['test/server', 'src/server'],
  ['test/shared', 'src/shared'],
  ['test/client', 'src/client'],
  ['test/bench', 'bench'],
];
/** Helpers of the tests, which mirror nothing. */
const SUPPORT = 'support';

/** `relative` and every folder under it, relative to the root. */
function foldersUnder(relative: string): string[] {
  const entries = fs.readdirSync(path.join(ROOT, relative), { withFileTypes: true });
  return [relative, ...entries.filter((entry) => entry.isDirectory() && entry.name !== 'node_modules').flatMap((entry) => foldersUnder(path.join(relative, entry.name)))];
}

const filesDirectlyIn = (folder: string) => fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true }).filter((entry) => entry.isFile()).length;

describe('the folders of src/ and test/', () => {
  it(`hold at most ${MAX_FILES_PER_FOLDER} files each`, () => {
    const crowded = LIMITED_ROOTS.flatMap(foldersUnder)
      .map((folder) => ({ folder, files: filesDirectlyIn(folder) }))
      .filter(({ files }) => files > MAX_FILES_PER_FOLDER);
    expect(crowded).toEqual([]);
  });

  it.each(MIRRORS)('%s has a folder only where %s has one', (tests, code) => {
    const unmatched = foldersUnder(tests)
      .map((folder) => path.relative(tests, folder))
      .filter((folder) => !folder.split(path.sep).includes(SUPPORT))
      .filter((folder) => !fs.existsSync(path.join(ROOT, code, folder)))
      .map((folder) => path.join(tests, folder));
    expect(unmatched).toEqual([]);
  });
});
