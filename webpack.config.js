/*
 * Builds the browser application (src/client) into dist/client: content-hashed, code-split
 * bundles (the sign-in page loads without the search views; bench/bundle-size.ts holds them to
 * the bundle budgets). `npm run dev` serves it with hot reload and sends /api and /locales to the
 * server on port 8080.
 */
const { execSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { PrecompressPlugin } = require('./src/client/build/precompress-plugin');
const { loginShellHtml } = require('./src/client/build/login-shell');

/** A script chunk may take up to 120 s to load on a slow link before it counts as failed (docs/behaviour.md, Pages and addresses). */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * Writes asset-manifest.json: the files of the entry point, and of every named lazy chunk group
 * (login, search, ...) with the files of the groups those can load in turn (lazyFiles). The
 * bundle benchmark (bench/bundle-size.ts) reads which files a page loads from it, so content
 * hashes and split-chunk renames never break the count.
 */
class AssetManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('AssetManifestPlugin', (compilation) => {
      // REPORT runs after the real content hashes are in the file names.
      compilation.hooks.processAssets.tap({ name: 'AssetManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const filesOf = (group) => group.chunks.flatMap((chunk) => [...chunk.files]);
        const descendants = (group, seen = new Set()) => {
          for (const child of group.getChildren()) if (!seen.has(child)) descendants(child, seen.add(child));
          return seen;
        };
        const unique = (files) => [...new Set(files)];
        const manifest = { entrypoints: {}, chunkGroups: {} };
        for (const [name, group] of compilation.namedChunkGroups) {
          if (compilation.entrypoints.has(name)) manifest.entrypoints[name] = unique(filesOf(group));
          else manifest.chunkGroups[name] = { files: unique(filesOf(group)), lazyFiles: unique([...descendants(group)].flatMap(filesOf)) };
        }
        compilation.emitAsset('asset-manifest.json', new webpack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
    });
  }
}

/**
 * The translations, under names that change with their content (locales/{lng}/translation.<hash>.json),
 * so they are cached for a year like the scripts and a release's new texts reach every browser at
 * once. The page learns the names from PRICETOOL_TRANSLATION_FILES; without them (npm run dev) it
 * reads /locales/{lng}/translation.json, which the server sends to be revalidated each time.
 */
function hashedTranslations() {
  const dir = path.resolve(__dirname, 'locales');
  return fs.readdirSync(dir).filter((language) => fs.existsSync(path.join(dir, language, 'translation.json'))).map((language) => {
    const content = JSON.stringify(JSON.parse(fs.readFileSync(path.join(dir, language, 'translation.json'), 'utf8')));
    const hash = crypto.createHash('sha256').update(content).digest('hex').slice(0, 10);
    return { language, file: `locales/${language}/translation.${hash}.json`, content };
  });
}

class TranslationsPlugin {
  constructor(translations) {
    this.translations = translations;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('TranslationsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'TranslationsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const { file, content } of this.translations) compilation.emitAsset(file, new webpack.sources.RawSource(content), { immutable: true });
      });
    });
  }
}

/** The build a support log names: PRICETOOL_BUILD, else the commit being built. */
function buildId() {
  if (process.env.PRICETOOL_BUILD) return process.env.PRICETOOL_BUILD;
  try {
    return execSync('git rev-parse --short HEAD', { cwd: __dirname, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() || 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Lazily loaded screens whose modules are never split out into chunks shared with other screens. */
const PAGES_OF_THEIR_OWN = new Set(['parts-list', 'parts-list-flow', 'xlsx-read']);

module.exports = (_env, argv) => {
  const production = (argv.mode ?? 'production') === 'production';
  const translations = production ? hashedTranslations() : [];
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/client/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist/client'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      clean: true,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    // Rebuilds after the first (npm start builds every time) take seconds, not the full minute.
    cache: { type: 'filesystem', buildDependencies: { config: [__filename, path.resolve(__dirname, 'src/client/build/precompress-plugin.js'), path.resolve(__dirname, 'src/client/build/login-shell.js')] } },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // The source imports single antd modules as antd/lib/... (CommonJS, which jest can load);
      // the bundle takes the same modules as ES modules, so they are tree-shaken and shared
      // with everything imported from 'antd'.
      alias: { 'antd/lib': 'antd/es' },
    },
    module: {
      rules: [
        { test: /\.tsx?$/, loader: 'ts-loader', exclude: /node_modules/, options: { transpileOnly: true, configFile: path.resolve(__dirname, 'tsconfig.json'), compilerOptions: { module: 'es2020', sourceMap: !production } } },
        // antd's helper packages ship ES modules without a sideEffects flag, so webpack keeps every
        // module they import even when nothing of it is used (antd's form context alone drags in
        // @rc-component/form and its validator). Their modules only define things: the one with a
        // global effect, @rc-component/picker's dayjs set-up, is needed only by date pickers,
        // which use its exports.
        { test: /[\\/]node_modules[\\/](@rc-component|@ant-design[\\/](colors|cssinjs|cssinjs-utils|fast-color))[\\/]/, sideEffects: false },
        // A feature's public entry (features/<name>/index.ts) only re-exports: the store and the
        // sagas take the search's state from it without pulling its screens into the sign-in bundle.
        { test: /[\\/]src[\\/]client[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
        { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './src/client/index.html', templateParameters: { loginShell: '' } }),
      // The page the server sends for /login: the same, with the sign-in page drawn in HTML, so a
      // phone paints it before the scripts have arrived (src/client/build/login-shell.js).
      new HtmlWebpackPlugin({ template: './src/client/index.html', filename: 'login.html', templateParameters: { loginShell: loginShellHtml() } }),
      new MiniCssExtractPlugin({ filename: 'assets/[name].[contenthash:10].css' }),
      new AssetManifestPlugin(),
      new TranslationsPlugin(translations),
      // The development server compresses on the fly; a production build ships .br and .gz files.
      ...(production ? [new PrecompressPlugin()] : []),
      new webpack.DefinePlugin({
        'process.env.PRICETOOL_ENV': JSON.stringify(process.env.PRICETOOL_ENV ?? (production ? 'production' : 'dev')),
        'process.env.PRICETOOL_API_URL': JSON.stringify(process.env.PRICETOOL_API_URL ?? ''),
        'process.env.PRICETOOL_VERSION': JSON.stringify(require('./package.json').version),
        'process.env.PRICETOOL_BUILD': JSON.stringify(buildId()),
        'process.env.PRICETOOL_TRANSLATION_FILES': JSON.stringify(JSON.stringify(Object.fromEntries(translations.map(({ language, file }) => [language, `/${file}`])))),
      }),
    ],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      // The parts-list page takes its own copy of what it shares with the search page: split out
      // for both, antd's modules would reach the search page in more, smaller files, which compress worse.
      // The staff console's chunks ("admin…") likewise: staff code never reaches a customer's page.
      splitChunks: { chunks: (chunk) => !PAGES_OF_THEIR_OWN.has(chunk.name) && !chunk.name?.startsWith('admin') },
    },
    performance: { hints: false },
    devServer: {
      port: 3000,
      hot: true,
      historyApiFallback: true,
      proxy: [{ context: ['/api', '/locales'], target: 'http://127.0.0.1:8080' }],
    },
  };
};
