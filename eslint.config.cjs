/*
 * ESLint 9 flat config for the whole repository (server, SPA, tests, benchmarks), under the name
 * ESLint looks for, so npm run lint, a plain `npx eslint FILE` and editors all find it.
 *
 * Besides the TypeScript and React rules it holds the layers (docs/architecture.md, Layers): lower layers
 * never import higher ones, a feature reaches another only through its index.ts, and nothing
 * imports in a circle, type imports included.
 */
const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const react = require('eslint-plugin-react');
const reactHooks = require('eslint-plugin-react-hooks');
const importX = require('eslint-plugin-import-x');
const { createTypeScriptImportResolver } = require('eslint-import-resolver-typescript');
const globals = require('globals');

/**
 * Reports an import of types only (`import type`, or every name marked `type`) whose module leads
 * back to this file, through any import at all. import-x/no-cycle skips type imports, so such a
 * circle would pass it, though the two modules still cannot be understood or moved one without
 * the other. Module names are resolved as tsc does, and each file's imports are read once per
 * change of the file.
 */
const noTypeImportCycle = (() => {
  const ts = require('typescript');
  const tsconfig = ts.getParsedCommandLineOfConfigFile(path.join(__dirname, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  const importsOf = new Map();

  function resolveOwn(specifier, fromFile) {
    const { resolvedModule } = ts.resolveModuleName(specifier, fromFile, tsconfig.options, ts.sys);
    if (!resolvedModule || resolvedModule.isExternalLibraryImport || resolvedModule.extension === '.d.ts') return undefined;
    return path.resolve(resolvedModule.resolvedFileName);
  }

  function importedFiles(file) {
    const changed = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    const known = importsOf.get(file);
    if (known && known.changed === changed) return known.files;
    const text = changed === undefined ? '' : fs.readFileSync(file, 'utf8');
    const files = ts.preProcessFile(text, true, true).importedFiles.map(({ fileName }) => resolveOwn(fileName, file)).filter(Boolean);
    importsOf.set(file, { changed, files });
    return files;
  }

  /** The files from `start` back to `goal` (breadth first, so the shortest), or undefined. */
  function routeBack(start, goal) {
    const cameFrom = new Map([[start, undefined]]);
    for (const queue = [start]; queue.length > 0; ) {
      const file = queue.shift();
      for (const next of importedFiles(file)) {
        if (next === goal) {
          const route = [];
          for (let at = file; at !== undefined; at = cameFrom.get(at)) route.unshift(at);
          return route;
        }
        if (cameFrom.has(next)) continue;
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
    return undefined;
  }

  const typeOnly = (node) =>
    node.importKind === 'type' || node.exportKind === 'type' ||
    (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

  return {
    meta: { type: 'problem', schema: [], messages: { cycle: 'Import cycle through a type import: {{route}}. Type imports tie modules together too (docs/architecture.md).' } },
    create(context) {
      const filename = path.resolve(context.physicalFilename);
      const check = (node) => {
        if (!node.source || !typeOnly(node)) return;
        const imported = resolveOwn(node.source.value, filename);
        const route = imported && routeBack(imported, filename);
        if (route) context.report({ node, messageId: 'cycle', data: { route: [filename, ...route, filename].map((f) => path.relative(__dirname, f)).join(' → ') } });
      };
      return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
    },
  };
})();

const FEATURES_DIR = 'src/client/features';
const FEATURES = fs
  .readdirSync(path.join(__dirname, FEATURES_DIR), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Client layers, lowest first; each may import only the layers before it (and itself). */
const CLIENT = {
  config: ['src/client/config', 'src/client/lib'],
  services: ['src/client/i18n', 'src/client/api', 'src/client/components'],
  features: [FEATURES_DIR],
  // The entries: the page's, and the support-log replay's command line.
  app: ['src/client/app', 'src/client/index.tsx', 'src/client/replay-cli.ts'],
};

/** Server layers, lowest first. */
const SERVER = {
  config: ['src/server/config.ts', 'src/server/config'],
  store: ['src/server/store'],
  domains: ['src/server/catalogue', 'src/server/imports', 'src/server/auth', 'src/server/i18n', 'src/server/metrics'],
  routes: ['src/server/routes'],
  entry: ['src/server/app.ts', 'src/server/main.ts', 'src/server/cli'],
};

const existing = (paths) => paths.filter((p) => fs.existsSync(path.join(__dirname, p)));
const layer = (message) => `${message} (docs/architecture.md).`;
/** Targets are globs; a directory target covers everything in it. */
const filesIn = (p) => (p.endsWith('.ts') || p.endsWith('.tsx') ? p : `${p}/**`);

/** Zones saying that each layer of `layers` imports nothing from the layers above it. */
function oneWay(layers, side) {
  const names = Object.keys(layers);
  return names.slice(0, -1).flatMap((name, index) => {
    const higher = existing(names.slice(index + 1).flatMap((above) => layers[above]));
    return higher.length === 0
      ? []
      : [{ target: layers[name].map(filesIn), from: higher, message: layer(`${side} ${name} must not import the layers above it (${names.slice(index + 1).join(', ')})`) }];
  });
}

const LAYER_ZONES = [
  { target: 'src/shared/**', from: ['src/client', 'src/server'], message: layer('src/shared is used by the client and the server, and imports neither') },
  { target: 'src/client/**', from: 'src/server', message: layer('The client does not import the server') },
  { target: 'src/server/**', from: 'src/client', message: layer('The server does not import the client') },
  // config/lib and i18n/api/components; the features' zone below says what to do instead.
  ...oneWay(CLIENT, 'client').slice(0, 2),
  {
    target: `${FEATURES_DIR}/**`,
    from: existing(CLIENT.app),
    message: layer('Features never import app: selectors take their own slice, components use useSelector/useDispatch'),
  },
  // i18n, api and components are one layer but independent of each other (i18n comes first).
  { target: 'src/client/i18n/**', from: existing(['src/client/api', 'src/client/components']), message: layer('i18n imports neither api nor components') },
  { target: 'src/client/api/**', from: 'src/client/components', message: layer('api does not import components (presentational, no store)') },
  { target: 'src/client/components/**', from: 'src/client/api', message: layer('components are presentational: no api, no store') },
  ...FEATURES.flatMap((feature) =>
    FEATURES.filter((other) => other !== feature).map((other) => ({
      target: `${FEATURES_DIR}/${feature}/**`,
      from: `${FEATURES_DIR}/${other}`,
      except: ['./index.ts'],
      message: layer(`A feature imports another only through its public entry: import from '${FEATURES_DIR}/${other}/index.ts'`),
    })),
  ),
  { target: `${FEATURES_DIR}/session/**`, from: `${FEATURES_DIR}/search`, message: layer('Session is below search: search reacts to session\'s actions, session never imports search') },
  ...oneWay(SERVER, 'server'),
  {
    target: ['src/server/store/sqlite/**', 'src/server/store/postgres/**'],
    from: 'src/server/store/connect-database.ts',
    message: layer('The database factory creates the backends: they do not import it'),
  },
].filter((zone) => zone.from.length > 0);

module.exports = tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'test/tooling/fixtures/', '**/*.js', '**/*.cjs', '**/*.mjs'] },
  {
    files: ['**/*.ts', '**/*.tsx'],
    extends: [
      js.configs.recommended,
      tseslint.configs.recommended,
      react.configs.flat.recommended,
      react.configs.flat['jsx-runtime'],
      reactHooks.configs['recommended-latest'],
    ],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      parserOptions: { ecmaFeatures: { jsx: true } },
      globals: { ...globals.es2021, ...globals.node, ...globals.browser },
    },
    settings: { react: { version: '19.0' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
      eqeqeq: ['error', 'always'],
    },
  },
  { files: ['test/**/*.ts', 'test/**/*.tsx'], languageOptions: { globals: globals.jest } },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx', 'test/tooling/fixtures/**/*.ts'],
    plugins: { 'import-x': importX, layers: { rules: { 'no-type-import-cycle': noTypeImportCycle } } },
    settings: {
      // import-x reads other modules' imports only in files it knows how to parse.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(__dirname, 'tsconfig.json') })],
    },
    rules: {
      // import-x skips type imports when it looks for cycles; layers/no-type-import-cycle reports
      // the cycles that pass through one. Packages are not followed: only our own files can loop.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'layers/no-type-import-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: __dirname, zones: LAYER_ZONES }],
    },
  },
);
