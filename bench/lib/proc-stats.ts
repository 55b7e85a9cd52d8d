/**
 * CPU time spent by processes during a load case, read from Linux's /proc: the server instances,
 * the PostgreSQL backends that serve them, and this process (the load generator). It tells where a
 * search's CPU goes when everything shares one machine. Also a process's resident memory.
 * Elsewhere than Linux the figures are null.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';

/** Clock ticks per second of /proc's times (USER_HZ, 100 on every common Linux). */
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU time of a process so far, in ms; null when it cannot be read. */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After "pid (command) ", fields start at the state (field 3); utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Resident memory of a process, in MiB; null when it cannot be read. */
export function processRssMiB(pid: number): number | null {
  try {
    const kib = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kib === undefined ? null : Math.round(Number(kib) / 1024);
  } catch {
    return null;
  }
}

/** The PostgreSQL backends serving a database's other clients (the instances' pools), when they run on this machine. */
export async function postgresBackendPids(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rows.map((row) => row.pid).filter((pid) => fs.existsSync(`/proc/${pid}`));
  } catch {
    return [];
  } finally {
    await client.end();
  }
}

/** Sums the CPU time the given processes used between `start` and the returned `stop`. */
export function cpuMeter(pids: () => Promise<number[]> | number[]) {
  const readAll = async () => {
    const times = new Map<number, number>();
    for (const pid of await pids()) {
      const ms = processCpuMs(pid);
      if (ms !== null) times.set(pid, ms);
    }
    return times;
  };
  return {
    async start() {
      const before = await readAll();
      return async (): Promise<number | null> => {
        const after = await readAll();
        if (after.size === 0) return null;
        // A process that appeared during the case counts from zero.
        return [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);
      };
    },
  };
}

/** This process's own CPU time, in ms, from now to the returned function's call. */
export function ownCpuMeter(): () => number {
  const start = process.cpuUsage();
  return () => {
    const { user, system } = process.cpuUsage(start);
    return (user + system) / 1000;
  };
}
