/**
 * Isolation between customers, property-based: for random pairs of users, random
 * queries and filters, and with the other user's customer and user ids planted in the query and the
 * body (refused with 400), the headers and the cookie (ignored), every discount a user gets is its own customer's, and its
 * blocked brands appear nowhere: not in /brands, /brand-data, results, facets, counts, replacements,
 * suggestions, similar articles or a parts list's lines (each line resolved as a scan of the catalogue says). After
 * all of it, /api/metrics and /api/openapi.json hold nothing of any user's: their labels come
 * from a closed vocabulary, and no e-mail, token, cookie or article number appears.
 */
import { DEMO_BRANDS } from '../../src/server/catalogue/demo/demo-brands';
import fc from 'fast-check';
import type {
  Article, BrandDataResponse, BrandsResponse, LookupResponse, ReplacementsResponse, SearchResponse, SimilarResponse, SuggestionsResponse,
} from '../../src/shared/contract';
import { REPLACEMENT_MODES, SIMILAR_RESULT_LIMIT, SUGGESTION_LIMIT } from '../../src/shared/api-constants';
import { normaliseQuery } from '../../src/shared/normalise';
import { SUPPLIER_PREFIXES } from '../../src/shared/supplier-prefixes';
import { startTestApp, TEST_BACKENDS, type TestApp } from '../server/support/test-app';
import { articleKey, type CatalogueOracle } from './support/fixtures/catalogue-oracle';
import { buildIsolationWorld, type Actor } from './support/fixtures/isolation-world';
import { propertySettings } from './support/hostile/property-runs';
import { suiteReport } from './support/report';

jest.setTimeout(180_000);
const RUNS = 300;
/** Where a careless server might look for "who is asking" besides the session. */
const QUERY_NAMES = ['customerId', 'customer_id', 'customer', 'userId', 'user_id', 'user', 'id', 'blocked_brands'];
const HEADER_NAMES = ['x-customer-id', 'x-user-id', 'customer-id', 'x-user', 'x-forwarded-user', 'x-blocked-brands'];
const ALL_BRANDS = DEMO_BRANDS.map((brand) => brand.brand).sort();
const SOLD_BRANDS = DEMO_BRANDS.filter((brand) => brand.in_PT === 'yes').map((brand) => brand.brand);

