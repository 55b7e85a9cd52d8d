/**
 * Errors of either backend that say the database cannot take a request now, rather than that
 * something is wrong with the request or the code: the request is answered 503 with Retry-After
 * (app.ts), never 500 (docs/operations.md, When writes fail), and the pool reconnects by itself
 * once PostgreSQL is back.
 */

/**
 * `unreachable`: PostgreSQL stopped, restarting, refusing connections, or the connection to it
 * lost. `busy`: another process holds a lock for longer than a request may wait, or the database
 * lacks a resource for a moment (connections, memory); trying again shortly will do. `storage`:
 * the disk is full or failing, which someone has to see to.
 */
export type UnavailableReason = 'unreachable' | 'busy' | 'storage';

/** SQLite's result codes (with their extended forms) and PostgreSQL's SQLSTATE classes, and the system's. */
const REASONS: ReadonlyArray<[RegExp, UnavailableReason]> = [
  // The operating system's words for a connection that could not be made or was lost.
  [/^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|EPIPE)$/, 'unreachable'],
  // PostgreSQL's admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting
  // down); and class 08, connection exceptions.
  [/^(57P01|57P02|57P03|08[0-9A-Z]{3})$/, 'unreachable'],
  [/^SQLITE_(BUSY|LOCKED)/, 'busy'],
  // Out of space, or a write the file system refused (EFBIG past a file size limit comes as an I/O error).
  [/^SQLITE_(FULL|IOERR)/, 'storage'],
  [/^(ENOSPC|EDQUOT|EFBIG|EIO)$/, 'storage'],
  // PostgreSQL's class 53, insufficient resources: 53100 disk_full, the others (too many
  // connections, memory, configured limits) pass.
  [/^53100$/, 'storage'],
  [/^53[0-9A-Z]{3}$/, 'busy'],
];

/** node-postgres gives these without a code when a connection ends under a query or never comes. */
const CONNECTION_LOST = /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect)/;

/**
 * Why `error` means the database cannot take the request now; null for any other error. Read by
 * shape, not `instanceof`: an error made by Node's own modules may come from another realm (a test's sandbox).
 */
export function unavailableReason(error: unknown): UnavailableReason | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string') {
    const reason = REASONS.find(([pattern]) => pattern.test(code))?.[1];
    if (reason) return reason;
  }
  if (typeof message === 'string' && CONNECTION_LOST.test(message)) return 'unreachable';
  // Node reports a refused connection to a name with several addresses (localhost) as one error per address.
  if (Array.isArray(errors) && errors.some((one) => unavailableReason(one) === 'unreachable')) return 'unreachable';
  return null;
}
