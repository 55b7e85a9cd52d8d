/** The number index holder: one index per catalogue version, the old one answering while the next builds, a failed build retried. */
import type { FastifyBaseLogger } from 'fastify';
import { IndexHolder } from '../../../../src/server/catalogue/number-index/index-holder';
import { NUMBER_INDEX_RETRY_MS } from '../../../../src/server/config';
import type { CatalogueNumbers } from '../../../../src/server/store/store';

interface FakeIndex {
  numbers: string[];
}

/** A read of the store's numbers that the test settles when it chooses. */
interface PendingRead {
  resolve: (numbers: CatalogueNumbers) => void;
  reject: (error: Error) => void;
}

function holderOnFakeStore() {
  const reads: PendingRead[] = [];
  const clock = { now: 1_000_000 };
  const log = { info: jest.fn(), error: jest.fn() };
  const holder = new IndexHolder<FakeIndex>({
    store: { catalogueNumbers: () => new Promise<CatalogueNumbers>((resolve, reject) => { reads.push({ resolve, reject }); }) },
    build: (numbers) => ({ numbers }),
    now: () => clock.now,
    log: log as unknown as FastifyBaseLogger,
  });
  /** Waits until the holder has asked the store `count` times in all. */
  const asked = async (count: number) => {
    while (reads.length < count) await new Promise((resolve) => setImmediate(resolve));
    return reads[count - 1];
  };
  return { holder, reads, clock, log, asked };
}

it('waits 10 s before trying a failed build again', () => {
  expect(NUMBER_INDEX_RETRY_MS).toBe(10_000);
});

it('awaits the first build, shared by the requests that arrive meanwhile, and builds no more for the same version', async () => {
  const { holder, reads, asked } = holderOnFakeStore();
  const first = holder.current();
  const second = holder.current();
  (await asked(1)).resolve({ numbers: ['6es72141ag400xb0'], catalogueVersion: 'v1' });
  expect(await first).toEqual({ numbers: ['6es72141ag400xb0'] });
  expect(await second).toBe(await first);
  await holder.seen('v1');
  expect(reads).toHaveLength(1);
  expect(holder.catalogueVersion).toBe('v1');
});

it('keeps answering with the old index while the next version\'s builds, then answers with the new one', async () => {
  const { holder, asked } = holderOnFakeStore();
  const current = holder.current();
  (await asked(1)).resolve({ numbers: ['old'], catalogueVersion: 'v1' });
  await current;
  const building = holder.seen('v2');
  const read = await asked(2);
  expect(await holder.current()).toEqual({ numbers: ['old'] });
  expect(holder.catalogueVersion).toBe('v1');
  read.resolve({ numbers: ['new'], catalogueVersion: 'v2' });
  await building;
  expect(await holder.current()).toEqual({ numbers: ['new'] });
  expect(holder.catalogueVersion).toBe('v2');
});

it('logs a failed first build, answers with an empty index, and tries again once NUMBER_INDEX_RETRY_MS have passed', async () => {
  const { holder, reads, clock, log, asked } = holderOnFakeStore();
  const current = holder.current();
  (await asked(1)).reject(new Error('database away'));
  expect(await current).toEqual({ numbers: [] });
  expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ event: 'number-index-failed' }), expect.any(String));

  clock.now += NUMBER_INDEX_RETRY_MS - 1;
  expect(await holder.current()).toEqual({ numbers: [] });
  expect(reads).toHaveLength(1);

  clock.now += 1;
  const retried = holder.current();
  (await asked(2)).resolve({ numbers: ['back'], catalogueVersion: 'v1' });
  expect(await retried).toEqual({ numbers: ['back'] });
});

it('keeps the last index when the next build fails', async () => {
  const { holder, asked, clock } = holderOnFakeStore();
  const current = holder.current();
  (await asked(1)).resolve({ numbers: ['kept'], catalogueVersion: 'v1' });
  await current;
  const failing = holder.seen('v2');
  (await asked(2)).reject(new Error('lost connection'));
  await failing;
  expect(await holder.current()).toEqual({ numbers: ['kept'] });
  expect(holder.catalogueVersion).toBe('v1');

  clock.now += NUMBER_INDEX_RETRY_MS;
  const again = holder.seen('v2');
  (await asked(3)).resolve({ numbers: ['next'], catalogueVersion: 'v2' });
  await again;
  expect(await holder.current()).toEqual({ numbers: ['next'] });
});
