/**
 * Whether a SQLite database file can be used, said in one line naming the file and the cause. SQLite
 * says "unable to open database file" whatever the cause and names no path, and it opens a file it
 * may not write read-only without a word: the server would start and fail at the first sign-in. So
 * the file and its directory are checked before SQLite opens them (docs/behaviour.md, The database file).
 */
import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class DatabaseFileError extends Error {}

/** Reading is enough for a backup; everything else writes (sessions, sign-in counts, imports). */
export type FileAccess = 'read' | 'write';

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | null)?.code;
}

function user(): string {
  try {
    return `user ${os.userInfo().username}`;
  } catch {
    return `user id ${process.getuid?.() ?? '?'}`;
  }
}

/** The cause an operating system error names, in words. */
function cause(error: unknown, denied: string): string {
  switch (errorCode(error)) {
    case 'EACCES':
    case 'EPERM':
      return `permission denied: ${user()} ${denied}`;
    case 'EROFS':
      return 'read-only file system';
    case 'ENOTDIR':
      return 'a part of the path is a file, not a directory';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}

/** What stops `file` from being opened for `access`, or null; for writing, makes its directory when missing. */
function fileProblem(file: string, access: FileAccess): string | null {
  const dir = path.dirname(file);
  let stat: fs.Stats | null = null;
  try {
    stat = fs.statSync(file);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') return cause(error, `may not reach ${dir}`);
  }
  if (stat?.isDirectory()) return 'it is a directory, not a database file';
  if (stat) {
    try {
      fs.accessSync(file, fs.constants.R_OK);
    } catch (error) {
      return cause(error, 'may not read it');
    }
    if (access === 'read') return null;
    try {
      fs.accessSync(file, fs.constants.W_OK);
    } catch (error) {
      return cause(error, 'may not write to it');
    }
  } else {
    if (access === 'read') return 'the file does not exist';
    // A fresh machine has no data/ folder yet.
    try {
      fs.mkdirSync(dir, { recursive: true });
    } catch (error) {
      return `the directory ${dir} does not exist and cannot be created: ${cause(error, 'may not create it')}`;
    }
  }
  return directoryProblem(file);
}

/** SQLite keeps its write-ahead log and shared memory beside the database, so it creates files in the directory. */
function directoryProblem(file: string): string | null {
  const dir = path.dirname(file);
  try {
    fs.accessSync(dir, fs.constants.W_OK);
    return null;
  } catch (error) {
    const base = path.basename(file);
    return cause(error, `may not create files in ${dir} (SQLite keeps ${base}-wal and ${base}-shm beside the database)`);
  }
}

function failure(file: string, problem: string): DatabaseFileError {
  return new DatabaseFileError(`Cannot ${fs.existsSync(file) ? 'open' : 'create'} the database ${file}: ${problem}`);
}

/** Throws a DatabaseFileError saying why `file` cannot be used for `access`; for writing, makes its directory when missing. */
export function checkDatabaseFile(file: string, access: FileAccess): void {
  const problem = fileProblem(file, access);
  if (problem !== null) throw failure(file, problem);
}

/**
 * Checks the file, then opens it with `open`, naming the file in any error SQLite still raises (a
 * file that is no database, a full disk, a read-only log file left by another user, …).
 */
export function openDatabaseFile<T>(file: string, access: FileAccess, open: () => T): T {
  checkDatabaseFile(file, access);
  try {
    return open();
  } catch (error) {
    if (!(error instanceof Database.SqliteError)) throw error;
    throw failure(file, (error.code === 'SQLITE_CANTOPEN' ? directoryProblem(file) : null) ?? error.message);
  }
}
