/**
 * Every schema a route declares is one of the shared contract's, not a copy written beside the
 * route: the SPA's types come from the same objects, so a copy could drift from them unseen.
 */
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import type { Store } from '../../src/server/store/store';
import * as contract from '../../src/shared/contract';
import { TEST_FLAGS } from './support/test-app';

const CONTRACT_SCHEMAS = new Set<unknown>(Object.values(contract));

/** The schema objects one route declares: body, querystring, params, headers and each response. */
function declaredSchemas(schema: Record<string, unknown>): Array<[part: string, value: unknown]> {
  const { response, ...parts } = schema;
  return [
    ...Object.entries(parts),
    ...Object.entries((response ?? {}) as Record<string, unknown>).map(([status, value]): [string, unknown] => [`response ${status}`, value]),
  ];
}

describe('route schemas', () => {
  let routes: Awaited<ReturnType<typeof buildApp>>['routes'];
  beforeAll(async () => {
    const built = await buildApp({
      store: {} as Store, flags: TEST_FLAGS, benchFloor: true, localesDir: path.join(__dirname, '..', '..', 'locales'),
    });
    await built.app.ready();
    routes = built.routes;
    await built.app.close();
  });

  it('every API route but logout declares one', () => {
    const without = routes.filter((route) => route.url.startsWith('/api/') && !route.schema && route.method !== 'HEAD');
    expect(without.map((route) => `${route.method} ${route.url}`)).toEqual(['POST /api/logout']);
  });

  it('are all taken from src/shared/contract.ts', () => {
    const declared = routes.flatMap((route) => declaredSchemas((route.schema ?? {}) as Record<string, unknown>)
      .map(([part, value]) => ({ where: `${route.method} ${route.url}: ${part}`, value })));
    expect(declared.length).toBeGreaterThan(15);
    expect(declared.filter(({ value }) => !CONTRACT_SCHEMAS.has(value)).map(({ where }) => where)).toEqual([]);
  });
});
