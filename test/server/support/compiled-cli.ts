/**
 * Runs the command-line tools as an operator does: the compiled JavaScript under dist/, built
 * once per test file (tsc is incremental, so this is quick when nothing changed).
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');

export function buildServer(): void {
  execFileSync(process.execPath, [path.join(ROOT, 'src', 'build', 'build.js'), 'server'], { stdio: 'inherit' });
}

export function cliPath(name: string): string {
  return path.join(ROOT, 'dist', 'server', 'cli', `${name}.js`);
}

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function runCli(name: string, args: string[], input?: string, env: Record<string, string> = {}): CliResult {
  const result = spawnSync(process.execPath, [cliPath(name), ...args], { input, encoding: 'utf8', env: { ...process.env, ...env } });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

export function startCli(name: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [cliPath(name), ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
}
