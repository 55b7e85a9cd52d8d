/**
 * The layer rules of eslint.config.cjs (docs/architecture.md), run through ESLint's Node API on probe
 * files: each wrong import is reported by the rule that owns it, and the right ones are not. The
 * probes exist only as text; what they import is real, and the two cycles are fixture files.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

const ROOT = path.resolve(__dirname, '../..');
const LAYER_RULES = /^(import-x|layers)\//;

// The config file, loaded here rather than by ESLint, whose import() of it jest's module system
// cannot run. Fixtures are ignored by npm run lint (their cycles are on purpose); not here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const config = require(path.join(ROOT, 'eslint.config.cjs')) as ESLint.Options['overrideConfig'];
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: config, ignore: false });

/** The layer rules that report `code` as if it were the file at `filePath` (relative to the root). */
async function layerRulesReporting(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return result.messages.map((message) => message.ruleId ?? `fatal: ${message.message}`).filter((rule) => LAYER_RULES.test(rule) || rule.startsWith('fatal'));
}

const fixture = (name: string) => ({ filePath: `test/tooling/fixtures/${name}`, code: readFileSync(path.join(__dirname, 'fixtures', name), 'utf8') });

describe('the layer rules of npm run lint', () => {
  jest.setTimeout(60_000);

  it.each([
    ['shared importing the client', 'src/shared/probe.ts', "import { createAppStore } from '../client/app/store';\nexport const probe = createAppStore;\n"],
    ['shared importing a client type', 'src/shared/probe.ts', "import type { RootState } from '../client/app/store';\nexport type Probe = RootState;\n"],
    ['the client importing the server', 'src/client/config/probe.ts', "import { readConfig } from '../../server/config';\nexport const probe = readConfig;\n"],
    ['config importing a feature', 'src/client/config/probe.ts', "import { registerToastHost } from '../features/toasts/toast';\nexport const probe = registerToastHost;\n"],
    ['a feature importing another feature\'s internals', 'src/client/features/header/probe.ts', "import { initialSearchState } from '../search/search-slice';\nexport const probe = initialSearchState;\n"],
    ['a feature importing app', 'src/client/features/toasts/probe.ts', "import { createAppStore } from '../../app/store';\nexport const probe = createAppStore;\n"],
    ['session importing search', 'src/client/features/session/probe.ts', "import { initialSearchState } from '../search/search-slice';\nexport const probe = initialSearchState;\n"],
    ['server config importing the store', 'src/server/config.ts', "import { withDiscount } from './store/search-results';\nexport const probe = withDiscount;\n"],
    ['a database backend importing the factory that creates it', 'src/server/store/sqlite/probe.ts', "import { connectDatabase } from '../connect-database';\nexport const probe = connectDatabase;\n"],
    ['the store importing routes', 'src/server/store/probe.ts', "import { authRoutes } from '../routes/auth-routes';\nexport const probe = authRoutes;\n"],
    ['the store importing the imports', 'src/server/store/probe.ts', "import { importStockCsv } from '../imports/stock-csv';\nexport const probe = importStockCsv;\n"],
    ['the imports importing routes', 'src/server/imports/probe.ts', "import { authRoutes } from '../routes/auth-routes';\nexport const probe = authRoutes;\n"],
  ])('reports %s', async (_case, filePath, code) => {
    expect(await layerRulesReporting(filePath, code)).toContain('import-x/no-restricted-paths');
  });

  it('reports a circle of two files', async () => {
    const { filePath, code } = fixture('value-cycle/first.ts');
    expect(await layerRulesReporting(filePath, code)).toEqual(['import-x/no-cycle']);
  });

  it('reports a circle that only type imports close', async () => {
    const { filePath, code } = fixture('type-cycle/order.ts');
    expect(await layerRulesReporting(filePath, code)).toEqual(['layers/no-type-import-cycle']);
  });

  it.each([
    ['a feature importing config and shared', 'src/client/features/toasts/probe.ts', "import { TOAST_LIMIT } from '../../config/constants';\nimport { DEFAULT_LANGUAGE } from '../../../shared/languages';\nexport const probe = [TOAST_LIMIT, DEFAULT_LANGUAGE];\n"],
    ['a feature importing another through its public entry', 'src/client/features/home/probe.ts', "import { selectHasSearched } from '../search';\nexport const probe = selectHasSearched;\n"],
    ['app importing a feature', 'src/client/app/probe.ts', "import { initialSearchState } from '../features/search/search-slice';\nexport const probe = initialSearchState;\n"],
    ['routes importing the store', 'src/server/routes/probe.ts', "import type { Store } from '../store/store';\nexport type Probe = Store;\n"],
    ['the imports importing the store', 'src/server/imports/probe.ts', "import type { Database } from '../store/database';\nexport type Probe = Database;\n"],
    ['a test importing anything', 'test/client/probe.test.ts', "import { initialSearchState } from '../../src/client/features/search/search-slice';\nexport const probe = initialSearchState;\n"],
  ])('accepts %s', async (_case, filePath, code) => {
    expect(await layerRulesReporting(filePath, code)).toEqual([]);
  });
});
