/**
 * The resident memory of another process, as the kernel counts it (Linux /proc), read often.
 *
 * One reading says little about a Node server: its heap holds garbage until the next collection,
 * and each password hash maps 32 MiB while it runs, so readings swing by tens of MiB with no
 * leak at all. The lowest reading over a stretch of time (the floor, right after a collection,
 * between hashes) is what a leak raises for good.
 */
import fs from 'node:fs';

const INTERVAL_MS = 250;

export function residentMebibytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(status);
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Math.round(Number(match[1]) / 1024);
}

export interface MemorySampler {
  /** The lowest reading taken since `since` (a Date.now() value). */
  floorSince(since: number): number;
  stop(): void;
}

export function sampleResidentMemory(pid: number): MemorySampler {
  const readings: Array<{ at: number; mib: number }> = [];
  const read = () => readings.push({ at: Date.now(), mib: residentMebibytes(pid) });
  read();
  const timer = setInterval(read, INTERVAL_MS);
  return {
    floorSince: (since) => {
      read();
      return Math.min(...readings.filter((reading) => reading.at >= since).map((reading) => reading.mib));
    },
    stop: () => clearInterval(timer),
  };
}
