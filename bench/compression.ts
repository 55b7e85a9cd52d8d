/**
 * What compressing a search answer costs and saves, per query class: each candidate encoding and
 * level applied in process to the class's real answers (fetched from the server uncompressed), the
 * CPU time per answer, the bytes sent, and how long those bytes take on the slow 4G link of the
 * page-load benchmark. The search benchmark runs it on every class before its HTTP load.
 */
import { percentile } from './lib/stats';
import { CANDIDATES, candidateName, compressAt, assertSameAsServer, type Candidate } from './lib/encodings';
import { check, type TargetCheck } from './lib/targets';

/** The slow 4G link's download rate (1.6 Mbit/s), as the page-load benchmark emulates it. */
export const SLOW_4G_DOWN_BITS_PER_SECOND = 1_600_000;
/** Time spent compressing each candidate's answers, per class: enough for a stable median. */
const MEASURE_MS = 150;
const MIN_ROUNDS = 5;
/**
 * At most this many of a class's answers, spread over them: random-prefix has 2,500, and brotli 11
 * alone takes tens of milliseconds an answer.
 */
export const MAX_SAMPLED_ANSWERS = 50;

/** Up to `MAX_SAMPLED_ANSWERS` of the answers, evenly spread (all of them when there are fewer). */
export function sampledAnswers(bodies: Buffer[]): Buffer[] {
  if (bodies.length <= MAX_SAMPLED_ANSWERS) return bodies;
  const step = bodies.length / MAX_SAMPLED_ANSWERS;
  return Array.from({ length: MAX_SAMPLED_ANSWERS }, (_, i) => bodies[Math.floor(i * step)]);
}
/**
 * The most the server's setting may cost per answer of any class: the store's own work for a
 * 100-article search is about 0.3 ms, and compressing should not cost more than finding.
 */
export const MAX_COMPRESSION_US = 300;

export interface CompressionCost {
  class: string;
  candidate: string;
  encoding: Candidate['encoding'];
  level: number;
  /** The class's answers as they are: mean bytes. */
  answerBytes: number;
  /** Mean bytes after compression (the answer itself below the server's threshold is still compressed here). */
  sentBytes: number;
  /** CPU time to compress one answer, median and p99 over every answer and round, in µs. */
  medianUs: number;
  p99Us: number;
  /** The mean answer's bytes on the slow 4G link, in ms. */
  slow4gMs: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export function transferMs(bytes: number): number {
  return round1((bytes * 8 * 1000) / SLOW_4G_DOWN_BITS_PER_SECOND);
}

function timed(body: Buffer, candidate: Candidate): { us: number; bytes: number } {
  const start = process.hrtime.bigint();
  const bytes = compressAt(body, candidate).length;
  return { us: Number(process.hrtime.bigint() - start) / 1000, bytes };
}

/** Every candidate on one class's answers. */
export function compressionCosts(className: string, answers: Buffer[]): CompressionCost[] {
  const bodies = sampledAnswers(answers);
  for (const body of bodies) assertSameAsServer(body);
  const answerBytes = Math.round(bodies.reduce((sum, body) => sum + body.length, 0) / bodies.length);
  return CANDIDATES.map((candidate) => {
    for (const body of bodies) compressAt(body, candidate); // warm up
    const samples: number[] = [];
    let sentTotal = 0;
    const deadline = performance.now() + MEASURE_MS;
    for (let round = 0; round < MIN_ROUNDS || performance.now() < deadline; round++) {
      for (const body of bodies) {
        const { us, bytes } = timed(body, candidate);
        samples.push(us);
        if (round === 0) sentTotal += bytes;
      }
    }
    samples.sort((a, b) => a - b);
    const sentBytes = Math.round(sentTotal / bodies.length);
    return {
      class: className, candidate: candidateName(candidate), ...candidate, answerBytes, sentBytes,
      medianUs: Math.round(percentile(samples, 50)), p99Us: Math.round(percentile(samples, 99)), slow4gMs: transferMs(sentBytes),
    };
  });
}

/** One row per candidate, one column per class: "µs · kB · ms on slow 4G". */
export function printCompressionCosts(costs: CompressionCost[]): void {
  const classes = [...new Set(costs.map((c) => c.class))];
  console.log('\nCompressing the answers, in process: median µs per answer · kB sent · ms to download on slow 4G (1.6 Mbit/s)');
  console.table(CANDIDATES.map(candidateName).map((candidate) => Object.fromEntries([
    ['setting', candidate],
    ...classes.map((name) => {
      const cost = costs.find((c) => c.class === name && c.candidate === candidate);
      return [name, cost ? `${cost.medianUs} µs · ${round1(cost.sentBytes / 1000)} kB · ${cost.slow4gMs} ms` : ''];
    }),
  ])));
}

/** The server's setting costs at most MAX_COMPRESSION_US per answer, median, in every class. */
export function compressionChecks(costs: CompressionCost[], setting: Candidate): TargetCheck[] {
  const chosen = costs.filter((c) => c.candidate === candidateName(setting));
  if (chosen.length === 0) return [];
  const worst = chosen.reduce((most, next) => (next.medianUs > most.medianUs ? next : most));
  return [check(`${candidateName(setting)} CPU per answer, median, worst class (${worst.class})`, worst.medianUs, MAX_COMPRESSION_US, ' µs')];
}
