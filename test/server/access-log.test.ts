/**
 * The access log: one line per request with its method, route pattern, status, milliseconds and
 * request id; never the URL asked for (a customer's search), a header or a body (a token, a
 * password hash). Health probes and metrics scrapes are logged at debug level.
 */
import { Writable } from 'node:stream';
import { clientPasswordHash } from '../../src/server/auth/password';
import { DEMO_PASSWORD } from '../../src/server/catalogue/demo/fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { DEMO } from '../support/demo-users';

const lines: Array<Record<string, unknown>> = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

const DEBUG = 20;
const INFO = 30;

let t: TestApp;
beforeAll(async () => { t = await startTestApp({ articles: 200, logger: { level: 'debug', stream: logStream } }); });
afterAll(() => t.close());
beforeEach(() => { lines.length = 0; });

const accessLines = () => lines.filter((line) => line.event === 'request');

it('writes one line per request: method, route pattern, status, milliseconds and the request id', async () => {
  const token = await t.signIn(DEMO.muster.email);
  const requests: Array<[url: string, id: string, route: string, status: number]> = [
    ['/api/search?q=6ES7214-1AG40-0XB0&exact=true', 'access-1', '/api/search', 200],
    ['/api/replacements?q=3RH1122-1BB40&mode=replacement', 'access-2', '/api/replacements', 200],
    ['/api/no/such/6ES7214', 'access-3', 'unmatched', 404],
  ];
  lines.length = 0;
  for (const [url, id] of requests) await t.get(url, token, { 'x-request-id': id });
  expect(accessLines()).toEqual(requests.map(([, id, route, status]) => ({
    level: INFO, time: expect.any(Number), pid: expect.any(Number), hostname: expect.any(String),
    requestId: id, event: 'request', method: 'GET', route, status, ms: expect.any(Number), msg: 'request',
  })));
  // The searched number is the search's own line's, never the access line's.
  expect(JSON.stringify(accessLines())).not.toMatch(/6ES7214|3RH1122/i);
});

it('holds no token, password hash or e-mail address', async () => {
  const passwordhash = clientPasswordHash(DEMO_PASSWORD);
  const signedIn = await t.app.inject({ method: 'POST', url: '/api/login', payload: { useremail: DEMO.muster.email, passwordhash } });
  const { token } = signedIn.json<{ token: string }>();
  await t.get('/api/', token);
  await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}` } });
  expect(accessLines().map((line) => `${String(line.method)} ${String(line.route)} ${String(line.status)}`)).toEqual([
    'POST /api/login 200', 'GET /api 200', 'POST /api/logout 204',
  ]);
  const text = JSON.stringify(accessLines());
  for (const secret of [token, passwordhash, DEMO.muster.email]) expect(text).not.toContain(secret);
});

it('logs health probes and metrics scrapes at debug level, so the usual info level leaves them out', async () => {
  for (const url of ['/api/health', '/api/health/live', '/api/health/ready', '/api/metrics', '/api/flags']) await t.get(url);
  expect(accessLines().map((line) => [line.route, line.level])).toEqual([
    ['/api/health', DEBUG], ['/api/health/live', DEBUG], ['/api/health/ready', DEBUG], ['/api/metrics', DEBUG], ['/api/flags', INFO],
  ]);
});
