/**
 * A lean HTTP client for the reliability suites: node:http on a keep-alive agent, so the test
 * process spends little of the two shared cores on itself, and every outcome (a status, or the
 * socket error that stood in for one) is returned instead of thrown.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import { DEMO } from '../../../support/demo-users';

export interface Outcome {
  /** The HTTP status, or 0 when the request failed below HTTP (see error). */
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The socket error code (ECONNREFUSED, ECONNRESET, …) when there was no response. */
  error?: string;
  ms: number;
}

export interface RequestSpec {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export function keepAliveAgent(maxSockets: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets });
}

/** Without an agent, each request has a connection of its own (Node's global agent would reuse one). */
export function send(baseUrl: string, spec: RequestSpec, agent: http.Agent | false = false): Promise<Outcome> {
  const started = process.hrtime.bigint();
  const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
  const body = spec.body === undefined ? undefined : JSON.stringify(spec.body);
  const headers = { ...spec.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
  return new Promise((resolve) => {
    const request = http.request(new URL(spec.path, baseUrl), { method: spec.method ?? 'GET', headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8'), ms: elapsed() }));
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ status: 0, headers: {}, body: '', error: error.code ?? error.message, ms: elapsed() }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ status: 0, headers: {}, body: '', error: error.code ?? error.message, ms: elapsed() }));
    request.end(body);
  });
}

/** What the browser sends as the password (docs/behaviour.md, Sign-in). */
export function passwordHash(password: string): string {
  return crypto.createHash('sha256').update(password, 'utf8').digest('hex');
}

export function signInSpec(email: string, password: string): RequestSpec {
  return { method: 'POST', path: '/api/login', body: { useremail: email, passwordhash: passwordHash(password) } };
}

/** GET /api/search with q and any filters (exact, brands, onstock) as the SPA sends them. */
export function searchSpec(token: string, params: Record<string, string>): RequestSpec {
  return { path: `/api/search?${new URLSearchParams(params)}`, headers: { authorization: `Bearer ${token}` } };
}

/** POST /api/lookup with a parts list, as the SPA sends it. */
export function lookupSpec(token: string, lines: Array<{ q: string; qty?: number }>): RequestSpec {
  return { method: 'POST', path: '/api/lookup', headers: { authorization: `Bearer ${token}` }, body: { lines } };
}

/** GET /api/brand-data, revalidating a copy with this tag when given one. */
export function brandDataSpec(token: string, tag: string | null): RequestSpec {
  return { path: '/api/brand-data', headers: { authorization: `Bearer ${token}`, ...(tag ? { 'if-none-match': tag } : {}) } };
}

export async function signInToken(baseUrl: string, email = DEMO.muster.email, password = DEMO.password): Promise<string> {
  const outcome = await send(baseUrl, signInSpec(email, password));
  if (outcome.status !== 200) throw new Error(`sign-in failed: ${outcome.status} ${outcome.error ?? outcome.body}`);
  return (JSON.parse(outcome.body) as { token: string }).token;
}
