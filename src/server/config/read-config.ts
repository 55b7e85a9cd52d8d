/**
 * Reading the environment at start (environment.ts): every bad value is named at once, one line
 * each, before the server or a CLI does anything (docs/behaviour.md, Settings at start).
 */
import path from 'node:path';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import type { FeatureFlags } from '../../shared/contract';
import type { DatabaseTarget } from '../database-target';
import { Environment, type NodeEnvironment, type Settings, type TrustedProxies, type VariableName } from './environment';
import { projectRoot } from './project';

export interface ServerConfig {
  /**
   * NODE_ENV=production: the server creates no demo data and no demo users, refuses a SQLite file
   * that does not exist (a mistyped DATABASE must not start an empty server), and warns at every
   * start about demo users it finds.
   */
  production: boolean;
  port: Settings['PORT'];
  host: Settings['HOST'];
  /** DATABASE_URL (postgres://…) when set, else the SQLite file DATABASE. */
  databaseTarget: DatabaseTarget;
  logLevel: Settings['LOG_LEVEL'];
  /** TRUST_PROXY: the proxies whose X-Forwarded-For the server believes; null: none, the socket's address is the client's. */
  trustProxy: TrustedProxies | null;
  /** BENCH_FLOOR: serves GET /api/bench/floor for the search benchmark's HTTP floor (off in production). */
  benchFloor: Settings['BENCH_FLOOR'];
  flags: FeatureFlags;
  clientDir: string;
  localesDir: string;
  /** Size of the demo catalogue created when the database file does not exist yet (never in production). */
  demoArticles: Settings['DEMO_ARTICLES'];
  /** METRICS_ALLOW: the addresses and networks (CIDR) that may read /api/metrics; loopback by default. */
  metricsAllow: Settings['METRICS_ALLOW'];
  /** FAIR_SHARE: each account limited to its share (FAIR_SHARE); off only for benchmarks and load tests of the instance itself. */
  fairShare: Settings['FAIR_SHARE'];
  /** SMTP_URL, MAIL_FROM and PUBLIC_URL: where password mails go out and where their links lead. */
  mail: MailSettings;
}

export interface MailSettings {
  /** Null: no mail server; links are shown to staff and printed by the CLI instead. Holds a password: never log it. */
  smtpUrl: string | null;
  from: string;
  /** Without a trailing slash. */
  publicUrl: string;
}

/** Every bad setting at once, one line each naming the variable, its value and what it takes. */
export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

const VARIABLES = Object.keys(Environment.properties) as VariableName[];

/** The variables of `names` that are set; empty is unset, so the default applies. */
function given(env: NodeJS.ProcessEnv, names: readonly VariableName[]): Partial<Record<VariableName, string>> {
  return Object.fromEntries(names.flatMap((name) => (env[name] ? [[name, env[name]]] : [])));
}

/** The line refusing `text` for variable `name`, or null when the variable takes it. */
function problem(name: VariableName, text: string): string | null {
  const schema: TSchema & { accepts?: string; secret?: boolean } = Environment.properties[name];
  const errors = Value.Errors(schema, text);
  if (errors.length === 0) return null;
  // A value failing a refinement has passed the schema's own checks; the first refinement it fails says why.
  const own = errors.map((error) => (error.keyword === '~refine' ? error.params.message : '')).find(Boolean);
  return own ?? `${name} must be ${schema.accepts}${schema.secret ? '' : `, not "${text}"`}`;
}

/** The settings of `names` with their defaults, or a ConfigurationError naming every bad value. */
function readSettings(env: NodeJS.ProcessEnv, names: readonly VariableName[]): { settings: Settings; set: Set<string> } {
  const values = given(env, names);
  const problems = names.flatMap((name) => {
    const text = values[name];
    return text === undefined ? [] : (problem(name, text) ?? []);
  });
  if (problems.length > 0) throw new ConfigurationError(problems);
  return { settings: Value.Decode(Environment, values), set: new Set(Object.keys(values)) };
}

/** NODE_ENV alone, as every CLI checks it first, whatever the command. */
export function nodeEnvironment(env: NodeJS.ProcessEnv = process.env): NodeEnvironment {
  return readSettings(env, ['NODE_ENV']).settings.NODE_ENV ?? 'development';
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const { settings, set } = readSettings(env, VARIABLES);
  const root = projectRoot();
  // The default file lies in the project folder wherever the server starts; a path given is the operator's, from where they are.
  const file = path.resolve(set.has('DATABASE') ? process.cwd() : root, settings.DATABASE);
  return {
    production: settings.NODE_ENV === 'production',
    port: settings.PORT,
    host: settings.HOST,
    databaseTarget: settings.DATABASE_URL ? { kind: 'postgres', url: settings.DATABASE_URL } : { kind: 'sqlite', file },
    logLevel: settings.LOG_LEVEL,
    trustProxy: settings.TRUST_PROXY ?? null,
    benchFloor: settings.BENCH_FLOOR,
    flags: {
      beta: settings.FLAG_BETA,
      christmasBreakBanner: settings.FLAG_CHRISTMAS_BREAK,
      maintenance: settings.FLAG_MAINTENANCE,
      replacementSearch: settings.FLAG_REPLACEMENT_SEARCH,
    },
    clientDir: path.join(root, 'dist', 'client'),
    localesDir: path.join(root, 'locales'),
    demoArticles: settings.DEMO_ARTICLES,
    metricsAllow: settings.METRICS_ALLOW,
    fairShare: settings.FAIR_SHARE,
    mail: {
      smtpUrl: settings.SMTP_URL ?? null,
      from: settings.MAIL_FROM.trim(),
      publicUrl: settings.PUBLIC_URL ?? `http://${settings.HOST.includes(':') ? `[${settings.HOST}]` : settings.HOST}:${settings.PORT}`,
    },
  };
}