describe.each(TEST_BACKENDS)('on %s', (backend) => {
  const report = suiteReport('isolation', backend);
  let t: TestApp;
  let actors: Actor[];
  let oracle: CatalogueOracle;
  let brands: string[];
  const tally = { searches: 0, articles: 0, pricedArticles: 0, blockedHits: 0, brandLists: 0, replacementLookups: 0, replacementRows: 0, lookupLines: 0, nearNumbers: 0 };

  beforeAll(async () => {
    // Each user searches far faster than a person, on a clock that stands still: about what each sees, not its share.
    t = await startTestApp({ backend, fairShare: null });
    ({ actors, oracle, brands } = await buildIsolationWorld(t));
    report.line(`world: ${actors.length} users of ${new Set(actors.map((a) => a.customerId)).size} customers (one without), ${oracle.articles.length} articles, ${oracle.replacementOrigins().length} replacement origins`);
  });
  afterAll(async () => {
    await t.close();
    report.figure('searches checked', tally.searches);
    report.figure('articles checked (discount, brand, filters)', tally.articles);
    report.figure('articles with a percentage (not null)', tally.pricedArticles);
    report.figure('brand lists checked', tally.brandLists);
    report.figure('replacement lookups checked', tally.replacementLookups);
    report.figure('parts-list lines checked', tally.lookupLines);
    report.figure('suggested and similar articles checked', tally.nearNumbers);
    report.figure('blocked-brand sightings', tally.blockedHits);
    report.flush();
  });

  interface Planting {
    query: string[];
    headers: string[];
    cookie: boolean;
    body: boolean;
  }

  const planting: fc.Arbitrary<Planting> = fc.record({
    query: fc.subarray(QUERY_NAMES),
    headers: fc.subarray(HEADER_NAMES),
    cookie: fc.boolean(),
    body: fc.boolean(),
  });

  function plantedValue(name: string, other: Actor): string {
    if (name.includes('blocked')) return '';
    return String(name.includes('user') || name === 'id' ? other.userId : other.customerId);
  }

  /**
   * `self`'s request, carrying `other`'s ids wherever `plant` says. A query parameter or body field
   * the call does not name is refused with 400 whoever it names (docs/api.md, Every call), so such a
   * request is sent first and must be refused; the answer checked is the one to the same request
   * without them, still carrying the planted headers and cookie, which the server ignores.
   */
  async function request(self: Actor, other: Actor, plant: Planting, method: 'GET' | 'POST', path: string, params: Record<string, string>, body?: object) {
    const headers: Record<string, string> = { authorization: `Bearer ${self.token}` };
    for (const name of plant.headers) headers[name] = plantedValue(name, other);
    if (plant.cookie) headers.cookie = other.cookie;
    const send = (query: URLSearchParams, payload: object | undefined) => t.app.inject({ method, url: `${path}?${query}`, headers, payload });
    const query = new URLSearchParams(params);
    for (const name of plant.query) query.append(name, plantedValue(name, other));
    // A GET's body is not read at all.
    const plantedBody = plant.body && method === 'POST' ? { customerId: other.customerId, userId: other.userId, user: { id: other.userId }, blocked_brands: '' } : undefined;
    if (plant.query.length > 0 || plantedBody) {
      const refused = await send(query, body || plantedBody ? { ...body, ...plantedBody } : undefined);
      expect(refused.statusCode).toBe(400);
    }
    return send(new URLSearchParams(params), body);
  }

  function expectedDiscount(actor: Actor, group: string): number | null {
    if (group === '') return null;
    return actor.discounts.get(group) ?? null;
  }

  function actor(email: string): Actor {
    return actors.find((candidate) => candidate.email === email) as Actor;
  }

  /** Two different users, by e-mail so that a counterexample reads well. */
  const pairOfUsers = () => {
    const email = fc.constantFrom(...actors.map((a) => a.email));
    return fc.tuple(email, email).filter(([a, b]) => a !== b);
  };

  /** A prefix of a real article number, as stored or as typed, or a few random characters. */
  const searchText = () => fc.oneof(
    fc.record({ article: fc.constantFrom(...oracle.articles), length: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 5, max: 24 })), typed: fc.boolean() })
      .map(({ article, length, typed }) => (typed ? article.artnr : article.artnrt4).slice(0, length)),
    fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 4 }),
  ).filter((q) => normaliseQuery(q).length > 0 && normaliseQuery(q).length <= 64);

  function checkArticles(self: Actor, body: SearchResponse, expected: ReturnType<CatalogueOracle['search']>): void {
    for (const article of body.articles as Article[]) {
      if (self.blocked.has(article.brand)) tally.blockedHits++;
      expect(self.blocked.has(article.brand)).toBe(false);
      const stored = expected.matching.get(articleKey(article));
      expect(stored).toBeDefined();
      // Everything but the discount is the catalogue's own; the discount is this customer's.
      expect(article).toEqual({ ...stored?.stored, discount: expectedDiscount(self, article.discountgroup) });
      tally.articles++;
      if (article.discount !== null) tally.pricedArticles++;
    }
    expect(new Set(body.articles.map(articleKey)).size).toBe(body.articles.length);
    expect(body.articles.length).toBe(Math.min(expected.total, 100));
  }

  describe('searches', () => {
    it(`${RUNS} random pairs × queries × filters × planted ids: own discounts only, blocked brands nowhere, counts exact`, async () => {
      const settings = propertySettings(RUNS);
      await fc.assert(fc.asyncProperty(
        pairOfUsers(), searchText(), fc.boolean(), fc.boolean(),
        fc.option(fc.subarray(brands, { minLength: 1, maxLength: 4 }), { nil: null }), planting,
        async ([a, b], text, exactFlag, onstock, brandFilter, plant) => {
          for (const [self, other] of [[actor(a), actor(b)], [actor(b), actor(a)]]) {
            const q = normaliseQuery(text);
            // An exact search looks an article up again by its full number, as the SPA does.
            const exact = exactFlag && oracle.articles.some((article) => article.artnrt4 === q);
            const params: Record<string, string> = { q: text };
            if (exact) params.exact = 'true';
            if (onstock) params.onstock = 'true';
            if (brandFilter) params.brands = JSON.stringify(brandFilter);
            const response = await request(self, other, plant, 'GET', '/api/search', params);
            expect(response.statusCode).toBe(200);
            const body = response.json() as SearchResponse;
            const expected = oracle.search({ q, exact, brands: brandFilter, onstock, blocked: self.blocked });
            checkArticles(self, body, expected);
            const facets = [...body.brands].sort((x, y) => (x.brand < y.brand ? -1 : 1));
            tally.blockedHits += facets.filter((facet) => self.blocked.has(facet.brand)).length;
            expect(facets).toEqual(expected.facetsByBrand);
            expect(body.brands.map((facet) => facet.count)).toEqual([...body.brands.map((facet) => facet.count)].sort((x, y) => y - x));
            expect({ total: body.total, onStock: body.onStock }).toEqual({ total: expected.total, onStock: expected.onStock });
            tally.searches++;
          }
        },
      ), settings);
      report.line(`searches: ${RUNS} runs (seed ${settings.seed}), each pair both ways → every discount its own customer's, blocked brands in no article or facet, total/onStock/facets equal a scan of the catalogue`);
    });
  });

  describe('brand lists', () => {
    it(`${RUNS} random users × planted ids: /brands is the sold brands minus the user's own blocked ones`, async () => {
      const settings = propertySettings(RUNS);
      await fc.assert(fc.asyncProperty(pairOfUsers(), planting, async ([selfEmail, otherEmail], plant) => {
        const [self, other] = [actor(selfEmail), actor(otherEmail)];
        const response = await request(self, other, plant, 'POST', '/api/brands', {});
        expect(response.statusCode).toBe(200);
        const listed = (response.json() as BrandsResponse).brands;
        tally.blockedHits += listed.filter((brand) => self.blocked.has(brand)).length;
        expect([...listed].sort()).toEqual(SOLD_BRANDS.filter((brand) => !self.blocked.has(brand)).sort());
        tally.brandLists++;
      }), settings);
      report.line(`brand lists: ${RUNS} runs (seed ${settings.seed}) → exactly the sold brands minus the user's blocked ones, whatever ids were planted`);
    });

    it(`${RUNS} random users × planted ids: /brand-data is the brand data minus the user's own blocked brands`, async () => {
      const settings = propertySettings(RUNS);
      await fc.assert(fc.asyncProperty(pairOfUsers(), planting, async ([selfEmail, otherEmail], plant) => {
        const [self, other] = [actor(selfEmail), actor(otherEmail)];
        const response = await request(self, other, plant, 'GET', '/api/brand-data', {});
        expect(response.statusCode).toBe(200);
        const listed = (response.json() as BrandDataResponse).brands.map((brand) => brand.brand);
        tally.blockedHits += listed.filter((brand) => self.blocked.has(brand)).length;
        expect([...listed].sort()).toEqual(ALL_BRANDS.filter((brand) => !self.blocked.has(brand)));
        tally.brandLists++;
      }), settings);
      report.line(`brand data: ${RUNS} runs (seed ${settings.seed}) → exactly the brand data minus the user's blocked brands, whatever ids were planted`);
    });
  });

  describe('replacements', () => {
    it(`${RUNS} random pairs × originals × modes × planted ids: only unblocked replacements, from unblocked originals`, async () => {
      const settings = propertySettings(RUNS);
      const origin = fc.oneof(
        fc.constantFrom(...oracle.replacementOrigins()).chain((from) => fc.constantFrom(from, from.toUpperCase(), `${from.slice(0, 3)}-${from.slice(3)}`)),
        searchText(),
      );
      await fc.assert(fc.asyncProperty(pairOfUsers(), origin, fc.constantFrom(...REPLACEMENT_MODES), planting, async ([a, b], text, mode, plant) => {
        for (const [self, other] of [[actor(a), actor(b)], [actor(b), actor(a)]]) {
          const response = await request(self, other, plant, 'GET', '/api/replacements', { q: text, mode });
          expect(response.statusCode).toBe(200);
          const body = response.json() as ReplacementsResponse;
          const seen = [body.originalBrand, ...body.replacements.map((row) => row.to_brand)];
          tally.blockedHits += seen.filter((brand) => brand !== null && self.blocked.has(brand)).length;
          const expected = oracle.replacements(normaliseQuery(text), self.blocked);
          const byTarget = (x: { to_artnrt4: string }, y: { to_artnrt4: string }) => (x.to_artnrt4 < y.to_artnrt4 ? -1 : 1);
          expect({ ...body, replacements: [...body.replacements].sort(byTarget) }).toEqual({ ...expected, replacements: [...expected.replacements].sort(byTarget) });
          tally.replacementLookups++;
          tally.replacementRows += body.replacements.length;
        }
      }), settings);
      report.line(`replacements: ${RUNS} runs (seed ${settings.seed}), ${tally.replacementRows} rows returned → equal to the table minus blocked originals and targets`);
    });
  });

  describe('suggestions and similar articles', () => {
    /** A real number as typed or stored, mistyped once (a character changed, dropped, doubled, two swapped, O for 0), cut short or cut into. */
    const nearText = () => fc.record({
      article: fc.constantFrom(...oracle.articles), typed: fc.boolean(), at: fc.nat(), mistake: fc.constantFrom('change', 'drop', 'double', 'swap', 'o-for-0', 'start', 'end'),
    }).map(({ article, typed, at, mistake }) => {
      const text = typed ? article.artnr : article.artnrt4;
      const i = at % text.length;
      switch (mistake) {
        case 'change': return `${text.slice(0, i)}x${text.slice(i + 1)}`;
        case 'drop': return text.slice(0, i) + text.slice(i + 1);
        case 'double': return text.slice(0, i + 1) + text.slice(i);
        case 'swap': return text.slice(0, i) + text.charAt(i + 1) + text.charAt(i) + text.slice(i + 2);
        case 'o-for-0': return text.replace(/0/g, 'O');
        case 'start': return text.slice(0, Math.max(3, i));
        default: return text.slice(i);
      }
    }).filter((q) => normaliseQuery(q).length > 0 && normaliseQuery(q).length <= 64);

    let stored: Map<string, (typeof oracle.articles)[number]>;
    beforeAll(() => { stored = new Map(oracle.articles.map((article) => [articleKey(article), article])); });

    /** Each article is the catalogue's own with `self`'s discount, and of no brand `self` has blocked. */
    function checkNear(self: Actor, articles: Article[]): void {
      for (const article of articles) {
        if (self.blocked.has(article.brand)) tally.blockedHits++;
        expect(self.blocked.has(article.brand)).toBe(false);
        expect(article).toEqual({ ...stored.get(articleKey(article))?.stored, discount: expectedDiscount(self, article.discountgroup) });
        tally.nearNumbers++;
      }
    }

    it(`${RUNS} random pairs × mistyped numbers × filters × planted ids: own discounts only, blocked brands in no suggestion, article or facet`, async () => {
      const settings = propertySettings(RUNS);
      const brandFilter = fc.option(fc.subarray(brands, { minLength: 1, maxLength: 3 }));
      await fc.assert(fc.asyncProperty(pairOfUsers(), nearText(), brandFilter, fc.boolean(), planting, async ([a, b], q, filter, onstock, plant) => {
        for (const [self, other] of [[actor(a), actor(b)], [actor(b), actor(a)]]) {
          const suggested = await request(self, other, plant, 'GET', '/api/suggestions', { q });
          expect(suggested.statusCode).toBe(200);
          const { suggestions } = suggested.json() as SuggestionsResponse;
          expect(suggestions.length).toBeLessThanOrEqual(SUGGESTION_LIMIT);
          checkNear(self, suggestions.map((suggestion) => suggestion.article));

          const params: Record<string, string> = { q, ...(filter ? { brands: JSON.stringify(filter) } : {}), ...(onstock ? { onstock: 'true' } : {}) };
          const response = await request(self, other, plant, 'GET', '/api/similar', params);
          expect(response.statusCode).toBe(200);
          const body = response.json() as SimilarResponse;
          expect(body.articles.length).toBe(Math.min(body.total, SIMILAR_RESULT_LIMIT));
          checkNear(self, body.articles);
          expect(body.articles.every((article) => (!filter || filter.includes(article.brand)) && (!onstock || Number(article.onstock) > 0))).toBe(true);
          expect(body.brands.filter((facet) => self.blocked.has(facet.brand))).toEqual([]);
        }
      }), settings);
      report.line(`suggestions and similar articles: ${RUNS} runs (seed ${settings.seed}), ${tally.nearNumbers} articles → each the catalogue's own with its own customer's discount, within the filters, no blocked brand in an article or facet`);
    });
  });

  describe('parts lists', () => {
    /** A number as a parts list holds it: an article's, typed or stored, behind a supplier prefix, a replaced one, or anything. */
    const listedNumber = () => fc.oneof(
      fc.record({ article: fc.constantFrom(...oracle.articles), typed: fc.boolean() }).map(({ article, typed }) => (typed ? article.artnr : article.artnrt4.toUpperCase())),
      fc.tuple(fc.constantFrom(...SUPPLIER_PREFIXES), fc.constantFrom(...oracle.articles)).map(([prefix, article]) => `${prefix}${article.artnr}`),
      fc.constantFrom(...oracle.replacementOrigins()),
      fc.tuple(fc.constantFrom(...SUPPLIER_PREFIXES), fc.constantFrom(...oracle.replacementOrigins())).map(([prefix, origin]) => `${prefix.toLowerCase()}${origin}`),
      searchText(),
    ).filter((q) => normaliseQuery(q).length > 0 && normaliseQuery(q).length <= 64);

    it(`${RUNS} random pairs × lists × planted ids: every line resolved as a scan says, with the customer's own discounts, blocked brands nowhere`, async () => {
      const settings = propertySettings(RUNS);
      const statuses = new Map<string, number>();
      await fc.assert(fc.asyncProperty(pairOfUsers(), fc.array(listedNumber(), { minLength: 1, maxLength: 25 }), planting, async ([a, b], numbers, plant) => {
        for (const [self, other] of [[actor(a), actor(b)], [actor(b), actor(a)]]) {
          const response = await request(self, other, plant, 'POST', '/api/lookup', {}, { lines: numbers.map((q, i) => ({ q, qty: i + 1 })) });
          expect(response.statusCode).toBe(200);
          const { lines } = response.json() as LookupResponse;
          expect(lines).toHaveLength(numbers.length);
          for (const [i, line] of lines.entries()) {
            const expected = oracle.lookUp(numbers[i], self.blocked);
            const named = line.article && line.candidates.length === 0 ? [line.article] : line.candidates;
            expect({ status: line.status, articles: named.map(articleKey).sort() }).toEqual({ status: expected.status, articles: expected.articles.map(articleKey).sort() });
            for (const article of named) {
              if (self.blocked.has(article.brand)) tally.blockedHits++;
              expect(article).toEqual({ ...expected.articles.find((one) => articleKey(one) === articleKey(article))?.stored, discount: expectedDiscount(self, article.discountgroup) });
            }
            statuses.set(line.status, (statuses.get(line.status) ?? 0) + 1);
            tally.lookupLines++;
          }
        }
      }), settings);
      report.line(`parts lists: ${RUNS} runs (seed ${settings.seed}), ${tally.lookupLines} lines (${[...statuses].map(([status, n]) => `${status} ${n}`).join(', ')}) → each as a scan of the catalogue resolves it, every discount its own customer's, no blocked brand`);
    });
  });

  describe('the operator\'s answers', () => {
    /** Every label value /api/metrics may hold: nothing a user sends or owns becomes one. */
    const LABEL_VALUES: Record<string, (value: string) => boolean> = {
      method: (value) => ['GET', 'HEAD', 'POST'].includes(value),
      route: (value) => value === 'unmatched' || /^\/api(\/[a-z.-]*)+$/.test(value),
      status: (value) => /^[1-5]\d\d$/.test(value),
      kind: (value) => [
        'exact', 'brand', 'on-stock', 'prefix', 'miss', 'catalogue', 'stock', 'brands', 'replacements', 'customers', 'users',
        // Garbage collections (the process's own figures).
        'major', 'minor', 'incremental', 'weakcb',
      ].includes(value),
      // The process's own figures: V8's heap spaces, Node's handle and resource types, its version.
      space: (value) => /^[a-z_]+$/.test(value),
      type: (value) => /^[A-Za-z]+$/.test(value),
      version: (value) => value === process.version,
      major: (value) => value === process.version.slice(1).split('.')[0],
      minor: (value) => value === process.version.split('.')[1],
      patch: (value) => value === process.version.split('.')[2],
      outcome: (value) => ['success', 'failure', 'locked'].includes(value),
      state: (value) => ['total', 'idle', 'waiting'].includes(value),
      le: (value) => value === '+Inf' || Number.isFinite(Number(value)),
    };

    it('after every search above, /api/metrics and /api/openapi.json hold no user\'s data', async () => {
      const metrics = (await t.get('/api/metrics')).body;
      const labels = [...metrics.matchAll(/(\w+)="([^"]*)"/g)].map(([, name, value]) => ({ name, value }));
      expect(labels.filter(({ name, value }) => !LABEL_VALUES[name]?.(value))).toEqual([]);
      const openapi = (await t.get('/api/openapi.json', actors[0].token)).body;
      const secrets = actors.flatMap((a) => [a.email, a.token, a.cookie.split('=')[1]]);
      const articleNumbers = oracle.articles.map((article) => article.artnrt4).filter((number) => number.length >= 8);
      for (const text of [metrics, openapi]) {
        expect(secrets.filter((secret) => text.includes(secret))).toEqual([]);
        expect(articleNumbers.filter((number) => text.includes(number))).toEqual([]);
      }
      report.line(`operator's answers after the runs: ${labels.length} metric labels, all from the closed vocabulary; no e-mail, token, cookie or article number in /api/metrics or /api/openapi.json`);
    });
  });
});
