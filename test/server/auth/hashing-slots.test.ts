import { HashingBusyError, HashingSlots } from '../../../src/server/auth/hashing-slots';

/** Work that finishes when the test says so. */
function controllable() {
  let finish: (value: string) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const promise = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { promise, finish, fail };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('HashingSlots', () => {
  it('runs at most `limit` pieces of work at once and starts the waiting ones in arrival order', async () => {
    const slots = new HashingSlots(2);
    const work = [controllable(), controllable(), controllable(), controllable()];
    const started: number[] = [];
    const results = work.map((w, i) => slots.run(() => {
      started.push(i);
      return w.promise;
    }));
    await settled();
    expect(started).toEqual([0, 1]);

    work[1].finish('b');
    await settled();
    expect(started).toEqual([0, 1, 2]);
    work[0].fail(new Error('a failed'));
    await settled();
    expect(started).toEqual([0, 1, 2, 3]);

    work[2].finish('c');
    work[3].finish('d');
    await expect(Promise.allSettled(results)).resolves.toEqual([
      { status: 'rejected', reason: new Error('a failed') },
      { status: 'fulfilled', value: 'b' },
      { status: 'fulfilled', value: 'c' },
      { status: 'fulfilled', value: 'd' },
    ]);
    // Every slot came back: as many as the limit start at once again.
    const again = [controllable(), controllable(), controllable()];
    const startedAgain: number[] = [];
    again.forEach((w, i) => void slots.run(() => {
      startedAgain.push(i);
      return w.promise;
    }));
    await settled();
    expect(startedAgain).toEqual([0, 1]);
    again.forEach((w) => w.finish('done'));
  });

  it('refuses work that waits longer than its limit with a 503 and Retry-After, and keeps the queue intact', async () => {
    const slots = new HashingSlots(1);
    const holder = controllable();
    const held = slots.run(() => holder.promise);
    const patient = slots.run(async () => 'patient');
    const refused = slots.run(async () => 'never', 30).catch((error: unknown) => error);

    const error = await refused;
    expect(error).toBeInstanceOf(HashingBusyError);
    expect(error).toMatchObject({ statusCode: 503, code: 'not_ready', headers: { 'retry-after': '1' } });
    holder.finish('held');
    await expect(held).resolves.toBe('held');
    await expect(patient).resolves.toBe('patient');
    // The refused one left no stale place in the queue: the slot is free again at once.
    let ranAtOnce = false;
    void slots.run(async () => { ranAtOnce = true; });
    expect(ranAtOnce).toBe(true);
  });
});
