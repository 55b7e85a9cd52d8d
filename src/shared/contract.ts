/**
 * The HTTP contract between the SPA and the server, each shape written once: the server's routes
 * validate and serialise with these schemas, and both halves take their TypeScript types from them
 * (`Static<>`). The SPA's pages import this module with `import type` only, so the schema library
 * stays out of their bundles; the values they need at run time are in api-constants.ts. Only the
 * support replay (its own chunk, and `npm run replay`) checks recorded answers with these schemas
 * (src/client/app/replayed-state.ts).
 */
import { Type, type Static, type TSchema } from 'typebox';
import {
  ERROR_CODES, HEADER_CATALOGUE_VERSION, HEADER_SEARCH_ID, HEADER_SEARCH_ORIGIN, LOOKUP_LINE_PROBLEMS, LOOKUP_MAX_LINES, LOOKUP_MAX_QTY, LOOKUP_STATUSES, REPLACEMENT_MODES, USER_ROLES,
  SEARCH_RESULT_LIMIT, SIMILAR_RESULT_LIMIT, SUGGESTION_LIMIT, SUGGESTION_MATCHES,
} from './api-constants';
import { LANGUAGES, type Language } from './languages';

/**
 * A string that is one of `values`; the `type` tells the OpenAPI document's readers what it is.
 * Request schemas are closed (`Closed`): the server refuses a property they do not name, and never
 * coerces a body's values (app.ts, the validator).
 */
export const OneOf = <const Values extends string[]>(values: readonly [...Values]) => Type.Enum(values, { type: 'string' });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** What every request schema is: a property it does not name is refused with 400, not dropped. */
const Closed = { additionalProperties: false } as const;

/** The raw `q` parameter; the normalised query has its own, shorter limit (server config). */
export const MAX_RAW_QUERY_LENGTH = 256;
/** The raw `brands` parameter, a JSON array of names. */
export const MAX_BRANDS_PARAM_LENGTH = 10_000;
/** The largest body of the benchmark's floor route: well above a 100-article answer. */
export const MAX_FLOOR_BYTES = 1_000_000;

// ── Errors: every error leaves the server as `{"error": code, "message": text}` ──────────────

export const ErrorCodeSchema = OneOf(ERROR_CODES);
export type ErrorCode = Static<typeof ErrorCodeSchema>;

export const ErrorBodySchema = Type.Object({ error: ErrorCodeSchema, message: Type.String() });
export type ErrorBody = Static<typeof ErrorBodySchema>;

// ── Sign-in and profile: POST /api/login, GET /api/, POST /api/logout ─────────────────────────

export const UserSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  customer: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  /** Comma-separated canonical brand names this user must never see. */
  blocked_brands: Type.String(),
  /** A customer's user, or a member of the distributor's staff (who uses the console at /admin, never the search). */
  role: OneOf(USER_ROLES),
});
export type User = Static<typeof UserSchema>;

export const LoginRequestSchema = Type.Object({
  useremail: Type.String({ maxLength: 320 }),
  /** Lowercase hex SHA-256 of the UTF-8 password. */
  passwordhash: Type.String({ maxLength: 128 }),
  /**
   * true: remembered (REMEMBERED_SESSION_TTL_MS, a cookie that lasts as long); false: the page's
   * "Remember me" left off, a session of this browser only, whose token works only together with
   * the browser's `browser_session` cookie; left out (a script): the token alone, for SESSION_TTL_MS.
   */
  remember: Type.Optional(Type.Boolean()),
}, Closed);
export type LoginRequest = Static<typeof LoginRequestSchema>;
/** What POST /api/login validates: any field may be missing, so the route can answer that with its own message. */
export const LoginBodySchema = Type.Partial(LoginRequestSchema, Closed);

export const LoginResponseSchema = Type.Object({ token: Type.String(), user: UserSchema });
export type LoginResponse = Static<typeof LoginResponseSchema>;

