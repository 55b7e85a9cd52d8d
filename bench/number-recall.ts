/**
 * The number index for mistyped numbers (docs/performance.md, Mistyped numbers) on the demo
 * catalogue's normalised numbers, without a database: its build time and memory, each query's
 * time for suggestions and similar articles, and how often a seeded mistyped query finds the
 * number meant first and among the first five.
 *   node dist/bench/bench/number-recall.js [--articles N] [--per-kind N] [--seed N]
 */
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import vm from 'node:vm';
import { generateKeyedArticles } from '../src/server/catalogue/demo/generate';
import { NumberIndex } from '../src/server/catalogue/number-index/number-index';
import { DEMO_CATALOGUE_ARTICLES } from '../src/server/config/tuning';
import { SIMILAR_RESULT_LIMIT, SUGGESTION_LIMIT } from '../src/shared/api-constants';
import { mistypedQueries, recallOf, SINGLE_MISTAKES, type Recall } from './lib/mistyped-numbers';
import { runIfMain, writePartResult } from './lib/report';
import { summarise } from './lib/stats';
import { check, printTargets } from './lib/targets';

/** The recall targets for single mistakes, and the per-query time an index lookup may take at most (p99). */
export const RECALL_TARGETS = { first: 0.8, firstFive: 0.95 } as const;
export const QUERY_P99_TARGET_MS = { suggest: 1, similar: 3 } as const;
/** The route asks for more than it shows, to break ties by stock. */
const ASKED = 100;

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

function heapUsed(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
}

function timeEach(queries: readonly string[], run: (q: string) => unknown): number[] {
  return queries.map((q) => {
    const started = process.hrtime.bigint();
    run(q);
    return Number(process.hrtime.bigint() - started) / 1e6;
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { articles: { type: 'string' }, 'per-kind': { type: 'string', default: '400' }, seed: { type: 'string', default: '28' } } });
  const articles = Number(values.articles ?? DEMO_CATALOGUE_ARTICLES);
  const numbers: string[] = [];
  for (const { artnrt4 } of generateKeyedArticles(articles)) numbers.push(artnrt4);

  const before = heapUsed();
  const started = performance.now();
  const index = NumberIndex.build(numbers);
  const buildMs = performance.now() - started;
  const memoryMiB = (heapUsed() - before) / 2 ** 20;
  console.log(`${index.size} numbers: built in ${Math.round(buildMs)} ms, ${memoryMiB.toFixed(1)} MiB`);

  const queries = mistypedQueries(numbers, Number(values['per-kind']), Number(values.seed));
  const recall = recallOf((q) => index.similar(q, SIMILAR_RESULT_LIMIT), queries);
  console.log(`\nRecall of ${queries.length} mistyped queries (similar articles, first ${SIMILAR_RESULT_LIMIT})`);
  console.table(recall.map((r: Recall) => ({
    kind: r.kind, queries: r.queries, first: percent(r.first), 'first five': percent(r.firstFive), 'tied first': percent(r.tiedFirst),
  })));

  // As one types: every prefix of 3 characters or more of the numbers mistyped, then the mistyped queries themselves.
  const typing = queries.flatMap(({ intended }) => [3, 5, 8, 12].filter((n) => n <= intended.length).map((n) => intended.slice(0, n)));
  const mistyped = queries.map((q) => q.query);
  timeEach(mistyped, (q) => index.similar(q, ASKED)); // warm up
  const suggest = summarise(timeEach([...typing, ...mistyped], (q) => index.suggest(q, SUGGESTION_LIMIT)));
  const similar = summarise(timeEach(mistyped, (q) => index.similar(q, ASKED)));
  console.log('\nPer query, ms');
  console.table({ suggest, similar });

  const single = recall.find((r) => r.kind === 'single mistakes')!;
  const targets = [
    check('single mistakes: intended number first', single.first * 100, RECALL_TARGETS.first * 100, ' %', false),
    check('single mistakes: intended number in the first five', single.firstFive * 100, RECALL_TARGETS.firstFive * 100, ' %', false),
    check('suggestions, one index query p99', suggest.p99, QUERY_P99_TARGET_MS.suggest, ' ms'),
    check('similar articles, one index query p99', similar.p99, QUERY_P99_TARGET_MS.similar, ' ms'),
  ];
  printTargets('Targets', targets);
  const file = writePartResult('number-recall', {
    articles, numbers: index.size, buildMs: Math.round(buildMs), memoryMiB: Math.round(memoryMiB * 10) / 10,
    queries: queries.length, singleMistakeKinds: SINGLE_MISTAKES, recall, perQueryMs: { suggest, similar }, targets,
  });
  console.log(`\nwritten to ${file}`);
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

runIfMain(module, main);
