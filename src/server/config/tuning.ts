/**
 * The server's tuning constants: time-outs, limits, cache sizes and costs, each with why it is
 * what it is (docs/behaviour.md, Constants). The settings an operator changes are the environment
 * variables of environment.ts, not these.
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Sessions: a working day without remember-me, a month with it. */
export const SESSION_TTL_MS = 12 * HOUR_MS;
export const REMEMBERED_SESSION_TTL_MS = 30 * DAY_MS;
export const TOKEN_BYTES = 32;

/**
 * Sign-in throttling. Failures are counted in a sliding window. A pair (account, address) is
 * locked first, so a guesser at one address cannot lock the real user out elsewhere; an address
 * guessing across many accounts is locked next; an account attacked from many addresses is locked
 * for every address that has never signed in to it successfully, so the real user still can.
 */
export const LOGIN_THROTTLE = {
  windowMs: 15 * MINUTE_MS,
  maxFailuresPerAccountAndAddress: 5,
  maxFailuresPerAddress: 20,
  maxFailuresPerAccount: 20,
} as const;

/**
 * A sign-in whose outcome could tip a limit waits for the attempts still running before it, checking
 * again every SIGN_IN_RECHECK_MS (they may run on another instance, so there is nothing to await).
 * An attempt still marked running after LOGIN_ATTEMPT_STALE_MS was left by an instance that died.
 */
export const SIGN_IN_RECHECK_MS = 25;
export const LOGIN_ATTEMPT_STALE_MS = 60_000;

/**
 * Waiting for a lock another process holds on a SQLite file
 * (docs/operations.md, Sign-ins during imports). better-sqlite3 is synchronous, so a statement's
 * wait holds up every request: the server's statements wait at most SQLITE_SERVER_BUSY_TIMEOUT_MS,
 * then the store tries again without blocking until STORE_BUSY_WAIT_MS have passed; a request
 * still refused then is answered 503 with Retry-After BUSY_RETRY_AFTER_S. Only other sign-ins and
 * the operator's user commands take the sign-in state's lock, for milliseconds at most.
 */
export const SQLITE_SERVER_BUSY_TIMEOUT_MS = 50;
export const STORE_BUSY_WAIT_MS = 500;
export const BUSY_RETRY_AFTER_S = 1;
/** A full or failing disk needs someone to see to it: a write refused for that is to be tried again after a minute. */
export const STORAGE_RETRY_AFTER_S = 60;

/**
 * How long an instance answers the feature flags it last read from the database before reading
 * them again: a flag switched in the staff console on another instance is seen here within this,
 * and the page reads them every FLAGS_POLL_MS (client), so a switch reaches every customer within
 * a minute. The instance that switches a flag sees it at once.
 */
export const FLAG_CACHE_MS = 20_000;

/**
 * The audit trail (docs/operations.md, The audit view) keeps a line for 400 days: a year's review of
 * who did what, and a month to spare. Each server instance prunes older lines at start and hourly,
 * AUDIT_PRUNE_BATCH at a time.
 */
export const AUDIT_RETENTION_MS = 400 * DAY_MS;
export const AUDIT_PRUNE_INTERVAL_MS = HOUR_MS;
export const AUDIT_PRUNE_BATCH = 1_000;

/** scrypt cost: 32 MiB and roughly 100 ms a hash, run on libuv's thread pool. */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1, keyLength: 32, maxmem: 64 * 1024 * 1024 } as const;

export const MAX_QUERY_LENGTH = 64;
export const MAX_FILTER_BRANDS = 100;
export const MAX_SEARCH_ID_LENGTH = 64;

/**
 * API answers of at least ANSWER_COMPRESSION_MIN_BYTES are compressed for clients that accept it
 * (compression.ts); below, the bytes saved do not pay for the work. The levels cost about what the
 * search itself does: a 36 kB answer takes about 0.3 ms and shrinks to 5.4 kB with brotli 3 and
 * to 5.9 kB with gzip 4 (brotli 5 saves 0.5 kB more for twice the time, gzip 6 0.4 kB for 1.5×).
 */
export const ANSWER_COMPRESSION_MIN_BYTES = 1024;
export const ANSWER_BROTLI_QUALITY = 3;
export const ANSWER_GZIP_LEVEL = 4;