export const ProfileResponseSchema = Type.Object({ user: UserSchema });
export type ProfileResponse = Static<typeof ProfileResponseSchema>;

// ── The catalogue: POST /api/brands, GET /api/search, GET /api/replacements ───────────────────

export const BrandsResponseSchema = Type.Object({ brands: Type.Array(Type.String()) });
export type BrandsResponse = Static<typeof BrandsResponseSchema>;

export const SearchQuerySchema = Type.Object({
  q: Type.Optional(Type.String({ maxLength: MAX_RAW_QUERY_LENGTH })),
  exact: Type.Optional(Type.Boolean()),
  /** A JSON array of brand names; absent or [] means no brand filter. */
  brands: Type.Optional(Type.String({ maxLength: MAX_BRANDS_PARAM_LENGTH })),
  onstock: Type.Optional(Type.Boolean()),
}, Closed);
export type SearchQuery = Static<typeof SearchQuerySchema>;

/** Read leniently by the server: an unknown origin is the user's, a malformed search id is ignored. */
export const SearchHeadersSchema = Type.Object({
  [HEADER_SEARCH_ID]: Type.Optional(Type.String()),
  [HEADER_SEARCH_ORIGIN]: Type.Optional(Type.String()),
});

const NumberOrText = Type.Union([Type.Number(), Type.String()]);

/** Answers list only the fields written here (the search answer is checked against it in tests). */
export const ArticleSchema = Type.Object({
  brand: Type.String(),
  artnr: Type.String(),
  artnrt4: Type.String(),
  to_artnrt4: Type.String(),
  name: Type.String(),
  onstock: NumberOrText,
  delivery_time_weeks: NumberOrText,
  listprice: Type.String(),
  /** The signed-in customer's percentage for `discountgroup`; negative is a surcharge, null is "on request". */
  discount: Nullable(Type.Number()),
  discountgroup: Type.String(),
  metalsur: Nullable(Type.Number()),
  base_unit: Type.String(),
  moq: Nullable(Type.Number()),
  weight: Nullable(Type.Number()),
  weightunit: Nullable(Type.String()),
  ctn: Nullable(Type.String()),
  origin: Nullable(Type.String()),
}, { additionalProperties: false });
export type Article = Static<typeof ArticleSchema>;

export const BrandCountSchema = Type.Object({ brand: Type.String(), count: Type.Integer() }, { additionalProperties: false });
export type BrandCount = Static<typeof BrandCountSchema>;

/**
 * The search answer. The route sends it pre-serialised (the articles come from the store as JSON
 * text), so no serialiser applies this schema: a test checks real answers of both backends against it.
 */
export const SearchResponseSchema = Type.Object({
  articles: Type.Array(ArticleSchema, { maxItems: SEARCH_RESULT_LIMIT }),
  brands: Type.Array(BrandCountSchema),
  onStock: Type.Integer(),
  total: Type.Integer(),
}, { additionalProperties: false });
export type SearchResponse = Static<typeof SearchResponseSchema>;

export const ReplacementModeSchema = OneOf(REPLACEMENT_MODES);
export type ReplacementMode = Static<typeof ReplacementModeSchema>;

export const ReplacementsQuerySchema = Type.Object({
  q: Type.Optional(Type.String({ maxLength: MAX_RAW_QUERY_LENGTH })),
  mode: ReplacementModeSchema,
}, Closed);

export const ReplacementSchema = Type.Object({ from_artnrt4: Type.String(), to_artnrt4: Type.String(), to_brand: Type.String() });
export type Replacement = Static<typeof ReplacementSchema>;

export const ReplacementsResponseSchema = Type.Object({
  replacements: Type.Array(ReplacementSchema),
  originalBrand: Nullable(Type.String()),
});
export type ReplacementsResponse = Static<typeof ReplacementsResponseSchema>;

