/**
 * Settings that would mislead, refused by the built server and the CLIs as an operator runs them:
 * a NODE_ENV other than production, development or test, several bad values at once, and a SQLite
 * file that cannot be used (a directory, read-only, in a read-only directory, unreadable, in a
 * directory that cannot be created, on a read-only file system), each said in one line naming the
 * file and the cause. The permission cases run as an unprivileged user (nobody when the tests run as
 * root, whom no permission stops); the read-only file system is a read-only bind mount made with
 * unshare in a mount namespace of the process's own.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer, runCli, startServer, type RunAs } from './support/compiled-cli';

const top = fs.mkdtempSync(path.join(os.tmpdir(), 'pricetool-refused-'));
fs.chmodSync(top, 0o755);
let base: string;
beforeAll(() => {
  buildServer();
  base = path.join(top, 'base.sqlite');
  expect(runCli('db-create', ['--empty', '--database', base]).status).toBe(0);
  fs.chmodSync(base, 0o644);
}, 120_000);
afterAll(() => {
  // Give back what the cases took away, so the folder can be removed by a user whom permissions stop.
  for (const entry of fs.readdirSync(top, { recursive: true, encoding: 'utf8' })) fs.chmodSync(path.join(top, entry), 0o777);
  fs.rmSync(top, { recursive: true, force: true });
});

const NODE_ENV_REFUSED = 'NODE_ENV must be production, development, test or unset (development), not "prod"';

describe('NODE_ENV=prod', () => {
  it('is refused by the server before it does anything: no demo is created', async () => {
    const file = path.join(top, 'prod.sqlite');
    const run = await startServer({ NODE_ENV: 'prod', DATABASE: file });
    expect(run.status).toBe(1);
    expect(run.output.trim()).toBe(NODE_ENV_REFUSED);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('is refused by every CLI before it does anything, --database and --help or not', () => {
    const missing = path.join(top, 'cli-prod.sqlite');
    const copy = path.join(top, 'cli-prod-copy.sqlite');
    const csv = path.join(top, 'stock.csv');
    fs.writeFileSync(csv, 'artnrt4;brand;instock\n');
    const runs: [string, string[]][] = [
      ['db-create', ['--empty', '--database', missing]],
      ['db-create', ['--help']],
      ['db-backup', [copy, '--database', base]],
      ['users', ['list', '--database', base]],
      ['users', ['list']],
      ['catalogue-import', [csv, '--database', base]],
      ['import', ['stock', csv, '--database', base]],
    ];
    for (const [cli, args] of runs) {
      const result = runCli(cli, args, undefined, { NODE_ENV: 'prod' });
      expect({ cli, args, status: result.status, stdout: result.stdout, stderr: result.stderr.trim() })
        .toEqual({ cli, args, status: 1, stdout: '', stderr: `Error: ${NODE_ENV_REFUSED}` });
    }
    expect(fs.existsSync(missing)).toBe(false);
    expect(fs.existsSync(copy)).toBe(false);
  });
});

it('several bad settings are all named at once, one line each, by the server and a CLI using them', async () => {
  const env = { NODE_ENV: 'production', DATABASE: base, HOST: '0.0.0.0:8080', TRUST_PROXY: 'true', LOG_LEVEL: 'verbose' };
  const lines = [
    'HOST must be an IP address (127.0.0.1, 0.0.0.0, :: — IPv6 without brackets) or a host name, not "0.0.0.0:8080"',
    expect.stringMatching(/^LOG_LEVEL must be one of .*, not "verbose"$/),
    expect.stringMatching(/^TRUST_PROXY=true would believe every X-Forwarded-For entry, .*give the number of proxies in front of the server \(e\.g\. 1\) or their addresses/),
  ];
  const run = await startServer(env);
  expect(run.status).toBe(1);
  expect(run.output.trim().split('\n')).toEqual(lines);
  const cli = runCli('users', ['list'], undefined, env);
  expect(cli.status).toBe(1);
  expect(cli.stderr.trim().replace(/^Error: /, '').split('\n')).toEqual(lines);
});

it('a bad PORT, LOG_LEVEL and METRICS_ALLOW are named together, each with its value and what it takes, before anything is done', async () => {
  const file = path.join(top, 'three-bad.sqlite');
  const env = { DATABASE: file, PORT: 'abc', LOG_LEVEL: 'verbose', METRICS_ALLOW: '10.0.0.0/99' };
  const lines = [
    'PORT must be 0–65535, not "abc"',
    'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "verbose"',
    'METRICS_ALLOW: "10.0.0.0/99" is not an IP address or network (e.g. 10.0.0.0/8)',
  ];
  const run = await startServer(env);
  expect({ status: run.status, lines: run.output.trim().split('\n') }).toEqual({ status: 1, lines });
  expect(fs.existsSync(file)).toBe(false);
  const cli = runCli('import', ['stock', path.join(top, 'no-such.csv')], undefined, { ...env, DATABASE: base });
  expect({ status: cli.status, stdout: cli.stdout, lines: cli.stderr.trim().replace(/^Error: /, '').split('\n') }).toEqual({ status: 1, stdout: '', lines });
});

/** Whom permissions stop: the tests' own user, or nobody when they run as root. */
const unprivileged: RunAs = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
const userName = unprivileged.uid === undefined ? os.userInfo().username : execFileSync('id', ['-nu', '65534'], { encoding: 'utf8' }).trim();

