/** npm run replay, run as the support person does: the compiled command on a support log file. */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SUPPORT_LOG_MAX_BYTES } from '../../src/client/config/constants';
import { actionsChecksum, type RecordedAction } from '../../src/client/features/support-log/log-format';
import { supportLog } from '../client/features/support-log/replay-fixture';

/** A parsed log file, to be changed as a forger would. */
type Forgeable = Record<string, unknown> & { actions: Array<Record<string, unknown>> };

const ROOT = path.resolve(__dirname, '..', '..');
const CLI = path.join(ROOT, 'dist', 'replay', 'client', 'replay-cli.js');

let dir: string;
beforeAll(() => {
  // The build npm run replay does (incremental, so quick when nothing changed).
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', path.join(ROOT, 'src', 'client', 'tsconfig.replay.json')], { stdio: 'inherit' });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricetool-replay-'));
}, 120_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function logFile(name: string, text: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

function replay(...args: string[]) {
  const result = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const validLog = () => JSON.stringify(supportLog(), null, 2);

describe('npm run replay', () => {
  it('prints the header, each action with what it changed, and the final search state', () => {
    const result = replay(logFile('valid.json', validLog()));
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('app:         0.1.0 (build abc1234)');
    expect(result.stdout).toContain('user:        user 7, customer 3');
    expect(result.stdout).toContain('search ids:  sid-0001, sid-0002');
    expect(result.stdout).toContain('#1  +0.120s  session/loginSucceeded');
    expect(result.stdout).toMatch(/#5 {2}\+4\.656s {2}search\/resultsReceived\n {4}searchQuerySnap: "" → "7501"\n {4}searchResults: 0 articles → 19 articles: 750100, 750102, 750104, …\n {4}totalResults: 0 → 19\n {4}brands_in_results: none → Wago 10, Pilz 9\n/);
    expect(result.stdout).toContain('#12  +11.042s  search/loadingFinished');
    expect(result.stdout).toContain('Search state after action 12 of 12:');
    expect(result.stdout).toMatch(/\n {2}filter__onstock: true\n/);
    expect(result.stdout).toMatch(/\n {2}searchResults: 10 articles: 750100, 750102, 750104, …\n/);
    expect(result.stdout).not.toContain('brandMapping');
  });

  it('stops after action N with --until N', () => {
    const result = replay(logFile('until.json', validLog()), '--until', '2');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('#2  +4.310s  search/searchRequested');
    expect(result.stdout).not.toContain('#3 ');
    expect(result.stdout).toContain('Search state after action 2 of 12:');
    expect(result.stdout).toMatch(/\n {2}searchResults: 0 articles\n/);
  });

  it.each([
    ['a truncated file', () => validLog().slice(0, validLog().length / 2), 'not complete JSON'],
    ['an edited file', () => validLog().replace('"query": "7501"', '"query": "9999"'), 'changed after it was exported'],
    ['a JSON file of another kind', () => JSON.stringify({ name: 'pricetool', version: '0.1.0' }), 'not a pricetool support log'],
  ])('refuses %s with exit 1 and a clear message', (_label, text, message) => {
    const result = replay(logFile('refused.json', text()));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`^Error: .*${message}`));
    expect(result.stdout).toBe('');
  });

  // The same parser and checks as the replay page (docs/behaviour.md, Support log), worded in English.
  it.each([
    ['an action of type __proto__', (log: Forgeable) => { log.actions[1].type = '__proto__'; }, 'Action 2 does not name an action of the app as its type: "__proto__".'],
    ['searchIds as a string', (log: Forgeable) => { log.searchIds = 'sid-0001'; }, "The support log's search ids are not a list of search ids."],
    ['no screen', (log: Forgeable) => { delete log.screen; }, 'The support log gives no screen width and height.'],
    ['a listShown payload that is no list', (log: Forgeable) => { log.actions.push({ n: 99, at: 20_000, type: 'partsList/listShown', payload: 'x' }); },
      'Action 13 (partsList/listShown) cannot be replayed: partsList.entries: must be array.'],
  ])('refuses a crafted file with %s (its checksum recomputed), saying what is wrong', (_label, change, message) => {
    const log = JSON.parse(validLog()) as Forgeable;
    change(log);
    log.checksum = actionsChecksum(log.actions as unknown as RecordedAction[]);
    const result = replay(logFile('crafted.json', JSON.stringify(log)));
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(`Error: ${message}\n`);
    expect(result.stdout).toBe('');
  });

  it('refuses a file larger than a support log can be before reading it', () => {
    const file = path.join(dir, 'huge.json');
    fs.writeFileSync(file, '');
    // A sparse file: its size is what counts, and nothing of it is read.
    fs.truncateSync(file, SUPPORT_LOG_MAX_BYTES + 1);
    const result = replay(file);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('Error: This file is 64.0 MB, more than a support log can be (64.0 MB at most): it is not a file the page exported.\n');
  });

  it('says so when the file does not exist', () => {
    const result = replay(path.join(dir, 'nowhere.json'));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^Error: Cannot read .*nowhere\.json: no such file/);
  });

  it.each([['0'], ['two'], ['1.5']])('refuses --until %s as a usage error', (until) => {
    const result = replay(logFile('usage.json', validLog()), '--until', until);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`--until must be a positive whole number, not "${until}"`);
    expect(result.stderr).toContain('Usage: npm run replay');
  });
});
