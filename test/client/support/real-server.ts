/**
 * The real API server (compiled, in its own process, on a fresh small demo database), for tests
 * that run the real store and sagas against it.
 */
import { startTemporaryServer } from '../../../bench/lib/server-process';
import { buildServer } from '../../server/support/compiled-cli';

export async function startRealServer(): Promise<{ apiUrl: string; stop: () => Promise<void> }> {
  buildServer();
  const server = await startTemporaryServer();
  return { apiUrl: `${server.url}/api`, stop: server.stop };
}