/** A command prefix that runs the program with `dir` mounted read-only, for it alone. */
function onReadOnlyMount(dir: string): RunAs {
  return { prefix: ['unshare', '--map-root-user', '--mount', 'sh', '-c', 'mount --bind "$0" "$0" && mount -o remount,bind,ro "$0" && exec "$@"', dir] };
}

function readOnlyMountWorks(): boolean {
  const probe = fs.mkdtempSync(path.join(top, 'probe-'));
  const result = spawnSync(onReadOnlyMount(probe).prefix![0], [...onReadOnlyMount(probe).prefix!.slice(1), 'touch', path.join(probe, 'x')], { encoding: 'utf8' });
  return /Read-only file system/.test(result.stderr);
}
const canMountReadOnly = readOnlyMountWorks();
if (!canMountReadOnly) console.warn('No read-only mount possible here (unshare --map-root-user --mount): the read-only file system cases are skipped');

interface FileCase {
  /** The database path, made in a folder of its own. */
  make: (dir: string) => string;
  /** What the refusal says after the path. */
  cause: (file: string) => string;
  as: RunAs | ((dir: string) => RunAs);
  verb?: 'open' | 'create';
  /** Whether a production start is refused for it too (a file that does not exist is refused as missing). */
  production?: boolean;
}

function copyOfBase(dir: string, mode: number, dirMode: number): string {
  const file = path.join(dir, 'pricetool.sqlite');
  fs.copyFileSync(base, file);
  fs.chmodSync(file, mode);
  fs.chmodSync(dir, dirMode);
  return file;
}

