/**
 * Server configuration: the environment variables in the README's table, with defaults that work
 * on a fresh machine, and the server's named constants. Nothing else in the server reads process.env.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { FeatureFlags } from '../shared/contract';
import { DEFAULT_FLAGS } from '../shared/feature-flags';
import { POSTGRES_URL, type DatabaseTarget } from './database-target';

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
 * (a search, replacements, the brand list, the brand data: one unit each) and parts-list lines
 * (one unit each) are shares of their own: a 500-line list holds the event loop for several
 * milliseconds at a stretch, a search for a fraction of one. Per user, no person meets them: the
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
};

/** The size of the demo catalogue created on first start: more than the 800,000 articles the product is built for. */
export const DEMO_CATALOGUE_ARTICLES = 820_000;

export interface ServerConfig {
  /**
   * NODE_ENV=production: the server creates no demo data and no demo users, refuses a SQLite file
   * that does not exist (a mistyped DATABASE must not start an empty server), and warns at every
   * start about demo users it finds.
   */
  production: boolean;
  port: number;
  host: string;
  /** DATABASE_URL (postgres://…) when set, else the SQLite file DATABASE. */
  databaseTarget: DatabaseTarget;
  logLevel: string;
  /** TRUST_PROXY: the proxies whose X-Forwarded-For the server believes; null: none, the socket's address is the client's. */
  trustProxy: TrustedProxies | null;
  /** BENCH_FLOOR: serves GET /api/bench/floor for the search benchmark's HTTP floor (off in production). */
  benchFloor: boolean;
  flags: FeatureFlags;
  clientDir: string;
  localesDir: string;
  /** Size of the demo catalogue created when the database file does not exist yet (never in production). */
  demoArticles: number;
  /** METRICS_ALLOW: the addresses and networks (CIDR) that may read /api/metrics; loopback by default. */
  metricsAllow: string[];
  /** FAIR_SHARE: each account limited to its share (FAIR_SHARE); off only for benchmarks and load tests of the instance itself. */
  fairShare: boolean;
}

/**
 * NODE_ENV's values; unset is development. Anything else is refused by the server and by every CLI
 * before they do anything: "prod" would otherwise quietly start the demo with its public password.
 */
export const NODE_ENVIRONMENTS = ['production', 'development', 'test'] as const;
export type NodeEnvironment = (typeof NODE_ENVIRONMENTS)[number];

export function nodeEnvironment(env: NodeJS.ProcessEnv = process.env): NodeEnvironment {
  const value = env.NODE_ENV;
  if (value === undefined || value === '') return 'development';
  if ((NODE_ENVIRONMENTS as readonly string[]).includes(value)) return value as NodeEnvironment;
  throw new Error(`NODE_ENV must be ${NODE_ENVIRONMENTS.join(', ')} or unset (development), not "${value}"`);
}

function flag(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new Error(`${name} must be true or false, not "${value}"`);
}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || parsed > 65535) throw new Error(`PORT must be 0–65535, not "${value}"`);
  return parsed;
}

/** A host name as DNS writes it (underscores allowed, as in container names); its last label is not a number. */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?)*$/i;

function host(value: string | undefined): string {
  if (value === undefined || value === '') return '127.0.0.1';
  if (net.isIP(value) !== 0 || (HOST_NAME.test(value) && !/(^|\.)\d+$/.test(value))) return value;
  throw new Error(`HOST must be an IP address (127.0.0.1, 0.0.0.0, :: — IPv6 without brackets) or a host name, not "${value}"`);
}

/** pino's levels. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logLevel(value: string | undefined): string {
  if (value === undefined || value === '') return 'info';
  if (LOG_LEVELS.includes(value)) return value;
  throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${value}"`);
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive whole number, not "${value}"`);
  return parsed;
}

function databaseTarget(env: NodeJS.ProcessEnv): DatabaseTarget {
  const url = env.DATABASE_URL;
  if (url) {
    if (!POSTGRES_URL.test(url)) throw new Error(`DATABASE_URL must be a postgres:// or postgresql:// URL (unset it to use the SQLite file DATABASE)`);
    return { kind: 'postgres', url };
  }
  return { kind: 'sqlite', file: path.resolve(env.DATABASE || path.join(PROJECT_ROOT, 'data', 'pricetool.sqlite')) };
}

/** Who may read /api/metrics when METRICS_ALLOW is not set: only the machine itself. */
export const DEFAULT_METRICS_ALLOW = ['127.0.0.1', '::1'];

