/**
 * An HTTP/1.1 request written by hand on its own TCP connection, so a test decides when its last
 * bytes go out: a request can be left half-sent, in flight, while the server does something else.
 */
import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Set instead when the connection failed or closed without a whole response. */
  error?: string;
}

export interface RawRequest {
  /** Sends everything but the blank line that ends the headers; resolves once it is written. */
  sendAllButEnd(): Promise<void>;
  /** Sends the rest (or the whole request); resolves once it is written. */
  sendEnd(): Promise<void>;
  response: Promise<RawResponse>;
}

function parse(buffer: Buffer): RawResponse | undefined {
  const headerEnd = buffer.indexOf('\r\n\r\n');
  if (headerEnd < 0) return undefined;
  const [statusLine, ...lines] = buffer.subarray(0, headerEnd).toString('latin1').split('\r\n');
  const headers = Object.fromEntries(lines.map((line) => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
  }));
  const length = Number(headers['content-length'] ?? 0);
  const body = buffer.subarray(headerEnd + 4);
  if (body.length < length) return undefined;
  return { status: Number(statusLine.split(' ')[1]), headers, body: body.subarray(0, length).toString('utf8') };
}

export async function openRawRequest(baseUrl: string, path: string, headers: Record<string, string>): Promise<RawRequest> {
  const url = new URL(baseUrl);
  const socket = net.connect(Number(url.port), url.hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const head = [`GET ${path} HTTP/1.1`, `Host: ${url.host}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)]
    .map((line) => `${line}\r\n`).join('');
  let written = 0;
  const request = `${head}\r\n`;
  const write = (upTo: number) => new Promise<void>((resolve) => {
    const chunk = request.slice(written, upTo);
    written = upTo;
    socket.write(chunk, () => resolve());
  });
  const response = new Promise<RawResponse>((resolve) => {
    let received = Buffer.alloc(0);
    const fail = (error: string) => resolve({ status: 0, headers: {}, body: '', error });
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const parsed = parse(received);
      if (parsed) {
        socket.destroy();
        resolve(parsed);
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => fail(error.code ?? error.message));
    socket.on('close', () => fail('closed without a whole response'));
  });
  return { sendAllButEnd: () => write(head.length), sendEnd: () => write(request.length), response };
}