// ── A mistyped number: GET /api/suggestions, GET /api/similar ─────────────────────────────────

/** What the search box has typed so far; shorter than SUGGESTION_MIN_LENGTH once normalised answers no suggestions. */
export const SuggestionsQuerySchema = Type.Object({ q: Type.Optional(Type.String({ maxLength: MAX_RAW_QUERY_LENGTH })) }, Closed);
export type SuggestionsQuery = Static<typeof SuggestionsQuerySchema>;

export const SuggestionMatchSchema = OneOf(SUGGESTION_MATCHES);
export type SuggestionMatch = Static<typeof SuggestionMatchSchema>;

/** One suggestion: the article as a search shows it (the customer's discount included) and how its number matched. */
export const SuggestionSchema = Type.Object({ article: ArticleSchema, match: SuggestionMatchSchema }, { additionalProperties: false });
export type Suggestion = Static<typeof SuggestionSchema>;

/** Numbers starting with the query first, then holding it further in, then close to it; blocked brands left out. */
export const SuggestionsResponseSchema = Type.Object({
  suggestions: Type.Array(SuggestionSchema, { maxItems: SUGGESTION_LIMIT }),
}, { additionalProperties: false });
export type SuggestionsResponse = Static<typeof SuggestionsResponseSchema>;

/** The search's parameters (the exact flag aside): the brand and stock filters apply as in every search. */
export const SimilarQuerySchema = Type.Object({
  q: Type.Optional(Type.String({ maxLength: MAX_RAW_QUERY_LENGTH })),
  brands: Type.Optional(Type.String({ maxLength: MAX_BRANDS_PARAM_LENGTH })),
  onstock: Type.Optional(Type.Boolean()),
}, Closed);
export type SimilarQuery = Static<typeof SimilarQuerySchema>;

/**
 * Articles whose number is close to the query (a character substituted, missing, extra, two
 * neighbours swapped, a label confusion such as O for 0) or holds it as a fragment: shaped like a
 * search's answer, the likeliest first (fewer and cheaper edits, then the same length, then on stock).
 */
export const SimilarResponseSchema = Type.Object({
  articles: Type.Array(ArticleSchema, { maxItems: SIMILAR_RESULT_LIMIT }),
  brands: Type.Array(BrandCountSchema),
  onStock: Type.Integer(),
  total: Type.Integer(),
}, { additionalProperties: false });
export type SimilarResponse = Static<typeof SimilarResponseSchema>;

// ── Parts lists: POST /api/lookup ────────────────────────────────────────────────────────────

/** One line of a parts list as the customer typed it: the article number, and how many (1 if not given). */
export const LookupLineRequestSchema = Type.Object({
  q: Type.String({ maxLength: MAX_RAW_QUERY_LENGTH }),
  qty: Type.Optional(Type.Integer({ minimum: 1, maximum: LOOKUP_MAX_QTY })),
});
export const LookupRequestSchema = Type.Object({ lines: Type.Array(LookupLineRequestSchema, { minItems: 1, maxItems: LOOKUP_MAX_LINES }) }, Closed);
export type LookupRequest = Static<typeof LookupRequestSchema>;

/**
 * What POST /api/lookup validates before looking at a line: a list of at least one. The lines
 * themselves are checked one by one (a bad line is answered as invalid, the others still looked
 * up), and more than LOOKUP_MAX_LINES is too_many_lines, not a schema violation.
 */
export const LookupBodySchema = Type.Object({
  lines: Type.Array(Type.Unknown(), {
    minItems: 1,
    description: `Each line {"q": article number, "qty"?: 1–${LOOKUP_MAX_QTY}, default 1; without qty a whole number ending q is read as the quantity when only that reading finds an article}; at most ${LOOKUP_MAX_LINES} lines, a malformed line is answered as invalid`,
  }),
}, Closed);