/**
 * The search answers one instance keeps for reuse (catalogue/answer-cache.ts), in bytes: each
 * answer as sent and its compressed forms. 16 MiB holds the few hundred answers a plant's staff
 * ask again and again (a typical answer is 25–37 kB, 4–6 kB compressed) and stays well inside the
 * resident memory the load suite allows a running server to grow by.
 */
export const ANSWER_CACHE_BYTES = 16 * 1024 * 1024;
/**
 * The suggestion and similar-article answers one instance keeps (routes/number-match-routes.ts):
 * small answers (8 suggestions are about 4 kB), asked again and again as buyers type the same
 * first characters; 4 MiB holds about a thousand of them.
 */
export const NUMBER_ANSWER_CACHE_BYTES = 4 * 1024 * 1024;

/**
 * The signed-in sessions one instance keeps in memory between two changes of the data
 * (auth/authenticate.ts), so a search costs no session read: a plant's staff at once, with room
 * (about 1 kB each).
 */
export const SESSION_CACHE_ENTRIES = 5_000;

export const BODY_LIMIT_BYTES = 16 * 1024;
/**
 * POST /api/lookup's own limit: a parts list of LOOKUP_MAX_LINES lines, each an article number of
 * up to MAX_RAW_QUERY_LENGTH characters with its quantity, fits; anything much bigger is no parts list.
 */
export const LOOKUP_BODY_LIMIT_BYTES = 256 * 1024;
/**
 * After refusing a body over BODY_LIMIT_BYTES, the server reads and discards up to this much more
 * of it, for at most this long, so a client still sending can read the 413 before the connection
 * closes (oversized-body.ts); a client sending more is cut off.
 */
export const OVERSIZED_BODY_DRAIN_BYTES = 8 * 1024 * 1024;
export const OVERSIZED_BODY_DRAIN_MS = 5_000;
export const REQUEST_TIMEOUT_MS = 30_000;
export const CONNECTION_TIMEOUT_MS = 10_000;
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/**
 * Time a client gets to send its request headers. A real client needs milliseconds; one trickling
 * them a byte at a time (slow loris) would otherwise hold its connection for REQUEST_TIMEOUT_MS.
 */
export const HEADERS_TIMEOUT_MS = 10_000;
/** How often Node enforces the two deadlines above; its default, 30 s, lets a slow client overstay them by as much. */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;
/**
 * Shutdown: for SHUTDOWN_DRAIN_MS after SIGTERM the port stays open and every request is answered
 * while health says 503, so requests already on their way (still in the accept queue, or not yet
 * read) are not reset and a load balancer stops sending; then the port closes. The process exits
 * with 1 if in-flight requests have not finished SHUTDOWN_DEADLINE_MS after the signal.
 */
export const SHUTDOWN_DRAIN_MS = 1_000;
export const SHUTDOWN_DEADLINE_MS = 10_000;

/**
 * POST /api/vitals, per client address and server instance: a page load sends at most three
 * beacons (LCP, INP, CLS), so 120 a minute lets 40 page loads a minute through from one address
 * (a plant's staff behind one NAT address included). The instance remembers at most
 * `maxAddresses` addresses per window; once that many have sent, a new one waits for the next
 * window, so a flood from many addresses costs bounded memory. A beacon lost costs nothing.
 */
export const VITALS_RATE_LIMIT = { windowMs: MINUTE_MS, maxPerAddress: 120, maxAddresses: 10_000 } as const;

/**
 * Readiness (GET /api/health/ready): when a check fails, Retry-After says when to ask again; a
 * request that needs the database while it does not answer is told the same. The write check
 * writes one row (Store.checkWrites); a pass is kept for READY_WRITE_CHECK_MS rather than written
 * at every probe of a load balancer (every few seconds), and forgotten when a request's write
 * fails for the disk (app.ts).
 */
export const NOT_READY_RETRY_AFTER_SECONDS = 5;
export const READY_WRITE_CHECK_MS = 15_000;

