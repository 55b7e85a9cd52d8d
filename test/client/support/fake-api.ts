/**
 * A fake server behind fetch for client tests: routes like 'POST /login' answer with a status and
 * a JSON body; every request is recorded so a test can check what the page sent.
 */
import { DEFAULT_FLAGS } from '../../../src/client/config/constants';
import { DEMO_BRAND_DATA } from './demo-brand-data';
import { DEMO_CONTENT } from './demo-content';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials;
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type FakeRoute = FakeResponse | ((request: FakeRequest) => FakeResponse | Promise<FakeResponse>);

export interface FakeApi {
  requests: FakeRequest[];
  route(key: string, route: FakeRoute): void;
  calls(key: string): FakeRequest[];
}

/** GET /brand-data as the server answers it: the demo brand data, or 304 for its own tag. */
export const demoBrandDataRoute: FakeRoute = (request) => {
  const headers = { etag: DEMO_BRAND_DATA.etag };
  if (request.headers.get('if-none-match') === DEMO_BRAND_DATA.etag) return { status: 304, headers };
  return { body: { brands: DEMO_BRAND_DATA.brands }, headers };
};

/** GET /content as the server answers it: the demo's texts, or 304 for their own tag. */
export const demoContentRoute: FakeRoute = (request) => {
  const headers = { etag: DEMO_CONTENT.etag };
  if (request.headers.get('if-none-match') === DEMO_CONTENT.etag) return { status: 304, headers };
  return { body: DEMO_CONTENT.content, headers };
};

/** Statuses whose answers have no body. */
const NO_BODY = new Set([204, 304]);

const API_PREFIX = new URL(process.env.PRICETOOL_API_URL as string).pathname;

/** A JSON body as its value; any other (an uploaded file) as its text. */
function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function installFakeApi(routes: Record<string, FakeRoute> = {}): FakeApi {
  const table: Record<string, FakeRoute> = {
    'GET /brand-data': demoBrandDataRoute, 'GET /content': demoContentRoute, 'GET /flags': { body: DEFAULT_FLAGS }, 'GET /health': { body: { status: 'ok', articles: 820000, catalogueVersion: 'test' } }, ...routes };
  const requests: FakeRequest[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const text = await request.text();
    const fake: FakeRequest = {
      method: request.method, path: url.pathname.slice(API_PREFIX.length) || '/', query: url.searchParams, headers: request.headers,
      body: text ? jsonOrText(text) : undefined, credentials: request.credentials,
    };
    requests.push(fake);
    const route = table[`${fake.method} ${fake.path}`];
    if (!route) return new Response(JSON.stringify({ error: 'not_found', message: 'Not found.' }), { status: 404 });
    const answer = typeof route === 'function' ? await route(fake) : route;
    const status = answer.status ?? 200;
    const body = NO_BODY.has(status) ? null : JSON.stringify(answer.body ?? {});
    return new Response(body, { status, headers: { 'content-type': 'application/json', ...answer.headers } });
  });
  return {
    requests,
    route: (key, route) => { table[key] = route; },
    calls: (key) => requests.filter((r) => `${r.method} ${r.path}` === key),
  };
}
