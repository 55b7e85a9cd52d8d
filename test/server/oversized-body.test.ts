/**
 * A body over the limit sent by a client that writes it all before reading (Node's fetch, a
 * browser) still gets its 413 with the documented body, instead of a connection reset while it is
 * sending: the server ends its side after the answer and discards the rest, up to a bound.
 */
import { execFile } from 'node:child_process';
import net from 'node:net';
import { promisify } from 'node:util';
import { BODY_LIMIT_BYTES, OVERSIZED_BODY_DRAIN_BYTES } from '../../src/server/config';
import { startTestApp, type TestApp } from './support/test-app';

const MB = 1_000_000;
const REFUSAL = { error: 'payload_too_large', message: 'Die Anfrage ist zu groß.' };

/**
 * Posts sign-in bodies of the given size with Node's fetch from a process of its own (in this one
 * its writes would wait for the server's event loop and never race the server closing), printing
 * each status and body, or the error.
 */
const FETCH_CLIENT = `
const [url, bytes, times] = process.argv.slice(1);
const body = JSON.stringify({ useremail: 'a@b.c', passwordhash: 'x'.repeat(Number(bytes)) });
(async () => {
  const answers = [];
  for (let i = 0; i < Number(times); i++) {
    try {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-selected-language': 'DE' }, body });
      answers.push({ status: response.status, body: await response.json() });
    } catch (error) {
      answers.push({ error: String(error.cause?.code ?? error.message) });
    }
  }
  console.log(JSON.stringify(answers));
})();
`;

async function fetchFromAnotherProcess(url: string, bytes: number, times: number): Promise<unknown[]> {
  const { stdout } = await promisify(execFile)(process.execPath, ['-e', FETCH_CLIENT, url, String(bytes), String(times)]);
  return JSON.parse(stdout);
}

interface RawUpload { answer: string; error: string | null }

/**
 * Sends the headers and the first megabyte, waits until the server has answered and ended its
 * side, then sends the rest of the body: what a client busy writing does when the answer comes early.
 */
function uploadAfterAnswer(port: number, bytes: number): Promise<RawUpload> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    let answer = '';
    let error: string | null = null;
    socket.on('data', (data) => { answer += data; });
    socket.on('error', (failure: NodeJS.ErrnoException) => { error ??= failure.code ?? failure.message; });
    socket.on('end', () => socket.end(Buffer.alloc(bytes - MB, 'x')));
    socket.on('close', () => resolve({ answer, error }));
    socket.write(`POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${bytes}\r\nx-selected-language: DE\r\n\r\n`);
    socket.write(Buffer.alloc(MB, 'x'));
  });
}

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp({ articles: 100 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => { await t.close(); });

describe('a body over the limit', () => {
  it.each([2, 5])('sent at once by fetch (%i MB) is answered 413 with the documented body, every time', async (megabytes) => {
    expect(megabytes * MB).toBeGreaterThan(BODY_LIMIT_BYTES);
    const answers = await fetchFromAnotherProcess(`http://127.0.0.1:${port}/api/login`, megabytes * MB, 5);
    expect(answers).toEqual(Array(5).fill({ status: 413, body: REFUSAL }));
  });

  it.each([2, 5])('is read on after the 413 until the client is done (%i MB): no reset while it is still sending', async (megabytes) => {
    const { answer, error } = await uploadAfterAnswer(port, megabytes * MB);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual(REFUSAL);
    expect(error).toBeNull();
  });

  it(`cuts off a client that sends more than ${OVERSIZED_BODY_DRAIN_BYTES / 1024 / 1024} MiB after the 413`, async () => {
    const { answer, error } = await uploadAfterAnswer(port, 3 * OVERSIZED_BODY_DRAIN_BYTES);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(error).toMatch(/ECONNRESET|EPIPE/);
  });
});
