/**
 * The server's side of an import from the staff console (docs/imports.md, From the console): an
 * upload is streamed to a file of its own (never held in memory; the name is the server's, never
 * the browser's), hashed and counted on the way, and handed to a process of the compiled
 * console-import command, which checks or applies it and ends its history row. The server waits
 * for nothing but the upload: a check or an import of 820,000 lines takes the server's event loop
 * no time, and a crash of that process is a failed row, never a server down. The process is not
 * the server's child in spirit: a server stopping meanwhile leaves it to finish and record itself.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ImportKind, ImportRun } from '../../shared/admin-imports-contract';
import { MAX_IMPORT_FILE_NAME_LENGTH } from '../../shared/admin-imports-contract';
import { IMPORT_CHECKS_AT_ONCE, projectRoot } from '../config';
import type { DatabaseTarget } from '../database-target';
import { ImportRunningError, publicRun, type ImportHistory, type ImportRunEnd } from '../store/import-history';
import { IMPORT_KIND_DEFINITIONS } from './import-kinds';

export class UploadTooLargeError extends Error {}
export class FileDiffersError extends Error {}
export class NotCheckedError extends Error {}
export class TooManyChecksError extends Error {}

/** A running row whose import lock is free this long after it started has lost its process with its server. */
const STALE_RUN_MS = 60_000;
/** The end of what a process that stopped wrote on stderr, read for the row's reason. */
const STDERR_TAIL_CHARS = 4000;

/** The error line of what a stopped process wrote (its own "Error: …", or Node's), else its last line. */
function whyStopped(stderr: string): string | undefined {
  const lines = stderr.split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('Node.js v'));
  return lines.find((line) => /^\w*Error\b/.test(line)) ?? lines.pop();
}

export interface ConsoleImportsOptions {
  history: ImportHistory;
  /** The database the process works on: the server's own. */
  target: DatabaseTarget;
  /** The compiled console-import command (dist/server/cli/console-import.js). */
  workerPath?: string;
  /** Where uploads wait for their process (removed by it when done). */
  uploadDir?: string;
  now?: () => number;
  /** A process's stop the server could not note (the database unreachable). */
  onError?: (error: unknown) => void;
}

interface Upload {
  file: string;
  bytes: number;
  sha256: string;
}

/** A file name as the history shows it: the last part of the path the browser sent, printable, at most MAX_IMPORT_FILE_NAME_LENGTH. */
export function displayFileName(name: string): string {
  const last = name.split(/[/\\]/).pop() ?? '';
  const printable = last.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '').trim().slice(0, MAX_IMPORT_FILE_NAME_LENGTH);
  return printable === '' || printable === '.' || printable === '..' ? 'upload.csv' : printable;
}

function failed(message: string, now: number): ImportRunEnd {
  return { outcome: 'failed', finishedAt: now, rows: 0, rejected: 0, warnings: 0, message, report: null };
}

export class ConsoleImports {
  private readonly history: ImportHistory;
  private readonly workerPath: string;
  private readonly uploadDir: string;
  private readonly now: () => number;
  private checksRunning = 0;

  constructor(private readonly options: ConsoleImportsOptions) {
    this.history = options.history;
    this.workerPath = options.workerPath ?? path.join(projectRoot(), 'dist', 'server', 'cli', 'console-import.js');
    this.uploadDir = options.uploadDir ?? path.join(os.tmpdir(), 'pricetool-imports');
    this.now = options.now ?? Date.now;
  }

  /** Starts the check of an uploaded file; the upload is read first (a body over maxBytes: UploadTooLargeError). */
  async check(kind: ImportKind, fileName: string, actor: string, body: Readable): Promise<ImportRun> {
    if (this.checksRunning >= IMPORT_CHECKS_AT_ONCE) throw new TooManyChecksError();
    this.checksRunning++;
    let started = false;
    try {
      const upload = await this.receive(body, IMPORT_KIND_DEFINITIONS[kind].maxBytes);
      const id = await this.startRow(upload, { kind, dryRun: true, fileName: displayFileName(fileName), actor, checkId: null });
      started = true;
      return await this.launch(id, kind, upload.file, true, () => { this.checksRunning--; });
    } finally {
      if (!started) this.checksRunning--;
    }
  }

