/**
 * Compresses the API's answers for clients that accept it. The page's own files are compressed
 * once at build time and sent as they are (app.ts); an answer is compressed as it leaves, when it
 * is text of at least ANSWER_COMPRESSION_MIN_BYTES; a search answer by its route, once per
 * encoding while the answer is kept (catalogue/answer-cache.ts). Synchronously: a search answer
 * (25–37 kB) takes a few tenths of a millisecond, and zlib's asynchronous calls would queue on
 * libuv's thread pool behind the password hashes.
 */
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ANSWER_BROTLI_QUALITY, ANSWER_COMPRESSION_MIN_BYTES, ANSWER_GZIP_LEVEL } from './config';

export type AnswerEncoding = 'br' | 'gzip';

/** Types worth compressing: JSON and text (a file from disk arrives as a stream and is left alone). */
const COMPRESSIBLE_TYPE = /^(application\/json|text\/)/i;

/**
 * The encoding to answer in for an Accept-Encoding header: the one with the higher q-value,
 * brotli on a tie (it is smaller); none when neither is accepted.
 */
export function preferredEncoding(acceptEncoding: string | undefined): AnswerEncoding | null {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...parameters] = part.split(';').map((text) => text.trim());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: AnswerEncoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const [br, gzip] = [weightOf('br'), weightOf('gzip')];
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

export function compress(body: Buffer, encoding: AnswerEncoding): Buffer {
  if (encoding === 'gzip') return zlib.gzipSync(body, { level: ANSWER_GZIP_LEVEL });
  return zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** Adds Accept-Encoding to the answer's Vary header: a cache must keep each encoding apart. */
export function varyOnEncoding(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) return;
  reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * A body the server keeps (a search answer, catalogue/answer-cache.ts; the benchmark floor's) as
 * the client asks for it: sets Vary and Content-Encoding and returns the bytes to send. Each
 * compressed form is made the first time its encoding is asked for and handed to `keep`, so its
 * owner holds it (and counts it) for the next client. The onSend hook below leaves a reply that
 * already names its encoding as it is.
 */
export function keptBody(
  request: FastifyRequest, reply: FastifyReply, body: Buffer, forms: ReadonlyMap<AnswerEncoding, Buffer>,
  keep: (encoding: AnswerEncoding, bytes: Buffer) => void,
): Buffer {
  varyOnEncoding(reply);
  const encoding = body.length >= ANSWER_COMPRESSION_MIN_BYTES ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return body;
  let bytes = forms.get(encoding);
  if (!bytes) {
    bytes = compress(body, encoding);
    keep(encoding, bytes);
  }
  reply.header('content-encoding', encoding);
  return bytes;
}

export function addAnswerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    varyOnEncoding(reply);
    if (reply.hasHeader('content-encoding')) return payload;
    // Asked first: a client that wants no compression costs no copy of the answer into a buffer.
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < ANSWER_COMPRESSION_MIN_BYTES) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compress(body, encoding);
  });
}
