/**
 * Builds the Fastify instance: security headers, cache rules, compression, error bodies, the API
 * routes under /api, the translations and, when the SPA has been built, the SPA itself. It never listens: main.ts does, tests inject.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyReply, type FastifySchema, type FastifyServerOptions } from 'fastify';
import { API_PREFIX, HEADER_REQUEST_ID } from '../shared/api-constants';
import type { TObject } from 'typebox';
import type { BEARER_SECURITY, ErrorCode, FeatureFlags } from '../shared/contract';
import {
  BODY_LIMIT_BYTES, BUSY_RETRY_AFTER_S, CONNECTION_TIMEOUT_MS, DEFAULT_METRICS_ALLOW, FAIR_SHARE, HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS, NOT_READY_RETRY_AFTER_SECONDS, READY_WRITE_CHECK_MS, REQUEST_ID_PATTERN, REQUEST_TIMEOUT_MS,
  STORAGE_RETRY_AFTER_S, TIMEOUT_CHECK_INTERVAL_MS, type MailSettings, type TrustedProxies,
} from './config';
import { logAccess } from './access-log';
import { addDefaultCacheRule } from './cache-rules';
import { addAnswerCompression } from './compression';
import { ConsoleImports, type ConsoleImportsOptions } from './imports/console-imports';
import { ApiError, errorBody } from './errors';
import { FairShare, UNLIMITED, type FairShareLimits } from './fair-share/fair-share';
import { liveFlags } from './flags/live-flags';
import { allowedAddresses } from './metrics/allowed-addresses';
import { createMetrics } from './metrics/metrics';
import { answerFrameworkError, answerUnparsableRequest, rejectUndecodableQuery } from './malformed-requests';
import { drainRefusedBody } from './oversized-body';
import { adminRoutes } from './routes/admin/admin-routes';
import { authRoutes } from './routes/auth-routes';
import { passwordRoutes } from './routes/password-routes';
import { benchRoutes } from './routes/bench-routes';
import { brandDataRoutes } from './routes/brand-data-routes';
import { catalogueRoutes } from './routes/catalogue-routes';
import { contentRoutes } from './routes/content-routes';
import { lookupRoutes } from './routes/lookup-routes';
import { numberMatchRoutes } from './routes/number-match-routes';
import { operatorRoutes } from './routes/operator-routes';
import type { RouteContext } from './routes/route-context';
import { serviceRoutes } from './routes/service-routes';
import { translationRoutes } from './routes/translation-routes';
import { PasswordMail } from './mail/password-mail';
import { addSecurityHeaders } from './security-headers';
import type { Admin } from './store/admin';
import type { Store } from './store/store';
import { keptWriteCheck } from './readiness';
import { unavailableReason, type UnavailableReason } from './store/unavailable';
import { validatorCompiler } from './validation';

/** How soon a client may try again, by why the database could not take its request. */
const RETRY_AFTER_S: Record<UnavailableReason, number> = {
  unreachable: NOT_READY_RETRY_AFTER_SECONDS, busy: BUSY_RETRY_AFTER_S, storage: STORAGE_RETRY_AFTER_S,
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The error code a schema violation on this route is reported as (default invalid_request). */
    invalidInputError?: ErrorCode;
  }
  /** What the OpenAPI document says of a route beyond its shapes (routes/openapi.ts); Fastify itself ignores these. */
  interface FastifySchema {
    /** BEARER_SECURITY on a call that needs a session. */
    security?: typeof BEARER_SECURITY;
    /** The headers an answer of a status carries. */
    answerHeaders?: Record<number, TObject>;
  }
}

export interface AppOptions {
  store: Store;
  /** The operator writes the staff API makes (the database's); an app built without them answers the staff API's writes with 500. */
  admin?: Admin;
  /** The environment's flags (FLAG_*): each one's value until it is switched in the staff console. */
  flags: FeatureFlags;
  logger?: FastifyServerOptions['logger'];
  /** The proxies whose X-Forwarded-* headers are believed (config.ts TRUST_PROXY); none if omitted. */
  trustProxy?: TrustedProxies | null;
  /** Serve the benchmark's HTTP floor route (bench-routes.ts). */
  benchFloor?: boolean;
  /** The built SPA to serve at /; omitted in API-only tests. */
  clientDir?: string;
  /** The translations as written, served at /locales/{lng}/translation[.<hash>].json to be revalidated on every use. */
  localesDir?: string;
  /** The addresses and networks that may read /api/metrics (config.ts METRICS_ALLOW); loopback if omitted. */
  metricsAllow?: readonly string[];
  /** Each account's share of the instance (config.ts FAIR_SHARE if omitted); null: none, every request runs at once. */
  fairShare?: FairShareLimits | null;
  now?: () => number;
  /** The database the staff console's imports work on (the server's own) and where uploads wait; without it they answer 503. */
  imports?: Omit<ConsoleImportsOptions, 'history' | 'now' | 'onError'>;
  /** SMTP_URL, MAIL_FROM, PUBLIC_URL (docs/operations.md, Mail); omitted: no mail server, links on a local address. */
  mail?: MailSettings;
}

