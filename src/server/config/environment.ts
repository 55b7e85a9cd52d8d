/**
 * The environment variables the server and the CLIs read, each described once, as a TypeBox schema
 * of its text: what it takes, its default (as it is written in the environment) and its meaning.
 * README.md's Configuration table has one row for each (test/tooling/configuration-table.test.ts).
 * What a schema cannot express is a refinement on the variable's own schema (refinements.ts).
 * A value is refused with one line naming the variable, the value and what it takes (`accepts`);
 * a refinement with a line of its own says that one instead (docs/behaviour.md, Settings at start).
 */
import { Type, type StaticDecode } from 'typebox';
import { DEFAULT_FLAGS } from '../../shared/feature-flags';
import { POSTGRES_URL } from '../database-target';
import { allNetworks, firstNonNetwork, isHost, isPositiveWholeNumber, listEntries, withinPortRange } from './refinements';
import { DEMO_CATALOGUE_ARTICLES } from './tuning';

/**
 * NODE_ENV's values; unset is development. Anything else is refused by the server and by every CLI
 * before they do anything: "prod" would otherwise quietly start the demo with its public password.
 */
export const NODE_ENVIRONMENTS = ['production', 'development', 'test'] as const;

/** pino's levels. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Who may read /api/metrics when METRICS_ALLOW is not set: only the machine itself. */
export const DEFAULT_METRICS_ALLOW = ['127.0.0.1', '::1'];

/** A refinement's line when the variable's usual one (its `accepts`) says it. */
const USUAL_LINE = (): string => '';

const TRUE = /^(1|true|yes|on)$/i;

/** A switch: true or false, also written 1/0, yes/no, on/off, in any case. */
function flag(fallback: boolean, description: string) {
  return Type.Decode(
    Type.String({ pattern: /^(1|true|yes|on|0|false|no|off)$/i, default: String(fallback), accepts: 'true or false', description }),
    (text) => TRUE.test(text),
  );
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

const NO_PROXY = /^(0|false|no|off)$/i;
const EVERY_PROXY = /^(true|yes|on)$/i;
const isHopCount = (text: string) => /^\d+$/.test(text) && Number.isSafeInteger(Number(text));

function trustedProxies(text: string): TrustedProxies | null {
  const trimmed = text.trim();
  if (trimmed === '' || NO_PROXY.test(trimmed)) return null;
  return isHopCount(trimmed) ? { hops: Number(trimmed) } : { addresses: listEntries(trimmed) };
}

/** Not `true`: refused with what to give instead. */
const believesSomeEntries = (text: string) => !EVERY_PROXY.test(text.trim());
const everyEntryRefused = (text: string) => `TRUST_PROXY=${text.trim()} would believe every X-Forwarded-For entry, so a client could `
  + 'choose its address: give the number of proxies in front of the server (e.g. 1) or their addresses and networks (e.g. 127.0.0.1 or 10.0.0.0/8)';

/** None, a number of proxies, or addresses and networks only. */
function namesProxies(text: string): boolean {
  const proxies = trustedProxies(text);
  return proxies === null || 'hops' in proxies || allNetworks(text);
}

/** The line refusing a list of addresses and networks: it names the first entry that is neither. */
const nonNetworkLine = (name: string, accepts: string) => (text: string) => `${name}: "${firstNonNetwork(text)}" is not ${accepts}`;

/** The variables, in the order their problems are listed. */
export const Environment = Type.Object({
  NODE_ENV: Type.Optional(Type.Enum(NODE_ENVIRONMENTS, {
    accepts: `${NODE_ENVIRONMENTS.join(', ')} or unset (development)`,
    description: 'production: no demo data or users, a missing SQLite file refused, demo users warned about; else development or test',
  })),
  PORT: Type.Decode(
    Type.Refine(Type.String({ pattern: /^\d+$/, default: '8080', accepts: '0–65535', description: 'port to listen on (0 picks a free one)' }),
      withinPortRange, USUAL_LINE),
    Number,
  ),
  HOST: Type.Refine(Type.String({
    default: '127.0.0.1',
    accepts: 'an IP address (127.0.0.1, 0.0.0.0, :: — IPv6 without brackets) or a host name',
    description: 'address to listen on',
  }), isHost, USUAL_LINE),
  DATABASE: Type.String({
    default: 'data/pricetool.sqlite',
    description: 'the SQLite file; the default lies in the project folder, a relative path given is taken from the working directory',
  }),
  // `secret`: the line does not repeat the value, which holds the password.
  DATABASE_URL: Type.Optional(Type.String({
    pattern: POSTGRES_URL,
    accepts: 'a postgres:// or postgresql:// URL (unset it to use the SQLite file DATABASE)',
    secret: true,
    description: 'use PostgreSQL at this URL instead of the SQLite file',
  })),
  LOG_LEVEL: Type.Enum(LOG_LEVELS, { default: 'info', accepts: `one of ${LOG_LEVELS.join(', ')}`, description: 'the lowest level logged' }),
  TRUST_PROXY: Type.Optional(Type.Decode(
    Type.Refine(
      Type.Refine(Type.String({ description: 'the proxies whose X-Forwarded-For the server believes: their number, or their addresses and networks' }),
        believesSomeEntries, everyEntryRefused),
      namesProxies, nonNetworkLine('TRUST_PROXY', 'a number of proxies, nor an IP address or network (e.g. 1, 127.0.0.1, 10.0.0.0/8)'),
    ),
    trustedProxies,
  )),
  BENCH_FLOOR: flag(false, 'serve GET /api/bench/floor for the search benchmark\'s HTTP floor (off in production)'),
  FLAG_BETA: flag(DEFAULT_FLAGS.beta, 'show the beta banner; the default until switched in the staff console'),
  FLAG_CHRISTMAS_BREAK: flag(DEFAULT_FLAGS.christmasBreakBanner, 'show the year-end closure banner; the default until switched in the staff console'),
  FLAG_MAINTENANCE: flag(DEFAULT_FLAGS.maintenance, 'send every page to the maintenance page; the default until switched in the staff console'),
  FLAG_REPLACEMENT_SEARCH: flag(DEFAULT_FLAGS.replacementSearch, 'look up replacements when a search finds nothing or one article; the default until switched in the staff console'),
  DEMO_ARTICLES: Type.Decode(
    Type.Refine(Type.String({
      default: String(DEMO_CATALOGUE_ARTICLES),
      accepts: 'a positive whole number',
      description: 'size of the demo catalogue created when the database is missing (never in production)',
    }), isPositiveWholeNumber, USUAL_LINE),
    Number,
  ),
  METRICS_ALLOW: Type.Decode(
    Type.Refine(Type.String({ default: DEFAULT_METRICS_ALLOW.join(','), description: 'addresses and networks (CIDR) that may read /api/metrics' }),
      allNetworks, nonNetworkLine('METRICS_ALLOW', 'an IP address or network (e.g. 10.0.0.0/8)')),
    (text) => {
      const entries = listEntries(text);
      return entries.length > 0 ? entries : DEFAULT_METRICS_ALLOW;
    },
  ),
  FAIR_SHARE: flag(true, 'limit each user and customer to its share of the instance; off only for benchmarks and load tests'),
});

export type VariableName = keyof typeof Environment.properties;

/** The settings as the program uses them: each variable's text decoded, defaults filled in. */
export type Settings = StaticDecode<typeof Environment>;

export type NodeEnvironment = Exclude<Settings['NODE_ENV'], undefined>;
