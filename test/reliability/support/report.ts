/**
 * Each reliability suite says what it tried and what held: a block on the terminal (written past
 * jest's console capture, so it reads as plain lines) and test-results/reliability/<suite>.json
 * for the figures in docs/reliability.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Backend } from '../../server/support/test-app';

const RESULTS_DIR = path.resolve(__dirname, '..', '..', '..', 'test-results', 'reliability');

export type Figure = string | number | boolean;

export interface SuiteReport {
  /** One line per check: what was tried and what held, e.g. "100 wrong passwords → 429 after 5". */
  line(text: string): void;
  /** A named figure, kept in the JSON file (and printed). */
  figure(name: string, value: Figure): void;
  /** Prints the block and writes the file; call in afterAll. */
  flush(): void;
}

/** A suite run on PostgreSQL reports as `<suite>-postgres`, beside the SQLite one's `<suite>`. */
export function suiteReport(name: string, backend: Backend = 'sqlite'): SuiteReport {
  const suite = backend === 'sqlite' ? name : `${name}-${backend}`;
  const lines: string[] = [];
  const figures: Record<string, Figure> = {};
  return {
    line(text) {
      lines.push(text);
    },
    figure(name, value) {
      figures[name] = value;
      lines.push(`${name}: ${value}`);
    },
    flush() {
      process.stdout.write(`\n── reliability: ${suite} ──\n${lines.map((text) => `  ${text}`).join('\n')}\n`);
      fs.mkdirSync(RESULTS_DIR, { recursive: true });
      fs.writeFileSync(path.join(RESULTS_DIR, `${suite}.json`), `${JSON.stringify({ suite, date: new Date().toISOString(), lines, figures }, null, 2)}\n`);
    },
  };
}
