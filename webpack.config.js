/*
 * Builds the browser application (src/client) into dist/client: content-hashed, code-split
 * bundles (the sign-in page loads without the search views). `npm run dev` serves it with hot
 * reload and sends /api and /locales to the server on port 8080.
 */
const { execSync } = require('node:child_process');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');

/** Spec §9: a script chunk may take up to 120 s to load. */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The build a support log names: PRICETOOL_BUILD, else the commit being built. */
function buildId() {
  if (process.env.PRICETOOL_BUILD) return process.env.PRICETOOL_BUILD;
  try {
    return execSync('git rev-parse --short HEAD', { cwd: __dirname, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() || 'unknown';
  } catch {
    return 'unknown';
  }
}

module.exports = (_env, argv) => {
  const production = (argv.mode ?? 'production') === 'production';
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
    cache: { type: 'filesystem', buildDependencies: { config: [__filename] } },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        { test: /\.tsx?$/, loader: 'ts-loader', exclude: /node_modules/, options: { transpileOnly: true, configFile: path.resolve(__dirname, 'tsconfig.json'), compilerOptions: { module: 'es2020', sourceMap: !production } } },
        { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './src/client/index.html' }),
      new MiniCssExtractPlugin({ filename: 'assets/[name].[contenthash:10].css' }),
      new webpack.DefinePlugin({
        'process.env.PRICETOOL_ENV': JSON.stringify(process.env.PRICETOOL_ENV ?? (production ? 'production' : 'dev')),
        'process.env.PRICETOOL_API_URL': JSON.stringify(process.env.PRICETOOL_API_URL ?? ''),
        'process.env.PRICETOOL_VERSION': JSON.stringify(require('./package.json').version),
        'process.env.PRICETOOL_BUILD': JSON.stringify(buildId()),
      }),
    ],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      splitChunks: { chunks: 'all' },
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
