/**
 * What a state replayed from a support log must be for the screens to show it (docs/behaviour.md,
 * Support log): each slice the screens read, field by field, with the contract's own schemas for
 * what came from the server (src/shared/contract.ts), and the app's own limits. A crafted log can
 * hold anything that survives its checksum; one that leads to a state the app could not have made
 * is refused before the replay shows it, rather than crashing the page.
 *
 * Only what changed is checked again: a slice or field the action left alone is skipped, and an
 * element of a list (an article, a parts-list line) that passed once is not checked again, so a
 * 5,000-line list is checked once, not at every edit.
 */
import { Type, type Static, type TObject, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import {
  ArticleSchema, BrandCountSchema, BrandDataEntrySchema, LookupLineSchema, UserSchema,
} from '../../shared/contract';
import { LANGUAGES } from '../../shared/languages';
import { TEXT_ENCODINGS } from '../../shared/text-decoding';
import { PARTS_LIST_MAX_LINES } from '../config/constants';
import type { PartsListState } from '../features/parts-list/parts-list-slice';
import type { SearchState } from '../features/search/search-slice';
import type { SessionState } from '../features/session/session-slice';
import type { RootState } from './root-reducer';

/**
 * The contract's schema without `additionalProperties: false`: a log made by an older version may
 * hold a field the contract has dropped since, which no screen reads.
 */
function open<T extends TSchema>(schema: T): T {
  return JSON.parse(JSON.stringify(schema), (key, value: unknown) => (key === 'additionalProperties' && value === false ? undefined : value)) as T;
}

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const OneOf = <const Values extends string[]>(values: readonly [...Values]) => Type.Enum(values);

const Article = open(ArticleSchema);
const BrandEntry = open(Type.Omit(BrandDataEntrySchema, ['aliases']));

export const SessionStateSchema = Type.Object({
  language: OneOf(LANGUAGES),
  token: Nullable(Type.String()),
  user: Nullable(open(UserSchema)),
  rememberMe: Type.Optional(Type.Boolean()),
  loginAttempts: Type.Number(),
  pricetool_brands: Type.Array(Type.String()),
  total_articles: Type.Number(),
  brandData: Nullable(Type.Object({ etag: Type.String(), brands: Type.Array(open(BrandDataEntrySchema)) })),
  brandsLoading: Type.Boolean(),
  loggingIn: Type.Boolean(),
});

export const SearchStateSchema = Type.Object({
  searchQuery: Type.String(),
  searchQuerySnap: Type.String(),
  searchType: OneOf(['article', 'brand', 'alternative_brand']),
  searchedBrand: Nullable(Type.String()),
  searchedBrandData: Nullable(BrandEntry),
  searchResults: Type.Array(Article),
  totalResults: Type.Number(),
  brands_in_results: Type.Array(open(BrandCountSchema)),
  onStock_in_results: Type.Number(),
  filter__brands: Type.Array(Type.String()),
  filter__onstock: Type.Boolean(),
  isLoadingResults: Type.Boolean(),
  searchErrorType: Nullable(OneOf(['unauthorized', 'invalid_query', 'server_error', 'too_many_requests', 'no_results', 'brand_search'])),
  hasSearched: Type.Boolean(),
  currentPage: Type.Integer({ minimum: 1 }),
  isReplacementSearch: Type.Boolean(),
  replacementOriginBrand: Nullable(Type.String()),
  isSimilarSearch: Type.Boolean(),
  exactMatchArticle: Nullable(Article),
  replacementsForExactMatch: Type.Array(Article),
  currentSearchId: Nullable(Type.String()),
  focusRequest: Type.Number(),
  queryTypedWhileLoading: Nullable(Type.String()),
});

/** The parts list's own words (phase, error) stay plain text here: a screen shows an unknown one as nothing, not a crash. */
export const PartsListStateSchema = Type.Object({
  phase: Type.String(),
  source: Nullable(Type.Object({
    text: Type.String(),
    fileName: Nullable(Type.String()),
    encoding: Nullable(OneOf(TEXT_ENCODINGS)),
    cells: Type.Array(Type.Array(Type.String())),
    rowNumbers: Type.Array(Type.Integer({ minimum: 1 })),
    headerRow: Nullable(Type.Integer({ minimum: 0 })),
    columns: Type.Object({ number: Type.Integer({ minimum: 0 }), qty: Nullable(Type.Integer({ minimum: 0 })) }),
  })),
  entries: Type.Array(Type.Object({
    line: Type.Integer(),
    answer: open(LookupLineSchema),
    qty: Type.Number(),
    chosen: Nullable(Type.Integer({ minimum: 0 })),
    unreadableQty: Type.Optional(Type.String()),
  }), { maxItems: PARTS_LIST_MAX_LINES }),
  progress: Nullable(Type.Object({ done: Type.Number(), total: Type.Number() })),
  error: Nullable(Type.String()),
});

// Every state the app makes passes its schema: a slice whose type changes must change its schema too.
type Holds<Schema extends TSchema, State> = State extends Static<Schema> ? true : never;
const statesPassTheirSchemas: [Holds<typeof SessionStateSchema, SessionState>, Holds<typeof SearchStateSchema, SearchState>,
  Holds<typeof PartsListStateSchema, PartsListState>] = [true, true, true];
void statesPassTheirSchemas;

/** What the screens read, slice by slice; the API cache is the reducers' own and no screen of the replay reads it. */
const SLICES: Array<[keyof RootState, TObject]> = [
  ['session', SessionStateSchema], ['search', SearchStateSchema], ['partsList', PartsListStateSchema],
];

/** Objects already checked against a list's element schema; they never change (the reducers copy on write). */
const checkedElements = new WeakMap<TSchema, WeakSet<object>>();

function firstError(schema: TSchema, value: unknown, path: string): string {
  const [error] = Value.Errors(schema, value);
  const at = error ? `${path}${error.instancePath.replace(/\//g, '.')}` : path;
  return `${at}: ${error?.message ?? 'is not what the app keeps there'}`;
}

function checkList(schema: TSchema & { items: TSchema; maxItems?: number }, value: unknown, path: string): string | null {
  if (!Array.isArray(value)) return `${path}: must be array`;
  if (schema.maxItems !== undefined && value.length > schema.maxItems) return `${path}: must hold at most ${schema.maxItems} items, not ${value.length}`;
  let checked = checkedElements.get(schema.items);
  if (!checked) checkedElements.set(schema.items, (checked = new WeakSet()));
  for (const [index, element] of value.entries()) {
    if (typeof element === 'object' && element !== null && checked.has(element)) continue;
    if (!Value.Check(schema.items, element)) return firstError(schema.items, element, `${path}.${index}`);
    if (typeof element === 'object' && element !== null) checked.add(element);
  }
  return null;
}

function checkField(schema: TSchema, value: unknown, path: string): string | null {
  if ((schema as { type?: unknown }).type === 'array' && 'items' in schema) return checkList(schema as TSchema & { items: TSchema }, value, path);
  return Value.Check(schema, value) ? null : firstError(schema, value, path);
}

function checkSlice(schema: TObject, value: unknown, before: unknown, name: string): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return `${name}: must be object`;
  const fields = value as Record<string, unknown>;
  const previous = typeof before === 'object' && before !== null ? (before as Record<string, unknown>) : undefined;
  const required = new Set<string>(schema.required ?? []);
  for (const [field, fieldSchema] of Object.entries(schema.properties as Record<string, TSchema>)) {
    const current = fields[field];
    if (previous && field in previous && previous[field] === current) continue;
    if (current === undefined && !required.has(field)) continue;
    const problem = checkField(fieldSchema, current, `${name}.${field}`);
    if (problem) return problem;
  }
  return null;
}

/** Lines whose choice was checked; like the lists' elements, a line never changes once made. */
const checkedChoices = new WeakSet<object>();

/** What the parts list's table reads across fields: a chosen candidate must be one of the line's. */
function checkChoices(state: RootState, before: RootState | undefined): string | null {
  const { entries } = state.partsList;
  if (before && before.partsList.entries === entries) return null;
  for (const [index, entry] of entries.entries()) {
    if (checkedChoices.has(entry)) continue;
    checkedChoices.add(entry);
    if (entry.chosen !== null && entry.chosen >= entry.answer.candidates.length) {
      return `partsList.entries.${index}.chosen: must name one of the line's ${entry.answer.candidates.length} candidates, not ${entry.chosen}`;
    }
  }
  return null;
}

/** The check the replay runs after every action (features/support-log/replay-engine.ts). */
export function checkReplayedState(before: RootState | undefined, after: RootState): string | null {
  for (const [name, schema] of SLICES) {
    if (before && before[name] === after[name]) continue;
    const problem = checkSlice(schema, after[name], before?.[name], name);
    if (problem) return problem;
  }
  return checkChoices(after, before);
}
