/**
 * The built page names no address and no brand news: the distributor's texts and addresses come
 * from GET /api/content (docs/behaviour.md, Texts and addresses), so a distributor changes them
 * without a rebuild. Every file the build writes for the browser is read: scripts, style sheets
 * and pages (login.html draws the sign-in page before the scripts run). The translations are
 * checked too, which are files of the build as well.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPOSITORY } from '../../../bench/lib/server-process';

const CLIENT = path.join(REPOSITORY, 'dist', 'client');
/** What only the distributor's texts and addresses say (the demo's). */
const NAMED = [/@example\.com/i, /sales@/i, /Contrinex/, /Frankfurt/, /Just added/];

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(file);
    return /\.(js|css|html|json)$/.test(entry.name) ? [file] : [];
  });
}

describe('the built page', () => {
  it('names no address and no brand news in any file it sends the browser', () => {
    if (!fs.existsSync(path.join(CLIENT, 'index.html'))) throw new Error('Build first: npm run build (npm run test:e2e does)');
    const built = files(CLIENT);
    expect(built.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(3);
    const found = built.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return NAMED.filter((pattern) => pattern.test(text)).map((pattern) => `${path.relative(CLIENT, file)}: ${pattern.source}`);
    });
    expect(found).toEqual([]);
  });
});
