import { DEMO_BRANDS } from '../../../src/server/catalogue/demo/demo-brands';
import { FIXTURE_ARTICLES, MUSTER, NORDTECH } from '../../../src/server/catalogue/demo/fixtures';
import type { BrandsResponse, ReplacementsResponse, SearchResponse } from '../../../src/shared/contract';
import { soldBrandNames } from '../../../src/shared/brands/brand-mapping';
import { startTestApp, TEST_BACKENDS, type TestApp } from '../support/test-app';
import { DEMO } from '../../support/demo-users';

describe.each(TEST_BACKENDS)('on %s', (backend) => {
  let t: TestApp;
  let demo: string;
  let nord: string;
  beforeAll(async () => {
    t = await startTestApp({ backend });
    demo = await t.signIn(DEMO.muster.email);
    nord = await t.signIn(DEMO.nord.email);
  });
  afterAll(async () => { await t.close(); });

  const json = async <T>(url: string, token: string) => (await t.get(url, token)).json() as T;
  const search = (q: string, token: string, extra = '') => json<SearchResponse>(`/api/search?q=${encodeURIComponent(q)}${extra}`, token);

  describe('POST /api/brands', () => {
    it('lists the brands the tool sells, sorted, to the demo customer', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/brands', headers: { authorization: `Bearer ${demo}` } });
      expect(response.statusCode).toBe(200);
      expect((response.json() as BrandsResponse).brands).toEqual(soldBrandNames(DEMO_BRANDS));
    });

    it('leaves out Nordtech\'s blocked brands', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/brands', headers: { authorization: `Bearer ${nord}` } });
      const { brands } = response.json() as BrandsResponse;
      expect(brands).toEqual(soldBrandNames(DEMO_BRANDS).filter((b) => b !== 'Pilz' && b !== 'Omron'));
    });

    it('answers 401 without a token', async () => {
      expect((await t.app.inject({ method: 'POST', url: '/api/brands' })).statusCode).toBe(401);
    });
  });

  describe('customer isolation: each customer sees its own discounts', () => {
    it.each(FIXTURE_ARTICLES.filter((row) => row.brand !== 'Pilz' && row.brand !== 'Omron').map((row) => [row.artnr, row.discountgroup]))(
      '%s (group %j)',
      async (artnr, group) => {
        const [forDemo] = (await search(artnr, demo, '&exact=true')).articles;
        const [forNord] = (await search(artnr, nord, '&exact=true')).articles;
        expect(forDemo.discount).toBe(group ? (MUSTER.discounts[group] ?? null) : null);
        expect(forNord.discount).toBe(group ? (NORDTECH.discounts[group] ?? null) : null);
      },
    );

    it('gives Nordtech 12 % and the demo customer 32 % on s7a', async () => {
      expect((await search('6ES7214-1AG40-0XB0', nord)).articles[0].discount).toBe(12);
      expect((await search('6ES7214-1AG40-0XB0', demo)).articles[0].discount).toBe(32);
    });

    it('never gives a generated article Muster\'s generated-group discount to Nordtech', async () => {
      const { articles } = await search('6', nord);
      for (const article of articles) {
        if (article.discountgroup !== 's7a' && article.discountgroup !== 'sick-b') expect(article.discount).toBeNull();
      }
    });
  });

  describe('blocked brands (Nordtech blocks Pilz and Omron)', () => {
    it('removes them from results and facets', async () => {
      const forNord = await search('750', nord);
      expect(forNord.articles.some((a) => a.brand === 'Pilz')).toBe(false);
      expect(forNord.brands.some((b) => b.brand === 'Pilz')).toBe(false);
      const forDemo = await search('750', demo);
      const pilz = forDemo.brands.find((b) => b.brand === 'Pilz')?.count ?? 0;
      expect(pilz).toBeGreaterThan(0);
      expect(forNord.total).toBe(forDemo.total - pilz);
    });

    it('removes them even when the filter asks for them', async () => {
      const forNord = await search('750', nord, `&brands=${encodeURIComponent('["Pilz"]')}`);
      expect(forNord.articles).toEqual([]);
      expect(forNord.total).toBe(0);
    });

    it('finds nothing for a blocked brand\'s article number', async () => {
      expect((await search('E2E-X5ME1-Z 2M', nord)).total).toBe(0);
      expect((await search('750104', nord)).total).toBe(0);
    });

    it('removes them from the on-stock count', async () => {
      const forNord = await search('e', nord);
      const forDemo = await search('e', demo);
      const omronOnStock = (await search('e', demo, `&brands=${encodeURIComponent('["Omron"]')}&onstock=true`)).total;
      expect(forNord.onStock).toBe(forDemo.onStock - omronOnStock);
    });

    it('removes them from replacements', async () => {
      const forDemo = await json<ReplacementsResponse>('/api/replacements?q=6es72141ag310xb0&mode=exact_match', demo);
      const forNord = await json<ReplacementsResponse>('/api/replacements?q=6es72141ag310xb0&mode=exact_match', nord);
      expect(forDemo.replacements.map((r) => r.to_brand)).toEqual(['Omron', 'Siemens']);
      expect(forNord.replacements.map((r) => r.to_brand)).toEqual(['Siemens']);
      const omronOriginal = await json<ReplacementsResponse>('/api/replacements?q=e2ex5mf1&mode=replacement', nord);
      expect(omronOriginal).toEqual({ replacements: [], originalBrand: null });
    });
  });

  describe('GET /api/replacements', () => {
    it.each([
      ['6ES7214-1AG31-0XB0', 'exact_match', 'Siemens', [['6es72141ag400xb0', 'Siemens'], ['cp2en30dtd', 'Omron']]],
      ['3RH1122-1BB40', 'replacement', 'Siemens', [['3rh21221bb40', 'Siemens'], ['ca2kn22bd', 'Telemecanique']]],
      ['e2ex5mf1', 'replacement', 'Omron', [['e2ex5me1z2m', 'Omron']]],
    ])('lists the replacements of %s (mode %s)', async (q, mode, originalBrand, expected) => {
      const body = await json<ReplacementsResponse>(`/api/replacements?q=${encodeURIComponent(q)}&mode=${mode}`, demo);
      expect(body.originalBrand).toBe(originalBrand);
      expect(body.replacements.map((r) => [r.to_artnrt4, r.to_brand])).toEqual(expect.arrayContaining(expected));
      expect(body.replacements).toHaveLength(expected.length);
    });

    it('answers an article without replacements with an empty list', async () => {
      expect(await json('/api/replacements?q=6es72141ag400xb0&mode=exact_match', demo)).toEqual({ replacements: [], originalBrand: null });
    });

    it.each([
      ['no mode', '/api/replacements?q=abc'],
      ['an unknown mode', '/api/replacements?q=abc&mode=all'],
      ['an empty query', '/api/replacements?q=&mode=replacement'],
    ])('answers %s with 400 invalid_query', async (_case, url) => {
      const response = await t.get(url, demo);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_query' });
    });

    it('answers 401 without a token', async () => {
      expect((await t.get('/api/replacements?q=abc&mode=replacement')).statusCode).toBe(401);
    });
  });

  describe('GET /api/health and /api/flags', () => {
    it('reports the catalogue size and version', async () => {
      const response = await t.get('/api/health');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'ok', articles: 3000, catalogueVersion: expect.stringMatching(/^demo-\d+-3000$/), catalogue: 'loaded',
        checks: { accepting: 'ok', database: 'ok', writes: 'ok', catalogue: 'ok' },
      });
    });

    it('hands the SPA the feature flags (docs/behaviour.md, Maintenance and flags)', async () => {
      expect((await t.get('/api/flags')).json()).toEqual({ beta: false, christmasBreakBanner: true, maintenance: false, replacementSearch: true });
    });
  });
});
