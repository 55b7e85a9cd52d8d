/* TypeScript and React rules for the whole repository (server, SPA, tests, benchmarks). */
module.exports = {
  root: true,
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 2022, sourceType: 'module', ecmaFeatures: { jsx: true } },
  plugins: ['@typescript-eslint', 'react', 'react-hooks'],
  extends: [
    'eslint:recommended',
    'plugin:@typescript-eslint/recommended',
    'plugin:react/recommended',
    'plugin:react/jsx-runtime',
    'plugin:react-hooks/recommended',
  ],
  settings: { react: { version: '19.0' } },
  env: { es2022: true, node: true, browser: true },
  ignorePatterns: ['dist/', 'node_modules/', 'coverage/'],
  rules: {
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    'no-console': 'off',
    eqeqeq: ['error', 'always'],
  },
  overrides: [
    { files: ['test/**/*.ts', 'test/**/*.tsx'], env: { jest: true } },
    { files: ['*.cjs', '*.js'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  ],
};
