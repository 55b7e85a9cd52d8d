/**
 * What imports ask of the disk on SQLite (docs/operations.md, Disk space): a catalogue import
 * checks that the disk holds it before it stages anything; a failed one gives the space it took
 * back; every import empties the write-ahead log.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { InsufficientSpaceError } from '../catalogue-load';
import type { SqliteDatabase } from './open-database';
import { signInStateFile } from './sign-in-state';

/**
 * How much the database file and its write-ahead log grow at most during a catalogue import, per
 * byte of its CSV: the staged rows as stored (each article's JSON), their two indexes and the
 * prefix counts, and the log, which holds an index build whole. Measured with the
 * 820,000-article demo (docs/operations.md, Disk space) and rounded up.
 */
export const IMPORT_BYTES_PER_CSV_BYTE = 5;

const INCREMENTAL = 2;

/**
 * Room kept for giving the space back: a failed import's cleanup (dropping the staging tables,
 * giving their pages back) writes to the log before anything is freed, which on a disk the import
 * filled would fail too. The import holds this much in a file beside the database and deletes it
 * before it cleans up; dropping the 820,000-article catalogue's staging and giving its pages back
 * wrote 1.2 MB.
 */
export const CLEANUP_RESERVE_BYTES = 8 * 1024 ** 2;

/** The file holding the cleanup's room while a catalogue import runs; a killed import's is deleted by the next. */
export const reserveFile = (databaseFile: string) => `${databaseFile}-import-reserve`;

/**
 * Every file a SQLite database consists of: the database and the sign-in state, each with its
 * write-ahead log and index, and the room a catalogue import keeps.
 */
export function databaseFiles(file: string): string[] {
  return [...[file, signInStateFile(file)].flatMap((name) => [name, `${name}-wal`, `${name}-shm`]), reserveFile(file)];
}

const pragma = (db: SqliteDatabase, name: string) => db.pragma(name, { simple: true }) as number;

function freeOnDisk(dir: string): number {
  const stats = fs.statfsSync(dir);
  return stats.bavail * stats.bsize;
}

const UNITS = ['KiB', 'MiB', 'GiB', 'TiB'];

/** "94,278,113 bytes (89.9 MiB)": exact, and readable at a glance. */
export function describeBytes(bytes: number): string {
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit++;
  }
  return `${bytes.toLocaleString('en-US')} bytes (${size.toFixed(1)} ${UNITS[unit]})`;
}

/** Refuses, before anything is staged, a catalogue import of a `csvBytes` CSV that the disk cannot hold. */
export function checkRoomForCatalogue(db: SqliteDatabase, csvBytes: number): void {
  const dir = path.dirname(db.name);
  const needed = Math.ceil(csvBytes * IMPORT_BYTES_PER_CSV_BYTE) + CLEANUP_RESERVE_BYTES;
  const onDisk = freeOnDisk(dir);
  // An import fills the pages free inside the file first (an earlier catalogue's, usually).
  const inFile = pragma(db, 'freelist_count') * pragma(db, 'page_size');
  if (onDisk + inFile >= needed) return;
  const free = `${describeBytes(onDisk)} free on the disk of ${dir}${inFile > 0 ? ` and ${describeBytes(inFile)} free inside the database file` : ''}`;
  throw new InsufficientSpaceError(`Not enough disk space for this catalogue: about ${describeBytes(needed)} needed, ${free}; `
    + 'nothing was imported (make room, then import again)');
}

/** Takes the cleanup's room (CLEANUP_RESERVE_BYTES) on the disk; the function returned gives it back. */
export function reserveCleanupRoom(db: SqliteDatabase): () => void {
  const file = reserveFile(db.name);
  fs.writeFileSync(file, Buffer.alloc(CLEANUP_RESERVE_BYTES));
  return () => fs.rmSync(file, { force: true });
}

/** Checkpoints the write-ahead log into the file and cuts it to nothing. */
export function truncateLog(db: SqliteDatabase): void {
  db.pragma('wal_checkpoint(TRUNCATE)');
}

/**
 * Pages given back per transaction, well below the page cache (open-database.ts). Each page taken
 * off the free list is changed, and once a transaction's changed pages outnumber the page cache
 * they go to the log: giving back the 820,000-article catalogue's staging in one step wrote 370 MB
 * there, in steps of this many 0.3 MB.
 */
const VACUUM_STEP_PAGES = 2048;

/**
 * Gives back to the file system what the file grew by since it had `pagesBefore` pages (the pages
 * must be free already: the staging tables dropped), moving any page still in use from there into
 * a free one lower down, then empties the log. A file without incremental auto-vacuum keeps those
 * pages free inside it, for the next import.
 */
export function giveBackSpace(db: SqliteDatabase, pagesBefore: number): void {
  const grown = pragma(db, 'page_count') - pagesBefore;
  if (pragma(db, 'auto_vacuum') === INCREMENTAL) {
    for (let left = grown; left > 0; left -= VACUUM_STEP_PAGES) db.pragma(`incremental_vacuum(${Math.min(left, VACUUM_STEP_PAGES)})`);
  }
  truncateLog(db);
}

/**
 * A database made before new files got incremental auto-vacuum cannot give pages back; a VACUUM
 * converts it, rewriting the whole file once (5 to 10 s for 820,000 articles). It needs room for
 * a copy of the used pages twice over: SQLite's temporary copy in the temporary directory, and the
 * write-ahead log beside the file. Returns whether it converted; without the room it leaves the
 * file as it is (a later import tries again).
 */
export function convertToIncrementalVacuum(db: SqliteDatabase, onStart: () => void): boolean {
  if (pragma(db, 'auto_vacuum') === INCREMENTAL) return false;
  const used = (pragma(db, 'page_count') - pragma(db, 'freelist_count')) * pragma(db, 'page_size');
  const dir = path.dirname(db.name);
  const temporary = os.tmpdir();
  const room = fs.statSync(dir).dev === fs.statSync(temporary).dev ? freeOnDisk(dir) / 2 : Math.min(freeOnDisk(dir), freeOnDisk(temporary));
  if (room < used) return false;
  onStart();
  db.pragma('auto_vacuum = INCREMENTAL');
  db.exec('VACUUM');
  truncateLog(db);
  return true;
}