export const LookupStatusSchema = OneOf(LOOKUP_STATUSES);
export type LookupStatus = Static<typeof LookupStatusSchema>;
export const LookupLineProblemSchema = OneOf(LOOKUP_LINE_PROBLEMS);
export type LookupLineProblem = Static<typeof LookupLineProblemSchema>;

/** One answered line, at the index of the line it answers. */
export const LookupLineSchema = Type.Object({
  index: Type.Integer(),
  /** The number as sent (empty when the line had none). */
  q: Type.String(),
  /** The quantity: as sent, else read from the end of q ("6ES7214-1AG40-0XB0 4") when only that reading is an article, else 1. */
  qty: Type.Integer(),
  status: LookupStatusSchema,
  /** Why an invalid line was refused; null on every other line. */
  problem: Nullable(LookupLineProblemSchema),
  /** The article the line resolved to; null when ambiguous, not found or invalid. */
  article: Nullable(ArticleSchema),
  /** The customer's price of one piece (src/shared/prices.ts); null on request or without an article. */
  price: Nullable(Type.Number()),
  /** price × qty, to the cent; null when the price is. */
  lineTotal: Nullable(Type.Number()),
  /** Whether qty is below the article's minimum order quantity (`article.moq`). */
  belowMoq: Type.Boolean(),
  /**
   * The articles to choose among: every exact match of an ambiguous line; every replacement of a
   * replaced line, the chosen one first; a line found as such whose article has replacements, the
   * article itself first, then its replacements; empty otherwise.
   */
  candidates: Type.Array(ArticleSchema),
}, { additionalProperties: false });
export type LookupLine = Static<typeof LookupLineSchema>;

export const LookupResponseSchema = Type.Object({
  /** Names this lookup in the server's log line. */
  lookupId: Type.String(),
  lines: Type.Array(LookupLineSchema, { maxItems: LOOKUP_MAX_LINES }),
}, { additionalProperties: false });
export type LookupResponse = Static<typeof LookupResponseSchema>;

// ── Brand data: GET /api/brand-data ───────────────────────────────────────────────────────────

export const BRAND_MESSAGES = ['', 'not_sell_this_brand', 'send_inquiry_via_email'] as const;

/** A brand's note: one text for every language, or one per language with EN as the fallback. */
export const BrandInfoSchema = Nullable(Type.Union([
  Type.String(),
  Type.Object({ EN: Type.String(), DE: Type.Optional(Type.String()), FR: Type.Optional(Type.String()), ES: Type.Optional(Type.String()) },
    { additionalProperties: false }),
]));

export const BrandDataEntrySchema = Type.Object({
  brand: Type.String(),
  /** Sub-brands and spelling variants that lead to this brand, as lookup keys (lowercased). */
  aliases: Type.Array(Type.String()),
  in_PT: OneOf(['yes', '']),
  message: OneOf(BRAND_MESSAGES),
  info: BrandInfoSchema,
}, { additionalProperties: false });
export type BrandDataEntry = Static<typeof BrandDataEntrySchema>;

/**
 * Every brand the distributor knows, less the user's blocked brands. Sent pre-serialised so that its ETag is the hash of exactly the bytes sent; a
 * test checks real answers of both backends against this schema.
 */
export const BrandDataResponseSchema = Type.Object({ brands: Type.Array(BrandDataEntrySchema) }, { additionalProperties: false });
export type BrandDataResponse = Static<typeof BrandDataResponseSchema>;

export const BrandDataHeadersSchema = Type.Object({ 'if-none-match': Type.Optional(Type.String()) });
/** 304 Not Modified: the copy If-None-Match names is current; no body. */
export const NotModifiedSchema = Type.Null({ description: 'Not Modified: the copy named by If-None-Match is current' });

// ── Service: GET /api/health/live, GET /api/health/ready (and /api/health), GET /api/flags, POST /api/vitals ──

