/**
 * The number index's build thread (off-thread-build.ts): receives the catalogue's numbers in
 * batches, builds the index once told all have come, and sends its typed arrays back, their
 * buffers moved rather than copied.
 */
import { parentPort } from 'node:worker_threads';
import { NumberIndex } from './number-index';
import type { ToBuildThread } from './off-thread-build';

const numbers: string[] = [];
parentPort?.on('message', (message: ToBuildThread) => {
  if (message.numbers) {
    for (const number of message.numbers) numbers.push(number);
    return;
  }
  const parts = NumberIndex.build(numbers).parts;
  const buffers = new Set(Object.values(parts).map((array: ArrayBufferView) => array.buffer as ArrayBuffer));
  parentPort!.postMessage(parts, [...buffers]);
});
