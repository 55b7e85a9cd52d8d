/**
 * The saga ↔ RTK Query bridge is typed by the endpoint definitions: `npm run typecheck` (and
 * ts-jest) compile this file, and each `@ts-expect-error` below fails that compile the day the
 * misread it marks type-checks again (a bridge that gave back `any` would let all of them pass).
 */
import { expectSaga } from 'redux-saga-test-plan';
import { api, type SearchArgs, type SearchResult } from '../../../src/client/api/api';
import { requestEndpoint, type EndpointArg, type EndpointResult } from '../../../src/client/api/call-endpoint';
import { fetchArticles } from '../../../src/client/features/search/steps/fetch-articles';
import { typedCall } from '../../../src/client/lib/typed-call';
import type { ReplacementsResponse } from '../../../src/shared/contract';
import { endpointAnswers } from '../support/saga';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(verdict: Same<A, B>) => verdict;

// Each endpoint's answer and argument are the ones its definition in api.ts names.
same<EndpointResult<typeof api.endpoints.search>, SearchResult>(true);
same<EndpointResult<typeof api.endpoints.replacements>, ReplacementsResponse>(true);
same<EndpointArg<typeof api.endpoints.search>, SearchArgs>(true);
same<EndpointResult<typeof api.endpoints.search>, ReplacementsResponse>(false);

export function* misreadsASearchAnswer() {
  const result = yield* requestEndpoint(api.endpoints.search, { q: '750' });
  // @ts-expect-error a search answers articles, not replacement rows
  return result.replacements;
}

export function* passesAReplacementArgumentToSearch() {
  // @ts-expect-error the search endpoint takes { q, … }, not { q, mode }
  yield* requestEndpoint(api.endpoints.search, { q: '750', mode: 'replacement' });
}

export function* misreadsWhatAStepReturns() {
  const result = yield* typedCall(fetchArticles, { q: '750' });
  // @ts-expect-error total is a number
  const total: string = result.total;
  return total;
}

export function* misreadsAProfile() {
  const { user } = yield* requestEndpoint(api.endpoints.profile, undefined);
  // @ts-expect-error the customer is an object (or null), not its name
  const name: string = user.customer;
  return name;
}

describe('requestEndpoint, the typed way sagas call callEndpoint', () => {
  it('yields call(callEndpoint, …), so a test answers for the server, and gives back the answer', async () => {
    const answer: SearchResult = { articles: [], brands: [], onStock: 0, total: 0, searchId: 's-1' };
    function* saga() {
      const result = yield* requestEndpoint(api.endpoints.search, { q: '750' });
      return result.searchId;
    }
    const { returnValue } = await expectSaga(saga).provide([endpointAnswers({ search: { ok: answer } })]).run();
    expect(returnValue).toBe('s-1');
  });
});
