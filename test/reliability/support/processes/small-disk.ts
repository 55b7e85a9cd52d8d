/**
 * A disk that can be filled on purpose, for the full-disk suite. As root with the right to mount,
 * a real one: a 64 MiB tmpfs, filled by a file written until ENOSPC. Where mounting is not
 * allowed (a container without CAP_SYS_ADMIN), the same failures come from a file size limit
 * (RLIMIT_FSIZE, set with util-linux's prlimit on the running server or the import): every write
 * past it fails with EFBIG, as one past a full disk fails with ENOSPC; the free-space check of
 * the disk itself cannot be tried that way.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const TMPFS_MIB = 64;
const CHUNKS = [1024 * 1024, 4096];

export interface SmallDisk {
  /** How the disk fills, for the report. */
  how: string;
  /** True for a real file system that fills (tmpfs); false for the file size limit. */
  real: boolean;
  dir: string;
  /** Leaves nothing writable to `pid` (the server) beyond what its files hold now. */
  fill(pid: number): void;
  /** Undoes fill. */
  free(pid: number): void;
  /** The command the import runs under, so that it runs out of room `bytes` past what the files hold now. */
  importWrapper(bytes: number): string[];
  remove(): void;
}

function canRun(program: string): boolean {
  return spawnSync(program, ['--version']).status === 0;
}

function tmpfs(dir: string): SmallDisk | string {
  if (process.getuid?.() !== 0) return 'not root';
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${TMPFS_MIB}m`, 'tmpfs', dir], { encoding: 'utf8' });
  if (mounted.status !== 0) return `mount refused: ${(mounted.stderr || mounted.error?.message || '').trim()}`;
  const filler = path.join(dir, 'filler');
  return {
    how: `a ${TMPFS_MIB} MiB tmpfs, filled by a file written until ENOSPC`,
    real: true,
    dir,
    fill() {
      const fd = fs.openSync(filler, 'a');
      try {
        for (const size of CHUNKS) {
          const chunk = Buffer.alloc(size, 1);
          try {
            for (;;) fs.writeSync(fd, chunk);
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
          }
        }
      } finally {
        fs.closeSync(fd);
      }
    },
    free() {
      fs.rmSync(filler, { force: true });
    },
    importWrapper: () => [],
    remove() {
      execFileSync('umount', ['--lazy', dir]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function fileSizeLimit(dir: string, why: string): SmallDisk | string {
  if (!canRun('prlimit')) return `${why}, and prlimit (util-linux) is missing`;
  const largestFile = () => Math.max(...fs.readdirSync(dir).map((name) => fs.statSync(path.join(dir, name)).size));
  return {
    how: `a file size limit (RLIMIT_FSIZE via prlimit) instead of a full disk (${why})`,
    real: false,
    dir,
    fill(pid) {
      execFileSync('prlimit', ['--pid', String(pid), '--fsize=1:']);
    },
    free(pid) {
      execFileSync('prlimit', ['--pid', String(pid), '--fsize=unlimited:']);
    },
    importWrapper: (bytes) => ['prlimit', `--fsize=${largestFile() + bytes}:`, '--'],
    remove() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A real small disk when this process may mount one, else the file size limit; a string says why
 * neither can be had. SMALL_DISK=limit takes the file size limit anyway, to try that way here.
 */
export function smallDisk(): SmallDisk | string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricetool-small-disk-'));
  const real = process.env.SMALL_DISK === 'limit' ? 'SMALL_DISK=limit' : tmpfs(dir);
  if (typeof real !== 'string') return real;
  const limited = fileSizeLimit(dir, real);
  if (typeof limited === 'string') fs.rmSync(dir, { recursive: true, force: true });
  return limited;
}
