/**
 * Runs the command-line tools and the server as an operator does: the compiled JavaScript under
 * dist/, built once per test file (tsc is incremental, so this is quick when nothing changed).
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const MAIN = path.join(ROOT, 'dist', 'server', 'main.js');

export function buildServer(): void {
  execFileSync(process.execPath, [path.join(ROOT, 'src', 'build', 'build.js'), 'server'], { stdio: 'inherit' });
}

export function cliPath(name: string): string {
  return path.join(ROOT, 'dist', 'server', 'cli', `${name}.js`);
}

/**
 * How a program is run besides its environment: as another user (uid, gid), or under a command
 * that prepares its world and then runs it (`prefix`, e.g. unshare).
 */
export interface RunAs {
  uid?: number;
  gid?: number;
  prefix?: string[];
}

function command(program: string, args: string[], as: RunAs): [string, string[]] {
  const argv = [process.execPath, program, ...args];
  const [first, ...rest] = [...(as.prefix ?? []), ...argv];
  return [first, rest];
}

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function runCli(name: string, args: string[], input?: string, env: Record<string, string> = {}, as: RunAs = {}): CliResult {
  const [file, argv] = command(cliPath(name), args, as);
  const result = spawnSync(file, argv, { input, encoding: 'utf8', env: { ...process.env, ...env }, uid: as.uid, gid: as.gid });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

export function startCli(name: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [cliPath(name), ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
}

export interface ServerRun {
  /** Everything it printed, stdout and stderr as they came. */
  output: string;
  status: number | null;
  health?: { catalogue: string; articles: number };
}

/** Starts the built server, reads health once it is running, stops it with SIGTERM; what it printed and its exit status. */
export function startServer(env: Record<string, string>, as: RunAs = {}): Promise<ServerRun> {
  const [file, argv] = command(MAIN, [], as);
  const child = spawn(file, argv, {
    env: { ...process.env, PORT: '0', DEMO_ARTICLES: '500', ...env }, stdio: ['ignore', 'pipe', 'pipe'], uid: as.uid, gid: as.gid,
  });
  let output = '';
  let health: ServerRun['health'];
  return new Promise((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const running = /running at (http:\/\/\S+)/.exec(output);
      if (running && health === undefined) {
        health = { catalogue: 'pending', articles: -1 };
        void fetch(`${running[1]}api/health`).then((response) => response.json()).then((body: ServerRun['health']) => {
          health = body;
          child.kill('SIGTERM');
        });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (status) => resolve({ output, status, health }));
  });
}
