/**
 * Every schema a route declares is one of the shared contract's (src/shared/contract.ts and the
 * staff API's src/shared/*-contract.ts), not a copy written beside the route: the SPA's types come
 * from the same objects, so a copy could drift from them unseen.
 */
import path from 'node:path';
import { buildApp } from '../../../src/server/app';
import type { Store } from '../../../src/server/store/store';
import fs from 'node:fs';
import { TEST_FLAGS } from '../support/test-app';

const SHARED = path.join(__dirname, '..', '..', '..', 'src', 'shared');
const CONTRACT_MODULES = fs.readdirSync(SHARED).filter((file) => /contract\.ts$/.test(file));
// eslint-disable-next-line @typescript-eslint/no-require-imports -- every contract module there is, found by name
const CONTRACT_SCHEMAS = new Set<unknown>(CONTRACT_MODULES.flatMap((file) => Object.values(require(path.join(SHARED, file)) as object)));

/** The schema objects one route declares: body, querystring, params, headers, security, and each response and its headers. */
function declaredSchemas(schema: Record<string, unknown>): Array<[part: string, value: unknown]> {
  const { response, answerHeaders, ...parts } = schema;
  const byStatus = (part: string, entries: unknown) => Object.entries((entries ?? {}) as Record<string, unknown>)
    .map(([status, value]): [string, unknown] => [`${part} ${status}`, value]);
  return [...Object.entries(parts), ...byStatus('response', response), ...byStatus('answer headers', answerHeaders)];
}

describe('route schemas', () => {
  let routes: Awaited<ReturnType<typeof buildApp>>['routes'];
  beforeAll(async () => {
    const built = await buildApp({
      store: {} as Store, flags: TEST_FLAGS, benchFloor: true, localesDir: path.join(__dirname, '..', '..', '..', 'locales'),
    });
    await built.app.ready();
    routes = built.routes;
    await built.app.close();
  });

  it('every API route declares one, with its query string (closed-schemas.test.ts tries each)', () => {
    const api = routes.filter((route) => route.url.startsWith('/api'));
    expect(api.filter((route) => !route.schema?.querystring).map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('are all taken from the shared contract modules', () => {
    const declared = routes.flatMap((route) => declaredSchemas((route.schema ?? {}) as Record<string, unknown>)
      .map(([part, value]) => ({ where: `${route.method} ${route.url}: ${part}`, value })));
    expect(declared.length).toBeGreaterThan(15);
    expect(declared.filter(({ value }) => !CONTRACT_SCHEMAS.has(value)).map(({ where }) => where)).toEqual([]);
  });
});
