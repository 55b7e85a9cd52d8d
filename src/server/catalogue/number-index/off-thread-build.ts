/**
 * Builds the number index without holding up the event loop: seconds of sorting and filling
 * arrays at 820,000 numbers run in a worker thread, the numbers handed over in batches with the
 * loop free between them (docs/performance.md, Mistyped numbers). The thread runs the compiled
 * build-thread.js; where there is none (the TypeScript sources under jest, with small catalogues)
 * the index is built on this thread.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { NUMBER_INDEX_BATCH } from '../../config';
import { freeEventLoop } from '../../event-loop';
import { NumberIndex, type NumberIndexParts } from './number-index';

/** A batch of numbers, or (without) the word that all have come. */
export interface ToBuildThread {
  numbers?: string[];
}

const THREAD_FILE = path.join(__dirname, 'build-thread.js');

/** The index of `numbers`; rejects with the signal's reason once it is aborted (the thread is stopped). */
export async function buildNumberIndex(numbers: readonly string[], signal: AbortSignal): Promise<NumberIndex> {
  signal.throwIfAborted();
  if (!fs.existsSync(THREAD_FILE)) return NumberIndex.build(numbers);
  const worker = new Worker(THREAD_FILE);
  // A process that exits without closing the server is not kept alive by a build.
  worker.unref();
  const stop = () => void worker.terminate();
  signal.addEventListener('abort', stop, { once: true });
  try {
    const built = new Promise<NumberIndexParts>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(signal.aborted ? signal.reason : new Error(`number index thread exited with ${code}`)));
    });
    // Stopped while still handing numbers over, the thread's end is no one's to hear.
    built.catch(() => undefined);
    for (let from = 0; from < numbers.length; from += NUMBER_INDEX_BATCH) {
      worker.postMessage({ numbers: numbers.slice(from, from + NUMBER_INDEX_BATCH) } satisfies ToBuildThread);
      await freeEventLoop();
      signal.throwIfAborted();
    }
    worker.postMessage({} satisfies ToBuildThread);
    return NumberIndex.fromParts(await built);
  } finally {
    signal.removeEventListener('abort', stop);
    void worker.terminate();
  }
}