/** GET /api/health/live: the process answers. 200 while it runs, draining included, so nothing restarts an instance that is shutting down. */
export const LivenessResponseSchema = Type.Object({
  status: Type.Literal('ok'),
  /** Shutting down: readiness fails while the last requests are answered. */
  draining: Type.Boolean(),
}, { additionalProperties: false });
export type LivenessResponse = Static<typeof LivenessResponseSchema>;

export const READINESS_CHECKS = ['accepting', 'database', 'writes', 'catalogue'] as const;
/** A check not run because one before it failed is `skipped`. */
export const CheckOutcomeSchema = OneOf(['ok', 'failed', 'skipped']);
export type CheckOutcome = Static<typeof CheckOutcomeSchema>;
/**
 * The checks of readiness, in the order they run: the instance is not draining (`accepting`), the
 * database answers a read (`database`), takes a write (`writes`), and holds a catalogue (`catalogue`).
 */
export const ReadinessChecksSchema = Type.Object(
  Object.fromEntries(READINESS_CHECKS.map((check) => [check, CheckOutcomeSchema])) as Record<(typeof READINESS_CHECKS)[number], typeof CheckOutcomeSchema>,
  { additionalProperties: false },
);
export type ReadinessChecks = Static<typeof ReadinessChecksSchema>;

const CatalogueState = {
  articles: Type.Integer(),
  catalogueVersion: Type.String(),
  /** "empty" until a catalogue is loaded, so an operator sees a server that has nothing to serve. */
  catalogue: Type.Union([Type.Literal('empty'), Type.Literal('loaded')]),
};

/** GET /api/health/ready (and GET /api/health) when every check passed. */
export const HealthResponseSchema = Type.Object({ status: Type.Literal('ok'), ...CatalogueState, checks: ReadinessChecksSchema });
export type HealthResponse = Static<typeof HealthResponseSchema>;

/** Readiness failed (503 not_ready, with Retry-After): which check, and the catalogue when the database answered. */
export const NotReadySchema = Type.Object({
  error: ErrorCodeSchema,
  message: Type.String(),
  checks: ReadinessChecksSchema,
  articles: Type.Optional(CatalogueState.articles),
  catalogueVersion: Type.Optional(CatalogueState.catalogueVersion),
  catalogue: Type.Optional(CatalogueState.catalogue),
});
export type NotReady = Static<typeof NotReadySchema>;

/** Switchable per deployment without a rebuild; the defaults are DEFAULT_FLAGS in feature-flags.ts. */
export const FeatureFlagsSchema = Type.Object({
  beta: Type.Boolean(),
  christmasBreakBanner: Type.Boolean(),
  maintenance: Type.Boolean(),
  replacementSearch: Type.Boolean(),
});
export type FeatureFlags = Static<typeof FeatureFlagsSchema>;

/**
 * One web-vitals measurement from the page, sent as a beacon (src/client/app/report-web-vitals.ts):
 * the page reports LCP, INP and CLS, with web-vitals' rating and the page's path.
 */
export const VitalsReportSchema = Type.Object({
  name: OneOf(['LCP', 'INP', 'CLS']),
  /** Milliseconds (LCP, INP) or a layout-shift score (CLS); an hour is far beyond any real page. */
  value: Type.Number({ minimum: 0, maximum: 3_600_000 }),
  rating: Type.Optional(OneOf(['good', 'needs-improvement', 'poor'])),
  /** `location.pathname`: percent-encoded, so printable ASCII without spaces. */
  path: Type.Optional(Type.String({ maxLength: 2048, pattern: '^/[!-~]*$' })),
}, Closed);
export type VitalsReport = Static<typeof VitalsReportSchema>;

// ── What a call without parameters or body accepts ───────────────────────────────────────────

/** The query string of a call that takes no parameters: a parameter is refused like any unknown property. */
export const NoQuerySchema = Type.Object({}, Closed);
/** The body of a POST that takes none: nothing, or an empty JSON object. */
export const NoBodySchema = Type.Union([Type.Null(), Type.Object({}, Closed)]);

