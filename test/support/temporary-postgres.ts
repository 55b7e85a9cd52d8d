/**
 * A throwaway PostgreSQL cluster for tests and benchmarks: initdb into a temporary folder, pg_ctl
 * start on a free loopback port, and on stop the server is ended and the folder removed. As root
 * (CI containers), the server runs as the `postgres` user that Debian's package creates, since
 * PostgreSQL refuses to run as root.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../bench/lib/server-process';

export const POSTGRES_INSTALL_HINT = 'Install PostgreSQL (Debian: apt-get install -y postgresql) or put its bin folder on PATH.';

/** The folder holding initdb and pg_ctl: on PATH, or Debian's /usr/lib/postgresql/<version>/bin. */
export function findPostgresBin(): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'))) return dir;
  }
  const debian = '/usr/lib/postgresql';
  if (!fs.existsSync(debian)) return null;
  const versions = fs.readdirSync(debian).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(debian, version, 'bin');
    if (fs.existsSync(path.join(bin, 'initdb'))) return bin;
  }
  return null;
}

export interface TemporaryPostgres {
  /** A superuser URL to the cluster's `postgres` database. */
  adminUrl: string;
  port: number;
  dataDir: string;
  /** Stops the server and keeps its data: a database outage, for the tests of what the server answers meanwhile. */
  halt(): void;
  /** Starts a halted server again, on the same port. */
  resume(): void;
  stop(): void;
}

export interface ClusterOptions {
  /** Durability off (fsync, synchronous commit): right for tests, wrong for benchmarks of writes. */
  fast?: boolean;
}

export async function startTemporaryPostgres(options: ClusterOptions = {}): Promise<TemporaryPostgres> {
  const bin = findPostgresBin();
  if (!bin) throw new Error(`PostgreSQL's initdb and pg_ctl were not found. ${POSTGRES_INSTALL_HINT}`);
  const asRoot = process.getuid?.() === 0;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricetool-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    fs.chownSync(dataDir, uid, gid);
  }
  const run = (program: string, args: string[]) => {
    const command = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]] as const : [path.join(bin, program), args] as const;
    const result = spawnSync(command[0], [...command[1]], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${program} failed (${result.status}): ${result.stderr || result.stdout}`);
  };
  const cluster = path.join(dataDir, 'cluster');
  const port = await freePort();
  const settings = [
    `-p ${port}`, `-k ${dataDir}`, '-c listen_addresses=127.0.0.1', '-c max_connections=200',
    ...(options.fast ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'] : []),
  ];
  const start = () => run('pg_ctl', ['-D', cluster, '-l', path.join(dataDir, 'server.log'), '-w', '-o', settings.join(' '), 'start']);
  let running = false;
  try {
    run('initdb', ['-D', cluster, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    start();
    running = true;
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dataDir,
    halt() {
      // fast: the server ends every session with admin_shutdown, as a restart of PostgreSQL does.
      run('pg_ctl', ['-D', cluster, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    resume() {
      start();
      running = true;
    },
    stop() {
      try {
        if (running) run('pg_ctl', ['-D', cluster, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** A new, empty database in the cluster; `drop` ends its connections and removes it. */
export async function createScratchDatabase(adminUrl: string, prefix = 'pricetool'): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