const NO_MAIL: MailSettings = { smtpUrl: null, from: 'pricetool <pricetool@localhost>', publicUrl: 'http://127.0.0.1:8080' };


/** For an app built without a database's operator writes (a test about something else): every call fails. */
function withoutOperatorWrites(): Admin {
  return new Proxy({} as Admin, {
    get: () => () => Promise.reject(new Error('This app was built without operator writes (AppOptions.admin)')),
  });
}

/** The caller's request id when it is a plain one (REQUEST_ID_PATTERN), else a new one. */
function requestId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers[HEADER_REQUEST_ID];
  return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : crypto.randomUUID();
}

/**
 * Fastify's form of TRUST_PROXY. A hop count is a function of the hop: Fastify itself takes a bare
 * number as trusting no proxy at all, since the count cannot tell a proxy from a client that
 * connects directly (docs/behaviour.md, Running behind a proxy).
 */
function fastifyTrustProxy(trusted: TrustedProxies | null | undefined): FastifyServerOptions['trustProxy'] {
  if (!trusted) return false;
  if ('hops' in trusted) {
    const { hops } = trusted;
    return (_address: string, hop: number) => hop < hops;
  }
  return trusted.addresses;
}

export interface App {
  app: FastifyInstance;
  /** Every route the instance serves, as registered, with the schemas it declares (tests walk it). */
  routes: { method: string; url: string; schema?: FastifySchema }[];
  /** Marks the instance as draining: health answers 503 so a load balancer stops sending. */
  beginShutdown(): void;
}

export async function buildApp(options: AppOptions): Promise<App> {
  const app = Fastify({
    logger: options.logger ?? false,
    // Fastify's own two lines per request would hold the URL, query and all: access-log.ts writes one without.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    trustProxy: fastifyTrustProxy(options.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    http: { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerUnparsableRequest,
    // Once the port is closed, a request still arriving on a connection accepted before is
    // answered, not refused: its client sent it while the server was up (see SHUTDOWN_DRAIN_MS).
    return503OnClosing: false,
    // Every log line of a request carries its id; a proxy's or client's x-request-id is kept so
    // one id follows the request across systems.
    requestIdHeader: false,
    genReqId: requestId,
  });
  // Schemas checked as written, bodies never coerced, unknown properties refused (validation.ts).
  app.setValidatorCompiler(validatorCompiler);
  const routes: App['routes'] = [];
  app.addHook('onRoute', ({ method, url, schema }) => {
    for (const one of [method].flat()) routes.push({ method: one, url, schema });
  });
  let shuttingDown = false;
  const metrics = createMetrics(options.store);
  const now = options.now ?? Date.now;
  const fairShare = options.fairShare === undefined ? FAIR_SHARE : options.fairShare;
  const context: RouteContext = {
    store: options.store,
    admin: options.admin ?? withoutOperatorWrites(),
    flags: liveFlags(options.store.flags, options.flags, now, app.log),
    now,
    shared: fairShare === null ? UNLIMITED : new FairShare(fairShare, now),
    isShuttingDown: () => shuttingDown,
    metrics,
    metricsAllowed: allowedAddresses(options.metricsAllow ?? DEFAULT_METRICS_ALLOW),
    routes,
    writes: keptWriteCheck(options.store, options.now ?? Date.now, READY_WRITE_CHECK_MS),
    imports: options.imports ? new ConsoleImports({
      ...options.imports, history: options.store.importHistory, now, onError: (error) => app.log.error({ err: error }, 'import not noted'),
    }) : null,
    passwordMail: new PasswordMail({ store: options.store, settings: options.mail ?? NO_MAIL, now, log: app.log }),
  };
  // Mails asked for before the close still go out.
  app.addHook('onClose', () => context.passwordMail.close());

  app.decorateRequest('auth', null);
  // While draining, keep-alive clients are told to reconnect, so their next request goes to an
  // instance that stays up instead of racing this one's port closing.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(HEADER_REQUEST_ID, request.id);
    if (shuttingDown) reply.header('connection', 'close');
    done();
  });
  // A path no route matches is counted and logged under one name, so probing random URLs adds no
  // series, and the URL asked for (a search's query among it) stays out of the log.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    logAccess(request, route, reply.statusCode, reply.elapsedTime);
    done();
  });
  addSecurityHeaders(app);
  addDefaultCacheRule(app);
  addAnswerCompression(app);

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).headers(error.headers).send(errorBody(request, error.code, error.messageId));
    }
    const unavailable = unavailableReason(error);
    if (unavailable) {
      // The request was fine; the database cannot take it now (docs/operations.md, When writes fail).
      request.log.warn({ err: error, event: 'database-unavailable', reason: unavailable }, 'database unavailable');
      // A write that failed for the disk is news for readiness at its next probe, not after the pass it keeps.
      if (unavailable === 'storage') context.writes.forget();
      return reply.code(503).header('retry-after', String(RETRY_AFTER_S[unavailable]))
        .send(errorBody(request, unavailable === 'unreachable' ? 'not_ready' : 'unavailable'));
    }
    if (error.validation) {
      return reply.code(400).send(errorBody(request, request.routeOptions.config.invalidInputError ?? 'invalid_request'));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      drainRefusedBody(request);
      return reply.code(413).send(errorBody(request, 'payload_too_large'));
    }
    if (status >= 400 && status < 500) return reply.code(status).send(errorBody(request, 'invalid_request'));
    request.log.error({ err: error, url: request.url }, 'request failed');
    return reply.code(500).send(errorBody(request, 'server_error'));
  });

  await app.register(async (api) => {
    api.addHook('onRequest', rejectUndecodableQuery);
    await authRoutes(api, context);
    await passwordRoutes(api, context);
    await catalogueRoutes(api, context);
    await numberMatchRoutes(api, context);
    await lookupRoutes(api, context);
    await brandDataRoutes(api, context);
    await contentRoutes(api, context);
    await serviceRoutes(api, context);
    await operatorRoutes(api, context);
    await adminRoutes(api, context);
    if (options.benchFloor) await benchRoutes(api);
    api.setNotFoundHandler((request, reply) => reply.code(404).send(errorBody(request, 'not_found')));
  }, { prefix: API_PREFIX });

  if (options.localesDir) await translationRoutes(app, options.localesDir);
  registerClient(app, options.clientDir);
  return { app, routes, beginShutdown: () => { shuttingDown = true; } };
}