// ── What the OpenAPI document says beyond the shapes (src/server/routes/openapi.ts) ───────────

/** Every call takes the language of its error texts (English when absent or unknown). */
export const LanguageHeaderSchema = OneOf(LANGUAGES);
/** Every answer carries its request's id: the caller's x-request-id when it is a plain one, else a new UUID. */
export const RequestIdHeaderSchema = Type.String({ description: 'The id every log line of the request holds' });
/** 429 and 503 answers say when to ask again. */
export const RetryAfterHeaderSchema = Type.Integer({ minimum: 1, description: 'Seconds to wait before asking again' });
/** An answer without a body. */
export const NoContentSchema = Type.Null({ description: 'No Content' });
/** The `security` of an authenticated call's schema: `Authorization: Bearer <token>` from POST /api/login. */
export const BEARER_SECURITY = [{ bearer: [] }];
/** The headers of a search answer. */
export const SearchAnswerHeadersSchema = Type.Object({
  [HEADER_SEARCH_ID]: Type.String({ description: 'Names this search in the server log; sent back with x-search-origin: auto by the follow-up fetches it causes' }),
  [HEADER_CATALOGUE_VERSION]: Type.String({ description: 'The catalogue the whole answer was read from' }),
});
/** The headers of a parts-list answer. */
export const LookupAnswerHeadersSchema = Type.Object({
  [HEADER_CATALOGUE_VERSION]: Type.String({ description: 'The catalogue the whole answer was read from' }),
});
/** The headers of a brand-data answer. */
export const BrandDataAnswerHeadersSchema = Type.Object({
  etag: Type.String({ description: 'Strong tag of the answer; send it back as If-None-Match' }),
});
/** The headers of a sign-in. */
export const LoginAnswerHeadersSchema = Type.Object({
  'set-cookie': Type.String({ description: 'session_id (HttpOnly), and browser_session for a sign-in bound to the browser' }),
});

// ── Outside the SPA's API ─────────────────────────────────────────────────────────────────────

/** GET /api/bench/floor?bytes=N, served only to the search benchmark. */
export const FloorQuerySchema = Type.Object({ bytes: Type.Integer({ minimum: 0, maximum: MAX_FLOOR_BYTES }) }, Closed);
/**
 * PUT /api/bench/floor/:name (text/plain) stores a search answer as it was sent; GET sends it
 * back, so the benchmark's floor sends exactly a search's bytes. Served only to the benchmark.
 */
export const FloorBodyParamsSchema = Type.Object({ name: Type.String({ pattern: '^[a-z0-9+_-]{1,64}$' }) }, Closed);
export const FloorBodySchema = Type.String({ maxLength: MAX_FLOOR_BYTES });
/** What the floor routes answer: JSON text, `{"pad": …}` of the size asked for or the body stored. */
export const FloorAnswerSchema = Type.Unknown({ description: 'JSON: {"pad": …} of the size asked for, or the body stored' });

/** GET /api/metrics: Prometheus text exposition format, for the addresses the operator allows. */
export const MetricsTextSchema = Type.String({ description: 'Prometheus text exposition format (text/plain; version=0.0.4)' });
/** GET /api/openapi.json: an OpenAPI 3 document of the API, generated from these schemas. */
export const OpenApiDocumentSchema = Type.Object({
  openapi: Type.String(),
  info: Type.Object({ title: Type.String(), version: Type.String() }),
  paths: Type.Record(Type.String(), Type.Unknown()),
  components: Type.Record(Type.String(), Type.Unknown()),
});
export type OpenApiDocument = Static<typeof OpenApiDocumentSchema>;

/** GET /locales/{language}/{file}: any text; the route answers 404 for a language or file it does not have. */
export const TranslationParamsSchema = Type.Object({ language: Type.String(), file: Type.String() }, Closed);

export type { Language };
