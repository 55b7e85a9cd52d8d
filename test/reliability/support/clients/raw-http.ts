/**
 * Raw HTTP over a socket, for what a well-behaved client never sends: headers a byte at a time, a
 * malformed request line, a body longer than the limit. Resolves with what the server answered
 * once a whole response has arrived, the server has closed the connection, or `giveUpMs` passed.
 */
import net from 'node:net';

export interface RawAnswer {
  /** 0 when no status line arrived. */
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Whether the server closed the connection (rather than the client giving up). */
  closedByServer: boolean;
  /** From connecting until the answer was complete or the connection closed. */
  ms: number;
  bytesSent: number;
}

function parse(text: string): Pick<RawAnswer, 'status' | 'headers' | 'body'> & { complete: boolean } {
  const end = text.indexOf('\r\n\r\n');
  if (end === -1) return { status: 0, headers: {}, body: '', complete: false };
  const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = text.slice(end + 4);
  const length = Number(headers['content-length']);
  return { status: Number(statusLine.split(' ')[1]), headers, body, complete: Number.isFinite(length) && Buffer.byteLength(body) >= length };
}

export function exchange(port: number, options: { chunks: Iterable<string | Buffer>; gapMs?: number; giveUpMs: number }): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    const chunks = options.chunks[Symbol.iterator]();
    const received: Buffer[] = [];
    let bytesSent = 0;
    let closedByServer = false;
    let sender: NodeJS.Timeout | undefined;
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(sender);
      clearTimeout(giveUp);
      const { complete: _complete, ...answer } = parse(Buffer.concat(received).toString('utf8'));
      resolve({ ...answer, closedByServer, ms: Date.now() - started, bytesSent });
      socket.destroy();
    };
    const giveUp = setTimeout(finish, options.giveUpMs);
    const sendNext = () => {
      if (settled || !socket.writable) return;
      const next = chunks.next();
      if (next.done) return;
      socket.write(next.value);
      bytesSent += Buffer.byteLength(next.value);
      sender = setTimeout(sendNext, options.gapMs ?? 0);
    };
    socket.on('connect', sendNext);
    socket.on('data', (data: Buffer) => {
      received.push(data);
      if (parse(Buffer.concat(received).toString('utf8')).complete) finish();
    });
    // A reset after the server's answer is how a refused upload often ends; the answer still counts.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closedByServer = !settled;
      finish();
    });
  });
}

/** The same text over and over, a character at a time: a header that never ends. */
export function* endlessly(text: string): Generator<string> {
  for (;;) yield* text;
}
