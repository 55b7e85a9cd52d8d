import { runSaga, type Saga } from 'redux-saga';
import { callEndpoint } from '../../../src/client/api/call-endpoint';

/** An endpoint whose request we control: it answers when told to, and records abort and unsubscribe. */
function fakeEndpoint() {
  let answer!: (value: unknown) => void;
  const request = {
    unwrap: () => new Promise((resolve) => { answer = resolve; }),
    abort: jest.fn(),
    unsubscribe: jest.fn(),
  };
  return { endpoint: { initiate: (arg: string) => ({ type: 'fake/initiate', arg }) }, request, answer: (value: unknown) => answer(value) };
}

function run(saga: Saga, request: object) {
  return runSaga({ dispatch: () => request, getState: () => ({}) }, saga);
}

describe('callEndpoint, the one way sagas reach the API', () => {
  it('returns the unwrapped result and lets go of the request', async () => {
    const fake = fakeEndpoint();
    const task = run(function* saga() {
      return yield* callEndpoint(fake.endpoint, '750');
    } as Saga, fake.request);
    fake.answer({ articles: [] });
    await expect(task.toPromise()).resolves.toEqual({ articles: [] });
    expect(fake.request.unsubscribe).toHaveBeenCalled();
    expect(fake.request.abort).not.toHaveBeenCalled();
  });

  it('aborts the HTTP request when the saga is cancelled (a newer search)', async () => {
    const fake = fakeEndpoint();
    const task = run(function* saga() {
      return yield* callEndpoint(fake.endpoint, '750');
    } as Saga, fake.request);
    task.cancel();
    await task.toPromise();
    expect(fake.request.abort).toHaveBeenCalledTimes(1);
    expect(fake.request.unsubscribe).toHaveBeenCalled();
  });
});
