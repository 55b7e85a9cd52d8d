/**
 * The contract's two halves agree where nothing else would notice a slip: the runtime lists and
 * defaults in api-constants.ts against the schemas, and the SPA's imports of the schema module.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Value } from 'typebox/value';
import ts from 'typescript';
import { ERROR_CODES, LOOKUP_LINE_PROBLEMS, LOOKUP_STATUSES, REPLACEMENT_MODES } from '../../src/shared/api-constants';
import {
  ErrorCodeSchema, FeatureFlagsSchema, LookupLineProblemSchema, LookupStatusSchema, ReplacementModeSchema, type FeatureFlags,
} from '../../src/shared/contract';
import { DEFAULT_FLAGS } from '../../src/shared/feature-flags';

const SOURCE = path.join(__dirname, '..', '..', 'src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

/** Every import or re-export of `module` in `file` that is not type-only, as "file: statement". */
function valueImportsOf(file: string, module: RegExp): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  return source.statements
    .filter((statement) => (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly)
      || (ts.isExportDeclaration(statement) && !!statement.moduleSpecifier && !statement.isTypeOnly))
    .filter((statement) => module.test(((statement as ts.ImportDeclaration | ts.ExportDeclaration).moduleSpecifier as ts.StringLiteral).text))
    .map((statement) => `${path.relative(SOURCE, file)}: ${statement.getText()}`);
}

describe('the shared contract', () => {
  it('has flag defaults that are a complete set of flags', () => {
    const defaults: FeatureFlags = DEFAULT_FLAGS;
    expect(Value.Check(FeatureFlagsSchema, defaults)).toBe(true);
    expect(Object.keys(defaults).sort()).toEqual(Object.keys(FeatureFlagsSchema.properties).sort());
  });

  it.each([
    ['error codes', ErrorCodeSchema, ERROR_CODES],
    ['replacement modes', ReplacementModeSchema, REPLACEMENT_MODES],
    ['lookup statuses', LookupStatusSchema, LOOKUP_STATUSES],
    ['lookup line problems', LookupLineProblemSchema, LOOKUP_LINE_PROBLEMS],
  ] as const)('accepts exactly the listed %s', (_name, schema, values) => {
    expect(values.filter((value) => !Value.Check(schema, value))).toEqual([]);
    expect(Value.Check(schema, 'something_else')).toBe(false);
  });

  it('reaches the SPA and the rest of src/shared as types only, so the schema library stays out of the bundle', () => {
    const files = [...sourceFiles(path.join(SOURCE, 'client')), ...sourceFiles(path.join(SOURCE, 'shared')).filter((file) => path.basename(file) !== 'contract.ts')];
    const offenders = files.flatMap((file) => valueImportsOf(file, /(^|\/)(shared\/)?contract$/));
    expect(files.length).toBeGreaterThan(50);
    // The support replay checks a log's states with the contract's schemas: its own chunk, loaded
    // only by /support/replay (app/screens.ts) and the replay command, never by the customer's pages.
    expect(offenders.map((offender) => offender.split(':')[0])).toEqual(['client/app/replayed-state.ts']);
    const replayed = files.filter((file) => valueImportsOf(file, /(^|\/)replayed-state$/).length > 0).map((file) => path.relative(SOURCE, file));
    expect(replayed).toEqual(['client/app/replay.ts']);
    const byReplay = files.filter((file) => valueImportsOf(file, /(^|\/)replay$/).length > 0).map((file) => path.relative(SOURCE, file)).sort();
    expect(byReplay).toEqual(['client/app/ReplayRoute.tsx', 'client/replay-cli.ts']);
  });

  it('keeps its run-time values in a module that imports nothing', () => {
    const constants = ts.createSourceFile('api-constants.ts', fs.readFileSync(path.join(SOURCE, 'shared', 'api-constants.ts'), 'utf8'), ts.ScriptTarget.Latest);
    expect(constants.statements.filter((statement) => ts.isImportDeclaration(statement) || (ts.isExportDeclaration(statement) && statement.moduleSpecifier))).toEqual([]);
  });
});
