/**
 * Whether an error says the database cannot be reached at the moment, rather than that a request
 * or the code is wrong: PostgreSQL stopped, restarting, refusing connections, or the connection to
 * it lost. Such a request is answered 503 with Retry-After (app.ts), never 500, and the pool
 * reconnects by itself once the database is back.
 */

/** The operating system's words for a connection that could not be made or was lost. */
const SYSTEM_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/**
 * PostgreSQL's: admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down),
 * too_many_connections; and class 08, connection exceptions.
 */
const POSTGRES_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
const POSTGRES_CONNECTION_CLASS = '08';

/** node-postgres gives these without a code when a connection ends under a query or never comes. */
const CONNECTION_LOST = /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect)/;

/** Read by shape, not `instanceof`: an error made by Node's own modules may come from another realm (a test's sandbox). */
export function databaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && (SYSTEM_CODES.has(code) || POSTGRES_CODES.has(code) || (code.length === 5 && code.startsWith(POSTGRES_CONNECTION_CLASS)))) return true;
  if (typeof message === 'string' && CONNECTION_LOST.test(message)) return true;
  // Node reports a refused connection to a name with several addresses (localhost) as one error per address.
  return Array.isArray(errors) && errors.some(databaseUnavailable);
}
