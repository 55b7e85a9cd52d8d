/**
 * Article numbers as customers paste them (from PDFs, web pages, word processors) find the article
 * on both stores: the server normalises the query with the same rule it stored the numbers with.
 */
import type { ReplacementsResponse, SearchResponse } from '../../../src/shared/contract';
import { startTestApp, TEST_BACKENDS, type TestApp } from '../support/test-app';
import { DEMO } from '../../support/demo-users';

describe.each(TEST_BACKENDS)('pasted article numbers on %s', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp({ backend });
    token = await t.signIn(DEMO.muster.email);
  });
  afterAll(async () => { await t.close(); });

  const get = async <T>(path: string, params: Record<string, string>) => {
    const response = await t.get(`${path}?${new URLSearchParams(params)}`, token);
    expect(response.statusCode).toBe(200);
    return response.json() as T;
  };

  it.each([
    ['a no-break space, as copied from a PDF', 'E3Z-D61\u00a02M', 'E3Z-D61 2M'],
    ['en dashes', '6ES7214\u20131AG40\u20130XB0', '6ES7214-1AG40-0XB0'],
    ['non-breaking hyphens', '6ES7214\u20111AG40\u20110XB0', '6ES7214-1AG40-0XB0'],
    ['O typed for Ö', 'ES 95 1S/1O', 'ES 95 1S/1Ö'],
    ['the Ö itself', 'ES 95 1S/1Ö', 'ES 95 1S/1Ö'],
    ['a zero-width space and a soft hyphen', '1040\u200b7\u00ad64', '1040764'],
  ])('%s: %j finds %j, exactly and by prefix', async (_what, q, artnr) => {
    const exact = await get<SearchResponse>('/api/search', { q, exact: 'true' });
    expect(exact.articles.map((a) => a.artnr)).toEqual([artnr]);
    const prefix = await get<SearchResponse>('/api/search', { q });
    expect(prefix.articles.map((a) => a.artnr)).toContain(artnr);
  });

  it('stores the Steute number with its Ö folded, as the query is', async () => {
    const { articles } = await get<SearchResponse>('/api/search', { q: 'ES 95 1S/1Ö', exact: 'true' });
    expect(articles[0]).toMatchObject({ artnrt4: 'es951s1o', to_artnrt4: 'es951s1o' });
  });

  it('finds the replacements of a number pasted with en dashes', async () => {
    const body = await get<ReplacementsResponse>('/api/replacements', { q: '3RH1122\u20131BB40', mode: 'replacement' });
    expect(body.originalBrand).toBe('Siemens');
    expect(body.replacements.map((r) => r.to_artnrt4).sort()).toEqual(['3rh21221bb40', 'ca2kn22bd']);
  });
});