const CASES: Record<string, FileCase> = {
  'a directory': {
    make: (dir) => dir, cause: () => 'it is a directory, not a database file', as: {}, production: true,
  },
  'a read-only file': {
    make: (dir) => copyOfBase(dir, 0o444, 0o777), cause: () => `permission denied: user ${userName} may not write to it`, as: unprivileged, production: true,
  },
  'a file in a read-only directory': {
    make: (dir) => copyOfBase(dir, 0o666, 0o555),
    cause: (file) => `permission denied: user ${userName} may not create files in ${path.dirname(file)} (SQLite keeps pricetool.sqlite-wal and pricetool.sqlite-shm beside the database)`,
    as: unprivileged,
    production: true,
  },
  'a file it may not read': {
    make: (dir) => copyOfBase(dir, 0o000, 0o777), cause: () => `permission denied: user ${userName} may not read it`, as: unprivileged, production: true,
  },
  'a new file in a directory that does not exist and cannot be created': {
    make: (dir) => {
      fs.chmodSync(dir, 0o555);
      return path.join(dir, 'missing', 'pricetool.sqlite');
    },
    cause: (file) => `the directory ${path.dirname(file)} does not exist and cannot be created: permission denied: user ${userName} may not create it`,
    as: unprivileged,
    verb: 'create',
  },
  'a file that is no database': {
    make: (dir) => {
      fs.writeFileSync(path.join(dir, 'notes.txt'), 'not a database, just some notes\n'.repeat(100));
      return path.join(dir, 'notes.txt');
    },
    cause: () => 'file is not a database',
    as: {},
    production: true,
  },
};

const ON_READ_ONLY_MOUNT: Record<string, FileCase> = {
  'a file on a read-only file system': {
    make: (dir) => copyOfBase(dir, 0o666, 0o777), cause: () => 'read-only file system', as: (dir) => onReadOnlyMount(dir), production: true,
  },
  'a new file on a read-only file system': {
    make: (dir) => path.join(dir, 'pricetool.sqlite'), cause: () => 'read-only file system', as: (dir) => onReadOnlyMount(dir), verb: 'create',
  },
};

describe.each([
  ...Object.entries(CASES).map(([name, fileCase]) => [name, fileCase, true] as const),
  ...Object.entries(ON_READ_ONLY_MOUNT).map(([name, fileCase]) => [name, fileCase, canMountReadOnly] as const),
])('DATABASE naming %s', (_name, fileCase, runnable) => {
  const test = runnable ? it : it.skip;
  let file: string;
  let as: RunAs;
  let refusal: string;
  beforeEach(() => {
    const dir = fs.mkdtempSync(path.join(top, 'case-'));
    fs.chmodSync(dir, 0o777);
    file = fileCase.make(dir);
    as = typeof fileCase.as === 'function' ? fileCase.as(dir) : fileCase.as;
    refusal = `Cannot ${fileCase.verb ?? 'open'} the database ${file}: ${fileCase.cause(file)}`;
  });

  test('stops the server with that line and exit code 1', async () => {
    const run = await startServer({ DATABASE: file }, as);
    expect({ status: run.status, output: run.output.trim() }).toEqual({ status: 1, output: refusal });
    if (fileCase.production) {
      const production = await startServer({ NODE_ENV: 'production', DATABASE: file }, as);
      expect({ status: production.status, output: production.output.trim() }).toEqual({ status: 1, output: refusal });
    }
  });

  test('stops a CLI with that line and exit code 1', () => {
    const cli = fileCase.verb === 'create' ? runCli('db-create', ['--empty', '--database', file], undefined, {}, as) : runCli('users', ['list', '--database', file], undefined, {}, as);
    expect({ status: cli.status, stdout: cli.stdout, stderr: cli.stderr.trim() }).toEqual({ status: 1, stdout: '', stderr: `Error: ${refusal}` });
  });
});

describe('db:backup of a database it cannot read', () => {
  it.each([['a directory', CASES['a directory']], ['a file it may not read', CASES['a file it may not read']]])('says so for %s', (_name, fileCase) => {
    const dir = fs.mkdtempSync(path.join(top, 'backup-'));
    fs.chmodSync(dir, 0o777);
    const file = fileCase.make(dir);
    const as = typeof fileCase.as === 'function' ? fileCase.as(dir) : fileCase.as;
    const result = runCli('db-backup', [path.join(top, `copy-${path.basename(dir)}.sqlite`), '--database', file], undefined, {}, as);
    expect({ status: result.status, stderr: result.stderr.trim() }).toEqual({ status: 1, stderr: `Error: Cannot open the database ${file}: ${fileCase.cause(file)}` });
  });
});
