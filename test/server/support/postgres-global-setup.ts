/**
 * Jest global setup of the server project: one temporary PostgreSQL cluster for the whole run (each
 * test file makes its own database in it), named to the test workers by PRICETOOL_TEST_POSTGRES.
 */
import { startTemporaryPostgres, type TemporaryPostgres } from '../../support/temporary-postgres';

declare global {
  var pricetoolTestPostgres: TemporaryPostgres | undefined;
}

export default async function startTestPostgres(): Promise<void> {
  const cluster = await startTemporaryPostgres({ fast: true });
  globalThis.pricetoolTestPostgres = cluster;
  process.env.PRICETOOL_TEST_POSTGRES = cluster.adminUrl;
}
