/**
 * The connection pool every PostgreSQL part shares, and the few helpers they build on: a
 * transaction on one connection, and the advisory locks that make several processes take turns.
 */
import pg from 'pg';
import { POSTGRES_POOL_SIZE } from '../../config';

/** 64-bit integers (timestamps in ms, counts) as numbers: every value this schema stores fits in 2^53. */
const TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Keys of the advisory locks, one per thing only one process at a time may do. */
export const ADVISORY_LOCK = {
  migrate: 720_901,
  import: 720_902,
  signInAdmission: 720_903,
  demo: 720_904,
} as const;

export function createPool(url: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: POSTGRES_POOL_SIZE,
    types: TYPES,
    application_name: 'pricetool',
    // A parallel plan could interleave the parts of a search's UNION ALL; searches are small anyway.
    // A search's statement is planned once per connection: planning it anew for each search's
    // values took longer (0.8 ms) than running it, and the one plan suits every value.
    options: '-c max_parallel_workers_per_gather=0 -c plan_cache_mode=force_generic_plan',
  });
  // An idle connection that the server ends (restart, failover) is dropped and replaced on demand.
  pool.on('error', () => undefined);
  return pool;
}

export type Queryable = pg.Pool | pg.PoolClient;

/**
 * A connection taken from the pool, and how to give it back (`broken`: drop it instead). While a
 * connection is out the pool does not listen for its errors, and one lost meanwhile (PostgreSQL
 * restarting) would emit an error nobody handles, which ends the process: this listens instead.
 * The loss also fails the query running on it, and the connection is dropped when given back.
 */
export async function checkOut(pool: pg.Pool): Promise<{ client: pg.PoolClient; giveBack: (broken?: Error) => void }> {
  const client = await pool.connect();
  let lost: Error | undefined;
  const onLost = (error: Error) => { lost = error; };
  client.on('error', onLost);
  return {
    client,
    giveBack(broken) {
      client.removeListener('error', onLost);
      client.release(broken ?? lost);
    },
  };
}

/**
 * Runs `work` in a transaction on one connection; rolls back and rethrows if it throws. `begin`
 * may hold further statements after BEGIN, such as taking a lock.
 */
export async function inTransaction<T>(pool: pg.Pool, begin: string, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const { client, giveBack } = await checkOut(pool);
  let broken: Error | undefined;
  try {
    await client.query(begin);
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => { broken = rollbackError; });
    throw error;
  } finally {
    // A connection that could not even roll back is discarded rather than handed to the next caller.
    giveBack(broken);
  }
}
