/**
 * GET /api/similar as the page asks it (docs/api.md): the search's parameters, and always as a
 * follow-up of the search held (docs/search-flow.md, The search id).
 */
import { api } from '../../../src/client/api/api';
import { HEADER_SEARCH_ID, HEADER_SEARCH_ORIGIN, SEARCH_ORIGIN_AUTO } from '../../../src/shared/api-constants';
import { installFakeApi } from '../support/fake-api';
import { DEMO_USER } from '../support/render-app';
import { createTestStore } from '../support/test-store';

afterEach(() => jest.restoreAllMocks());

const ANSWER = { articles: [], brands: [], onStock: 0, total: 0 };

function ask(args: Parameters<typeof api.endpoints.similar.initiate>[0]) {
  const server = installFakeApi({ 'GET /similar': { body: ANSWER } });
  const { store } = createTestStore({ session: { token: 'x'.repeat(43), user: DEMO_USER } });
  return { server, answer: store.dispatch(api.endpoints.similar.initiate(args)).unwrap() };
}

describe('GET /similar', () => {
  it('sends the query, the brand and stock filters, the search id held and origin auto', async () => {
    const { server, answer } = ask({ q: '6es72141ag4o0xb0', brands: ['Siemens', 'Pepperl+Fuchs'], onstock: true, searchId: 'held-id' });
    await expect(answer).resolves.toEqual(ANSWER);
    const [request] = server.calls('GET /similar');
    expect(Object.fromEntries(request.query)).toEqual({ q: '6es72141ag4o0xb0', brands: '["Siemens","Pepperl+Fuchs"]', onstock: 'true' });
    expect(request.headers.get(HEADER_SEARCH_ID)).toBe('held-id');
    expect(request.headers.get(HEADER_SEARCH_ORIGIN)).toBe(SEARCH_ORIGIN_AUTO);
  });

  it('leaves out the filters not set and a search id not held, and is still the page\'s own follow-up', async () => {
    const { server, answer } = ask({ q: '1ag400xb0', brands: [], onstock: false, searchId: null });
    await answer;
    const [request] = server.calls('GET /similar');
    expect(Object.fromEntries(request.query)).toEqual({ q: '1ag400xb0' });
    expect(request.headers.has(HEADER_SEARCH_ID)).toBe(false);
    expect(request.headers.get(HEADER_SEARCH_ORIGIN)).toBe(SEARCH_ORIGIN_AUTO);
  });
});
