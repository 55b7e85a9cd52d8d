/** Where every benchmark part writes its figures, and the machine they were taken on. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPOSITORY } from './server-process';

export const RESULTS_DIR = path.join(REPOSITORY, 'bench', 'results');
export const DEFAULT_DATABASE = path.join(REPOSITORY, 'data', 'pricetool.sqlite');

export function machine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
  };
}

/** Writes bench/results/<part>.json with the date and machine, and returns its path. */
export function writePartResult(part: string, figures: object): string {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${part}.json`);
  fs.writeFileSync(file, `${JSON.stringify({ benchmark: part, date: new Date().toISOString(), machine: machine(), ...figures }, null, 2)}\n`);
  return file;
}

/** Runs a benchmark's main when its file is the program (not when another part imports it). */
export function runIfMain(entry: NodeModule, main: () => Promise<void>): void {
  if (require.main !== entry) return;
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
