/** npm run replay, run as the support person does: the compiled command on a support log file. */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { supportLog } from '../client/support-log/replay-fixture';

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
