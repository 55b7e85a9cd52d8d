import net from 'node:net';
import { startTestApp, TEST_BACKENDS, type TestApp } from './support/test-app';
import { DEMO } from '../support/demo-users';

describe.each(TEST_BACKENDS)('on %s', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp({ backend, articles: 100 });
    token = await t.signIn(DEMO.muster.email);
  });
  afterAll(async () => { await t.close(); });

  describe('requests too broken for a route', () => {
    it.each(['/api/search?q=%FF%FE', '/api/search?q=750&brands=%E2%82', '/api/replacements?q=%C3%28&mode=replacement'])(
      'refuses %s, whose escapes are not UTF-8, as invalid_query instead of searching for the escape text',
      async (url) => {
        const response = await t.get(url, token, { 'x-selected-language': 'DE' });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: 'invalid_query', message: 'Ungültige Suchanfrage. Bitte versuchen Sie es erneut.' });
      },
    );

    it('still serves a query with well-formed escapes', async () => {
      expect((await t.get('/api/search?q=%36%45%53%37', token)).statusCode).toBe(200);
    });

    it('answers a path the router cannot decode with the documented body', async () => {
      const response = await t.get('/api/sea%FFrch?q=750', token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'invalid_request', message: 'The request is incomplete or malformed.' });
    });

    it('answers bytes that are not HTTP with the documented body', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as net.AddressInfo;
      const answer = await new Promise<string>((resolve) => {
        let received = '';
        const socket = net.connect(port, '127.0.0.1', () => socket.write('GARBAGE / NOT-HTTP\r\n\r\n'));
        socket.on('data', (data) => { received += data; });
        socket.on('close', () => resolve(received));
      });
      expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(answer.slice(answer.indexOf('\r\n\r\n') + 4)).toBe('{"error":"invalid_request","message":"The request is incomplete or malformed."}');
    });
  });
});