/** A comma-separated list of addresses (10.0.0.5) and networks (10.0.0.0/8, fd00::/8). */
function addressList(name: string, value: string | undefined, fallback: string[], expected = 'an IP address or network (e.g. 10.0.0.0/8)'): string[] {
  if (value === undefined || value.trim() === '') return fallback;
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address, prefix, ...rest] = entry.split('/');
    const family = net.isIP(address);
    const bits = family === 6 ? 128 : 32;
    const prefixValid = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (family === 0 || !prefixValid || rest.length > 0) throw new Error(`${name}: "${entry}" is not ${expected}`);
  }
  return entries;
}

/**
 * TRUST_PROXY: whom the server believes about a request's client address (X-Forwarded-For, and
 * X-Forwarded-Proto). A proxy appends the address it sees to what the client sent, so only the
 * entries the operator's own proxies wrote count: the last `hops` of them (that many proxies in
 * front, and the server reachable only through them), or those up to the first address that is not
 * one of the proxies'. Trusting every entry (the old `true`) let a client pick the address the
 * sign-in throttle and METRICS_ALLOW see, so `true` is refused (docs/behaviour.md, Running behind a proxy).
 */
export type TrustedProxies = { hops: number } | { addresses: string[] };

function trustedProxies(value: string | undefined): TrustedProxies | null {
  const text = value?.trim() ?? '';
  if (text === '' || /^(0|false|no|off)$/i.test(text)) return null;
  if (/^\d+$/.test(text) && Number.isSafeInteger(Number(text))) return { hops: Number(text) };
  if (/^(true|yes|on)$/i.test(text)) {
    throw new Error(`TRUST_PROXY=${text} would believe every X-Forwarded-For entry, so a client could choose its address: give the number `
      + 'of proxies in front of the server (e.g. 1) or their addresses and networks (e.g. 127.0.0.1 or 10.0.0.0/8)');
  }
  return { addresses: addressList('TRUST_PROXY', text, [], 'a number of proxies, nor an IP address or network (e.g. 1, 127.0.0.1, 10.0.0.0/8)') };
}

/**
 * The folder holding package.json: two up from src/server and dist/server, four up from the
 * benchmarks' build (dist/bench/src/server), which would otherwise look for it in dist/bench.
 */
function projectRoot(): string {
  let dir = path.resolve(__dirname, '..', '..');
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

export const PROJECT_ROOT = projectRoot();

/** The release, as package.json names it (the OpenAPI document's version). */
export const PRODUCT_VERSION = (JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

/** Every bad setting at once, one line each naming the variable, its value and what it takes. */
export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const problems: string[] = [];
  // A bad value is noted and reading goes on, so the operator fixes them all in one round.
  const read = <T>(parse: () => T): T => {
    try {
      return parse();
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
      return undefined as T;
    }
  };
  const config: ServerConfig = {
    production: read(() => nodeEnvironment(env)) === 'production',
    port: read(() => port(env.PORT)),
    host: read(() => host(env.HOST)),
    databaseTarget: read(() => databaseTarget(env)),
    logLevel: read(() => logLevel(env.LOG_LEVEL)),
    trustProxy: read(() => trustedProxies(env.TRUST_PROXY)),
    benchFloor: read(() => flag('BENCH_FLOOR', env.BENCH_FLOOR, false)),
    flags: {
      beta: read(() => flag('FLAG_BETA', env.FLAG_BETA, DEFAULT_FLAGS.beta)),
      christmasBreakBanner: read(() => flag('FLAG_CHRISTMAS_BREAK', env.FLAG_CHRISTMAS_BREAK, DEFAULT_FLAGS.christmasBreakBanner)),
      maintenance: read(() => flag('FLAG_MAINTENANCE', env.FLAG_MAINTENANCE, DEFAULT_FLAGS.maintenance)),
      replacementSearch: read(() => flag('FLAG_REPLACEMENT_SEARCH', env.FLAG_REPLACEMENT_SEARCH, DEFAULT_FLAGS.replacementSearch)),
    },
    clientDir: path.join(PROJECT_ROOT, 'dist', 'client'),
    localesDir: path.join(PROJECT_ROOT, 'locales'),
    demoArticles: read(() => positiveInteger('DEMO_ARTICLES', env.DEMO_ARTICLES, DEMO_CATALOGUE_ARTICLES)),
    metricsAllow: read(() => addressList('METRICS_ALLOW', env.METRICS_ALLOW, DEFAULT_METRICS_ALLOW)),
    fairShare: read(() => flag('FAIR_SHARE', env.FAIR_SHARE, true)),
  };
  if (problems.length > 0) throw new ConfigurationError(problems);
  return config;
}

/** Connections each server process keeps to PostgreSQL at most (its searches run one at a time per connection). */
export const POSTGRES_POOL_SIZE = 10;

/**
 * A request id taken from a client's or proxy's x-request-id must be short and plain, so it can
 * neither bloat every log line of its request nor smuggle text into a log viewer.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;
