/**
 * `npm run catalogue:import` as an operator runs it: the compiled CLI in its own process, whose
 * progress lines ("Import: 40,000 (loading) 2.9s") tell how far it has got.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cliPath, startCli } from '../../../server/support/compiled-cli';

export interface ImportProcess {
  child: ChildProcess;
  /** Everything it wrote so far, stdout and stderr together. */
  output(): string;
  /** Resolves once it reports at least this many rows staged; rejects if it exits first. */
  staged(rows: number): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function stagedRows(output: string): number {
  const counts = [...output.matchAll(/Import: ([\d,]+) \(loading\)/g)].map((match) => Number(match[1].replace(/,/g, '')));
  return Math.max(0, ...counts);
}

/** `wrapper`: a command the import runs under, such as prlimit with its options and `--`. */
export function startImport(file: string, database: string, wrapper: string[] = []): ImportProcess {
  const args = [file, '--database', database];
  const child = wrapper.length === 0 ? startCli('catalogue-import', args)
    : spawn(wrapper[0], [...wrapper.slice(1), process.execPath, cliPath('catalogue-import'), ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const waiters = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const check of waiters) check();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    // 'close', not 'exit': by then the output has been read to its end.
    child.once('close', (code, signal) => {
      for (const check of waiters) check();
      resolve({ code, signal });
    });
  });
  return {
    child,
    output: () => output,
    exited,
    staged: (rows) => new Promise((resolve, reject) => {
      const check = () => {
        if (stagedRows(output) >= rows) {
          waiters.delete(check);
          resolve();
        } else if (child.exitCode !== null || child.signalCode !== null) {
          waiters.delete(check);
          reject(new Error(`the import exited before staging ${rows} rows:\n${output}`));
        }
      };
      waiters.add(check);
      check();
    }),
  };
}

/** The version the import printed when it finished ("… as catalogue import-…"). */
export function importedVersion(output: string): string {
  const match = /as catalogue (\S+)/.exec(output);
  if (!match) throw new Error(`the import printed no catalogue version:\n${output}`);
  return match[1];
}