  /** Starts the import of a file checked before: the same bytes again, and no import running. */
  async apply(checkId: number, actor: string, body: Readable): Promise<ImportRun> {
    const found = await this.history.get(checkId);
    if (!found || !found.run.dryRun) throw new NotFoundError();
    const checked = found.run;
    if (checked.outcome !== 'succeeded') throw new NotCheckedError();
    await this.refuseWhileImporting();
    const upload = await this.receive(body, IMPORT_KIND_DEFINITIONS[checked.kind].maxBytes);
    if (upload.sha256 !== checked.fileSha256) {
      fs.rmSync(upload.file, { force: true });
      throw new FileDiffersError();
    }
    const id = await this.startRow(upload, { kind: checked.kind, dryRun: false, fileName: checked.fileName, actor, checkId });
    return this.launch(id, checked.kind, upload.file, false);
  }

  /** A running import (its row, or the lock a CLI holds) refuses another; a row left by a process gone with its server is ended. */
  private async refuseWhileImporting(): Promise<void> {
    if (await this.history.lockHolder()) throw new ImportRunningError();
    const running = await this.history.running();
    if (!running) return;
    if (this.now() - running.startedAt < STALE_RUN_MS) throw new ImportRunningError();
    await this.history.finish(running.id, failed('The import process ended without a result', this.now()));
  }

  private async startRow(upload: Upload, run: { kind: ImportKind; dryRun: boolean; fileName: string; actor: string; checkId: number | null }) {
    try {
      return await this.history.start({
        ...run, fileBytes: upload.bytes, fileSha256: upload.sha256, startedAt: this.now(), pid: process.pid, host: os.hostname(),
      });
    } catch (error) {
      fs.rmSync(upload.file, { force: true });
      throw error;
    }
  }

  /**
   * Streams the body to a new file, counting and hashing; over maxBytes the file goes and
   * UploadTooLargeError is thrown with the body left unread (not destroyed), so that the 413 can
   * still reach a client that sends its whole body before reading (oversized-body.ts).
   */
  private async receive(body: Readable, maxBytes: number): Promise<Upload> {
    fs.mkdirSync(this.uploadDir, { recursive: true, mode: 0o700 });
    const file = path.join(this.uploadDir, `${crypto.randomUUID()}.csv`);
    const hash = crypto.createHash('sha256');
    const out = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
    let bytes = 0;
    try {
      await new Promise<void>((resolve, reject) => {
        const stop = (error: Error) => {
          body.off('data', take);
          body.pause();
          reject(error);
        };
        const take = (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes > maxBytes) return stop(new UploadTooLargeError(`over ${maxBytes} bytes`));
          hash.update(chunk);
          if (!out.write(chunk)) {
            body.pause();
            out.once('drain', () => body.resume());
          }
        };
        body.on('data', take);
        body.once('end', () => out.end());
        body.once('error', stop);
        body.once('aborted', () => stop(new Error('The upload was aborted')));
        out.once('finish', resolve);
        out.once('error', stop);
      });
    } catch (error) {
      // Removed once closed: a file still being opened would be created after its removal.
      if (!out.closed) await new Promise<void>((closed) => out.destroy().once('close', () => closed()));
      fs.rmSync(file, { force: true });
      throw error;
    }
    return { file, bytes, sha256: hash.digest('hex') };
  }

  /** Starts the process on the row; when it stops without ending the row, the row is ended as failed with why. */
  private async launch(id: number, kind: ImportKind, file: string, dryRun: boolean, onExit: () => void = () => undefined): Promise<ImportRun> {
    const env = { ...process.env };
    delete env.DATABASE_URL;
    if (this.options.target.kind === 'postgres') env.DATABASE_URL = this.options.target.url;
    else env.DATABASE = this.options.target.file;
    const args = [this.workerPath, '--run', String(id), '--kind', kind, '--file', file, ...(dryRun ? ['--check'] : [])];
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => { stderr = (stderr + chunk.toString()).slice(-STDERR_TAIL_CHARS); });
    let exited = false;
    const exit = (reason: string) => {
      if (exited) return;
      exited = true;
      fs.rmSync(file, { force: true });
      onExit();
      const tail = whyStopped(stderr);
      this.history.finish(id, failed(`The import process stopped (${reason})${tail ? `: ${tail}` : ''}`, this.now()))
        .catch((error: unknown) => this.options.onError?.(error));
    };
    child.on('error', (error) => exit(error.message));
    child.on('close', (code, signal) => exit(signal ?? `exit code ${code}`));
    const started = await this.history.get(id);
    return publicRun(started!.run);
  }
}

export class NotFoundError extends Error {}
