/** What another process does to the database a test server uses: its own connection, closed afterwards. */
import { connectDatabase } from '../../../src/server/store/connect-database';
import type { Database } from '../../../src/server/store/database';
import type { DatabaseTarget } from '../../../src/server/database-target';

export async function fromAnotherConnection(target: DatabaseTarget, work: (database: Database) => Promise<unknown>): Promise<void> {
  const other = await connectDatabase(target);
  try {
    await work(other);
  } finally {
    await other.close();
  }
}
