/** The production build's content-hashed translation files (webpack.config.js). */
import fs from 'node:fs';
import path from 'node:path';

describe('webpack.config.js', () => {
  it('names each language\'s translations by a hash of their content in production, and none in development', () => {
    type Config = { plugins: { constructor: { name: string }; definitions?: Record<string, string>; translations?: { file: string; content: string }[] }[] };
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const configure = require(path.resolve(__dirname, '../../../webpack.config.js')) as (env: object, argv: { mode: string }) => Config;
    const filesOf = (config: Config) => JSON.parse(JSON.parse(config.plugins.find((plugin) => plugin.definitions)?.definitions?.['process.env.PRICETOOL_TRANSLATION_FILES'] ?? '""'));
    const production = configure({}, { mode: 'production' });
    const files = filesOf(production) as Record<string, string>;
    expect(Object.keys(files).sort()).toEqual(['de', 'en', 'es', 'fr']);
    for (const [language, file] of Object.entries(files)) expect(file).toMatch(new RegExp(`^/locales/${language}/translation\\.[0-9a-f]{10}\\.json$`));
    const emitted = production.plugins.find((plugin) => plugin.constructor.name === 'TranslationsPlugin')?.translations ?? [];
    expect(emitted.map(({ file }) => `/${file}`).sort()).toEqual(Object.values(files).sort());
    expect(JSON.parse(emitted.find(({ file }) => file.startsWith('locales/de/'))?.content ?? '{}')).toEqual(JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../locales/de/translation.json'), 'utf8')));
    expect(filesOf(configure({}, { mode: 'development' }))).toEqual({});
  });
});
