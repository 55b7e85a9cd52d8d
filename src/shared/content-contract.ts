/**
 * The HTTP shapes of the distributor's texts and settings: GET /api/content (public: the sign-in
 * page shows the contact address) and the staff console's GET/PUT /api/admin/content
 * (docs/api.md, Content). The page imports this module with `import type` only.
 */
import { Type, type Static, type TObject, type TSchema } from 'typebox';
import { CONTENT_KEYS, CONTENT_SETTING_KEYS, CONTENT_TEXT_KEYS } from './content-keys';
import { LANGUAGES } from './languages';

const Closed = { additionalProperties: false } as const;
const objectOf = <Schema extends TSchema>(keys: readonly string[], schema: Schema): TObject<Record<string, Schema>> =>
  Type.Object(Object.fromEntries(keys.map((key) => [key, schema])), Closed);

const LanguageText = Type.String({ maxLength: 4000 });
/** A text in each language; '' where a language has none. */
export const LanguageTextsSchema = Type.Object({ EN: LanguageText, DE: LanguageText, FR: LanguageText, ES: LanguageText }, Closed);

/**
 * Every text, each language filled (an empty one with the English text), and every setting ('' when
 * the distributor has not set it: then no mail link names an address).
 */
export const ContentResponseSchema = Type.Object({
  texts: objectOf(CONTENT_TEXT_KEYS, LanguageTextsSchema),
  settings: objectOf(CONTENT_SETTING_KEYS, Type.String()),
}, Closed);
export type ContentResponse = Static<typeof ContentResponseSchema>;

export const CONTENT_PROBLEM_CODES = [
  'unknownKey', 'missingEnglish', 'settingWithLanguages', 'notAnAddress', 'unsafeMarkup', 'unbalancedMarkup', 'unknownPlaceholder', 'tooLong', 'formula', 'notText',
] as const;
export const ContentProblemSchema = Type.Object({
  code: Type.Enum(CONTENT_PROBLEM_CODES, { type: 'string' }),
  /** The key, tag, placeholder or value the problem is about. */
  detail: Type.String(),
}, Closed);
export type ContentProblem = Static<typeof ContentProblemSchema>;

/** One key as the console edits it: its values as stored (a setting in EN only), and whether it is the default. */
export const AdminContentEntrySchema = Type.Object({
  key: Type.Enum(CONTENT_KEYS, { type: 'string' }),
  values: LanguageTextsSchema,
  isDefault: Type.Boolean(),
}, Closed);
export type AdminContentEntry = Static<typeof AdminContentEntrySchema>;

export const AdminContentResponseSchema = Type.Object({ entries: Type.Array(AdminContentEntrySchema) }, Closed);
export type AdminContentResponse = Static<typeof AdminContentResponseSchema>;

/** PUT /api/admin/content: the keys to set; keys not named keep their values. */
export const AdminContentUpdateSchema = Type.Object({
  entries: Type.Array(Type.Object({ key: Type.String({ maxLength: 100 }), values: LanguageTextsSchema }, Closed), { minItems: 1, maxItems: CONTENT_KEYS.length }),
}, Closed);
export type AdminContentUpdate = Static<typeof AdminContentUpdateSchema>;

/** A PUT's 400: the error body, and for texts that break the rules every problem, by key and language (nothing is saved). */
export const AdminContentProblemsSchema = Type.Object({
  error: Type.String(),
  message: Type.String(),
  problems: Type.Optional(Type.Array(Type.Object({ key: Type.String(), language: Type.Enum(LANGUAGES, { type: 'string' }), ...ContentProblemSchema.properties }, Closed))),
});
export type AdminContentProblems = Static<typeof AdminContentProblemsSchema>;
