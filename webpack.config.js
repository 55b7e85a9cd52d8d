/* Builds the browser application (src/client) into dist/client. */
const path = require('node:path');

module.exports = (_env, argv) => ({
  mode: argv.mode ?? 'production',
  entry: { main: './src/client/index.tsx' },
  output: {
    path: path.resolve(__dirname, 'dist/client'),
    filename: '[name].[contenthash].js',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  module: { rules: [{ test: /\.tsx?$/, loader: 'ts-loader', exclude: /node_modules/ }] },
});
