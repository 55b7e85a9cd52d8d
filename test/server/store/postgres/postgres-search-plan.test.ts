/**
 * PostgreSQL searches read index ranges, never the whole articles table: the plan of the very
 * statement a search sends, explained with its values, scans the (artnrt4, …) index for a prefix
 * and the (brand, …) index for a brand filter, on a catalogue big enough for a scan to be tempting.
 */
import type pg from 'pg';
import { connectDatabase } from '../../../../src/server/store/connect-database';
import type { PostgresDatabase } from '../../../../src/server/store/postgres/postgres-database';
import type { SearchQuery } from '../../../../src/server/store/store';
import { createTestDatabase, type TestDatabase } from '../../support/test-app';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

let created: TestDatabase;
let database: PostgresDatabase;
let sent: pg.QueryConfig | undefined;

beforeAll(async () => {
  created = await createTestDatabase('postgres', 20_000);
  database = await connectDatabase(created.target) as PostgresDatabase;
  // Keeps the statement the store sends, so the test explains exactly that.
  const query = database.pool.query.bind(database.pool) as (config: pg.QueryConfig) => Promise<pg.QueryResult>;
  (database.pool as unknown as { query: typeof query }).query = (config) => {
    sent = config;
    return query(config);
  };
});
afterAll(async () => {
  await database.close();
  await created.remove();
});

/** A value as an SQL literal (EXPLAIN EXECUTE takes no bound parameters). */
function literal(client: pg.PoolClient, value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (Array.isArray(value)) return client.escapeLiteral(`{${value.map((item) => `"${String(item).replace(/["\\]/g, '\\$&')}"`).join(',')}}`);
  return client.escapeLiteral(String(value));
}

/**
 * The generic plan of a statement, the one the pool's connections use for the store's named
 * statements: prepared here the same way (an unnamed statement would be planned for its values alone).
 */
async function genericPlan({ text, values = [] }: pg.QueryConfig): Promise<PlanNode> {
  const client = await database.pool.connect();
  try {
    await client.query(`PREPARE explained AS ${text}`);
    try {
      const { rows } = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
        `EXPLAIN (FORMAT JSON) EXECUTE explained(${values.map((value) => literal(client, value)).join(', ')})`,
      );
      return rows[0]['QUERY PLAN'][0].Plan;
    } finally {
      await client.query('DEALLOCATE explained');
    }
  } finally {
    client.release();
  }
}

/** The tables and indexes the search's plan reads articles through. */
async function articleReads(search: Partial<SearchQuery>): Promise<{ scans: string[]; indexes: string[] }> {
  await database.store.search({ q: '', exact: false, brands: null, onstock: false, customerId: 1, blockedBrands: [], limit: 100, ...search });
  const plan = await genericPlan(sent as pg.QueryConfig);
  const nodes = nodesOf(plan).filter((node) => node['Relation Name'] === 'articles');
  return {
    scans: nodes.map((node) => node['Node Type']),
    indexes: [...new Set(nodes.flatMap((node) => (node['Index Name'] ? [node['Index Name'].replace(/_[^_]+$/, '')] : [])))].sort(),
  };
}

describe('the plan of a search on PostgreSQL', () => {
  it.each([
    ['a one-character prefix', { q: '6' }],
    ['a prefix', { q: '6es7' }],
    ['a prefix, on stock only', { q: '750', onstock: true }],
    ['a whole article number, exact', { q: '6es72141ag400xb0', exact: true }],
    ['a prefix with blocked brands', { q: '3r', blockedBrands: ['Siemens'] }],
  ])('%s reads the article-number index, never the whole table', async (_, search) => {
    const reads = await articleReads(search);
    expect(reads.scans).not.toContain('Seq Scan');
    expect(reads.indexes).toEqual(['articles_search']);
  });

  it.each([['6'], ['6es7'], ['750']])('a brand filter on %s reads each brand\'s range from the brand index, never the whole table', async (q) => {
    const reads = await articleReads({ q, brands: ['Siemens', 'Wago'] });
    expect(reads.indexes).toContain('articles_brand');
    expect(reads.scans.filter((scan) => !scan.startsWith('Index'))).toEqual([]);
  });
});

describe('the plan of a parts-list lookup on PostgreSQL', () => {
  it('probes the article-number index for each number of a 500-line list, never reading the whole table', async () => {
    const numbers = Array.from({ length: 500 }, (_, i) => (i % 2 ? `6es7${i}` : `750${i}`));
    await database.store.lookupNumbers({ numbers, customerId: 1, blockedBrands: ['Pilz'] });
    const plan = await genericPlan(sent as pg.QueryConfig);
    const reads = nodesOf(plan).filter((node) => node['Relation Name'] === 'articles');
    expect(reads.map((node) => node['Node Type'])).not.toContain('Seq Scan');
    expect(reads.map((node) => node['Index Name']?.replace(/_[^_]+$/, ''))).toEqual(['articles_search']);
  });
});
