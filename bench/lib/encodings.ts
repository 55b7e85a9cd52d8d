/**
 * How the benchmarks ask for compressed answers, as a browser does, and the encodings and levels
 * the compression table compares. The server compresses through src/server/compression.ts at the
 * levels of src/server/config.ts; `compressAt` does the same work at any level, and is checked to
 * give exactly the server's bytes at the configured ones.
 */
import zlib from 'node:zlib';
import { compress, preferredEncoding } from '../../src/server/compression';
import { ANSWER_BROTLI_QUALITY, ANSWER_COMPRESSION_MIN_BYTES, ANSWER_GZIP_LEVEL } from '../../src/server/config';

export const ENCODINGS = ['identity', 'gzip', 'br'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * The Accept-Encoding header sent for each: for brotli, Chromium's own (it offers br to https sites
 * and to localhost, so every customer's browser sends it); for gzip, what a client without brotli sends.
 */
export const ACCEPT_ENCODING: Record<Encoding, string> = {
  identity: 'identity',
  gzip: 'gzip, deflate',
  br: 'gzip, deflate, br, zstd',
};

export function encodingOption(value: string): Encoding {
  const encoding = ENCODINGS.find((e) => e === value);
  if (!encoding) throw new Error(`--encoding must be ${ENCODINGS.join(', ')}, not "${value}"`);
  return encoding;
}

export interface Candidate {
  encoding: Encoding;
  /** gzip level or brotli quality; 0 for identity. */
  level: number;
}

/** identity, gzip 1/4/6, brotli 1/3/4/5/6 and 11 (the build's level for the page's files, for reference). */
export const CANDIDATES: Candidate[] = [
  { encoding: 'identity', level: 0 },
  ...[1, 4, 6].map((level) => ({ encoding: 'gzip' as const, level })),
  ...[1, 3, 4, 5, 6, 11].map((level) => ({ encoding: 'br' as const, level })),
];

export const candidateName = ({ encoding, level }: Candidate): string => (encoding === 'identity' ? 'identity' : `${encoding} ${level}`);

/** The server's setting for a client that sends `ACCEPT_ENCODING[encoding]`. */
export function serverCandidate(encoding: Encoding): Candidate {
  const chosen = preferredEncoding(ACCEPT_ENCODING[encoding]);
  if (chosen === 'br') return { encoding: 'br', level: ANSWER_BROTLI_QUALITY };
  if (chosen === 'gzip') return { encoding: 'gzip', level: ANSWER_GZIP_LEVEL };
  return { encoding: 'identity', level: 0 };
}

/** A body compressed as the server's compress() does, at the candidate's level. */
export function compressAt(body: Buffer, { encoding, level }: Candidate): Buffer {
  if (encoding === 'identity') return body;
  if (encoding === 'gzip') return zlib.gzipSync(body, { level });
  return zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: level,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** What the server sends for a body: compressed at its level from the threshold on, else as it is. */
export function sentAs(body: Buffer, encoding: Encoding): Buffer {
  const candidate = serverCandidate(encoding);
  if (candidate.encoding === 'identity' || body.length < ANSWER_COMPRESSION_MIN_BYTES) return body;
  return compress(body, candidate.encoding);
}

/**
 * Fails when compressAt no longer gives the server's own bytes at the configured levels (the
 * server's compression changed): the table would then measure something the server does not do.
 */
export function assertSameAsServer(body: Buffer): void {
  for (const encoding of ['gzip', 'br'] as const) {
    if (!compressAt(body, serverCandidate(encoding)).equals(compress(body, encoding))) {
      throw new Error(`the benchmark's ${encoding} no longer matches src/server/compression.ts: update bench/lib/encodings.ts`);
    }
  }
}
