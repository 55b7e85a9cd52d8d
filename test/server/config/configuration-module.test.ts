/**
 * The configuration module reads nothing from disk when it is imported: the project's folder and
 * release are found when first asked, at start (a test or a tool importing a constant reads nothing).
 */
import fs from 'node:fs';
import path from 'node:path';
import type * as Config from '../../../src/server/config';

it('reads nothing from disk when imported, and finds package.json when asked', () => {
  const existsSync = jest.spyOn(fs, 'existsSync');
  const readFileSync = jest.spyOn(fs, 'readFileSync');
  const packageFile = path.resolve(__dirname, '../../../package.json');
  const touched = () => [...existsSync.mock.calls, ...readFileSync.mock.calls].filter(([file]) => String(file) === packageFile);
  let config: typeof Config | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    config = require('../../../src/server/config');
  });
  expect(touched()).toEqual([]);
  expect(config!.productVersion()).toBe((JSON.parse(fs.readFileSync(packageFile, 'utf8')) as { version: string }).version);
  expect(config!.projectRoot()).toBe(path.dirname(packageFile));
  jest.restoreAllMocks();
});