/**
 * Each account's share of an instance (fair-share/, docs/api.md, Fair share). Searches
 * (a search, replacements, the brand list, the brand data: one unit each), parts-list lines
 * (one unit each) and the staff console's calls (one unit each) are shares of their own: a
 * 500-line list holds the event loop for several milliseconds at a stretch, a search for a
 * fraction of one. Per user, no person meets them: the
 * page's largest list (PARTS_LIST_MAX_LINES, in LOOKUP_MAX_LINES-line requests one after another)
 * fits the burst, and a list after it waits LOOKUP_MAX_LINES / perSecond = 2.5 s per request, within
 * the wait limit. Per customer: two buyers' lists, a plant's staff searching. After its burst a
 * flooding customer gets 0.8 lists a second, under 1 % of the server's time, and its caps in
 * flight leave six of PostgreSQL's ten pool connections (POSTGRES_POOL_SIZE) to the others. A
 * request waits for its turn up to `waitLimitMs` plus a random part of `waitSpreadMs` (together
 * under CONNECTION_TIMEOUT_MS: a waiting request sends nothing), then gets 429 with Retry-After;
 * beyond `maxWaiting` waiting it is refused at once.
 */
export const FAIR_SHARE = {
  waitLimitMs: 5_000,
  waitSpreadMs: 2_500,
  maxWaiting: 32,
  search: {
    user: { perSecond: 10, burst: 60, inFlight: 2 },
    customer: { perSecond: 100, burst: 300, inFlight: 3 },
  },
  lookup: {
    user: { perSecond: 200, burst: 5_000, inFlight: 1 },
    customer: { perSecond: 400, burst: 10_000, inFlight: 1 },
  },
  /**
   * Each staff member's console calls: a page opens with two or three, a busy morning in the
   * console is a few a second; a script with a staff token reading without pause gets ten a second,
   * two at once, like one customer's user searching.
   */
  console: {
    user: { perSecond: 10, burst: 60, inFlight: 2 },
  },
};

/** The size of the demo catalogue created on first start: more than the 800,000 articles the product is built for. */
export const DEMO_CATALOGUE_ARTICLES = 820_000;

/** Connections each server process keeps to PostgreSQL at most (its searches run one at a time per connection). */
export const POSTGRES_POOL_SIZE = 10;

/**
 * A request id taken from a client's or proxy's x-request-id must be short and plain, so it can
 * neither bloat every log line of its request nor smuggle text into a log viewer.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Mistyped article numbers (catalogue/number-index/, docs/search-flow.md, Mistyped numbers). A
 * number is close to a query when their weighted Damerau–Levenshtein cost is at most 1 for queries
 * of `oneEditLength` characters or more and at most 2 from `twoEditsLength`: below 5 characters one
 * edit reaches too many numbers to mean anything, and from 10 a number keeps enough of itself to be
 * recognised after two mistakes. A substitution between the characters a label makes look alike
 * (letter O and zero, I, one and l, S and 5, B and 8, Z and 2) costs `confusionCost`, so a number
 * misread off a label ranks above one mistyped elsewhere, and two such misreadings still count as
 * one mistake. A query of `minFragmentLength` characters or more also finds the numbers holding it
 * further in (a buyer copying the end of a number); shorter fragments sit inside too many numbers.
 */
export const NUMBER_MATCHING = {
  oneEditLength: 5,
  twoEditsLength: 10,
  minFragmentLength: 5,
  editCost: 1,
  confusionCost: 0.5,
  confusions: ['o0', 'il1', 's5', 'b8', 'z2'],
} as const;

/**
 * The number index behind suggestions and similar articles (catalogue/number-index/): a build that
 * failed (the database away for a moment) is tried again by the first request after this, not by
 * every request, so a database in trouble is not also asked for every number at each keystroke.
 */
export const NUMBER_INDEX_RETRY_MS = 10_000;
/**
 * The numbers read and handed to the index's build thread at a time, with the event loop free
 * between: 10,000 short numbers are a statement of a few milliseconds on SQLite (docs/performance.md,
 * Mistyped numbers), so searches keep being answered while 820,000 are read.
 */
export const NUMBER_INDEX_BATCH = 10_000;
/**
 * Candidates asked of the index per request: blocked brands and the filters are applied to the
 * articles afterwards, so more than the answer holds (SUGGESTION_LIMIT, SIMILAR_RESULT_LIMIT) are
 * asked for, enough that a customer with brands blocked still gets a full answer. Each candidate's
 * articles are read and parsed: with 100 similar ones PostgreSQL answered 618 a second (p99 49 ms at
 * 16 connections), with 40 852 (p99 36 ms); beyond the first 20 shown they only stand in for the blocked.
 */
export const SUGGESTION_CANDIDATES = 24;
export const SIMILAR_CANDIDATES = 40;