/** The built page for /login: index.html with the sign-in page in HTML (src/client/build/login-shell.js). */
const LOGIN_PAGE = 'login.html';
/**
 * The pages' own files, with the compressed copies the build writes beside them: never served as
 * assets (a year, immutable), only through sendPage, revalidated on every load (docs/behaviour.md,
 * Pages and addresses).
 */
const PAGE_FILES = ['index.html', LOGIN_PAGE].flatMap((page) => [page, `${page}.*`]);

/** Serves the built SPA; its client-side routes (/product/…) get index.html, /login gets login.html. */
function registerClient(app: FastifyInstance, clientDir: string | undefined): void {
  const index = clientDir ? `${clientDir}/index.html` : undefined;
  if (!clientDir || !index || !fs.existsSync(index)) {
    app.setNotFoundHandler((request, reply) => reply.code(404).send(errorBody(request, 'not_found')));
    return;
  }
  // The build writes a .br and a .gz beside each text file (src/client/build/precompress-plugin.js):
  // each client gets the one its Accept-Encoding names, and a cache keeps them apart by Vary.
  app.register(fastifyStatic, {
    root: clientDir, index: false, wildcard: false, maxAge: '1y', immutable: true, globIgnore: PAGE_FILES,
    preCompressed: true, setHeaders: (response) => response.setHeader('vary', 'Accept-Encoding'),
  });
  // The page must be revalidated so a new release's asset names are picked up at once.
  const sendPage = (reply: FastifyReply, page: string) => reply.header('cache-control', 'no-cache').sendFile(page, { cacheControl: false });
  // The sign-in page's address gets the page with the sign-in page drawn in HTML, painted before
  // the scripts run (docs/architecture.md, How the page loads); a build without it, the plain one.
  const loginPage = fs.existsSync(`${clientDir}/${LOGIN_PAGE}`) ? LOGIN_PAGE : 'index.html';
  app.get('/login', (_request, reply) => sendPage(reply, loginPage));
  // The files' own names reach the same pages: a bookmark or a proxy may ask for them.
  app.get('/login.html', (_request, reply) => sendPage(reply, loginPage));
  app.get('/index.html', (_request, reply) => sendPage(reply, 'index.html'));
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send(errorBody(request, 'not_found'));
    return sendPage(reply, 'index.html');
  });
}
