/**
 * A chosen suggestion in the support log: the choice is recorded with its number and brand, before
 * the search it starts, and a replay of the record shows it (the box took the number); the
 * suggestions' own answers are recorded without their articles.
 */
import { waitFor } from '@testing-library/react';
import { api } from '../../../../src/client/api/api';
import { replay } from '../../../../src/client/app/replay';
import { createAppStore } from '../../../../src/client/app/store';
import { searchRequested, suggestionChosen } from '../../../../src/client/features/search/search-slice';
import { loginSucceeded } from '../../../../src/client/features/session/session-slice';
import { createActionRecorder } from '../../../../src/client/features/support-log/action-recorder';
import { actionsChecksum } from '../../../../src/client/features/support-log/log-format';
import { makeArticle } from '../../support/article-fixtures';
import { installFakeApi } from '../../support/fake-api';
import { DEMO_USER, MemoryStorage } from '../../support/render-app';
import { fakeNavigator } from '../../support/saga';
import { supportLog } from './replay-fixture';

const SIEMENS = makeArticle('Siemens', '6ES7214-1AG40-0XB0');

function appWithRecorder() {
  installFakeApi({
    'GET /': { body: { user: DEMO_USER } },
    'POST /logout': { status: 204 },
    'GET /suggestions': { body: { suggestions: [{ article: SIEMENS, match: 'prefix' }] } },
    'GET /search': { body: { articles: [SIEMENS], brands: [{ brand: 'Siemens', count: 1 }], onStock: 1, total: 1 } },
    'GET /replacements': { body: { replacements: [], originalBrand: null } },
  });
  let time = 0;
  const recorder = createActionRecorder({ now: () => (time += 10) });
  const { store } = createAppStore({ storage: new MemoryStorage(), recorder, navigator: { ...fakeNavigator, follow: () => () => undefined } });
  store.dispatch(loginSucceeded({ token: 'x'.repeat(43), user: DEMO_USER, remember: true }));
  return { store, recorder };
}

describe('a chosen suggestion in the support log', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is recorded with its number and brand, before the search it starts with that brand as the filter', async () => {
    const { store, recorder } = appWithRecorder();
    store.dispatch(suggestionChosen({ artnr: '6ES7214-1AG40-0XB0', brand: 'Siemens' }));
    await waitFor(() => expect(store.getState().search.searchResults).toEqual([SIEMENS]));
    const entries = recorder.entries();
    const chosen = entries.findIndex((entry) => entry.type === suggestionChosen.type);
    expect(entries[chosen].payload).toEqual({ artnr: '6ES7214-1AG40-0XB0', brand: 'Siemens' });
    const requested = entries.findIndex((entry) => entry.type === searchRequested.type);
    expect(requested).toBeGreaterThan(chosen);
    expect(entries[requested].payload).toEqual({ query: '6ES7214-1AG40-0XB0', brands: ['Siemens'], onstock: false });
  });

  it('shows in a replay of the record, as the box taking the chosen number', async () => {
    const { store, recorder } = appWithRecorder();
    store.dispatch(suggestionChosen({ artnr: '6ES7214-1AG40-0XB0', brand: 'Siemens' }));
    await waitFor(() => expect(store.getState().search.searchResults).toEqual([SIEMENS]));
    const actions = recorder.entries();
    const log = { ...supportLog([]), actions, checksum: actionsChecksum(actions) };
    expect(() => replay.check(log)).not.toThrow();
    const entry = replay.timeline(log).find((step) => step.type === suggestionChosen.type);
    expect(entry?.changes).toEqual([{ field: 'searchQuery', before: '', after: '6ES7214-1AG40-0XB0' }]);
  });

  it('records the suggestions\' answers without their articles', async () => {
    const { store, recorder } = appWithRecorder();
    await store.dispatch(api.endpoints.suggestions.initiate({ q: '6ES7214' })).unwrap();
    const answer = recorder.entries().find((entry) => entry.type === 'api/executeQuery/fulfilled' && JSON.stringify(entry.meta).includes('"suggestions"'));
    expect(answer).toBeDefined();
    expect(answer).not.toHaveProperty('payload');
  });
});
