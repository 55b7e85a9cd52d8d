/**
 * Whether PostgreSQL takes a write (Store.checkWrites, for readiness): one row of the meta table
 * written within WRITE_CHECK_TIMEOUT_MS; a read-only standby, a full disk, a lock held too long or
 * a lost connection makes it throw.
 */
import type pg from 'pg';
import { WRITE_CHECK_TIMEOUT_MS } from '../../config';
import { WRITE_CHECK_META_KEY } from '../store-rows';
import { inTransaction } from './pool';

export async function checkPostgresWrites(pool: pg.Pool): Promise<void> {
  await inTransaction(pool, `BEGIN; SET LOCAL statement_timeout = ${WRITE_CHECK_TIMEOUT_MS}`, (client) => client.query(
    'INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value', [WRITE_CHECK_META_KEY, String(Date.now())]));
}
