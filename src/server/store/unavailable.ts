/**
 * Errors of either backend that say the database cannot take a request now, rather than that
 * something is wrong with the request or the code: the request is answered 503 with Retry-After
 * (app.ts), never 500 (docs/operations.md, When writes fail).
 */

/**
 * `busy`: another process holds a lock for longer than a request may wait, or the database lacks
 * a resource for a moment (connections, memory); trying again shortly will do. `storage`: the
 * disk is full or failing, which someone has to see to.
 */
export type UnavailableReason = 'busy' | 'storage';

/** SQLite's result codes (with their extended forms) and PostgreSQL's SQLSTATE classes, and the system's. */
const REASONS: ReadonlyArray<[RegExp, UnavailableReason]> = [
  [/^SQLITE_(BUSY|LOCKED)/, 'busy'],
  // Out of space, or a write the file system refused (EFBIG past a file size limit comes as an I/O error).
  [/^SQLITE_(FULL|IOERR)/, 'storage'],
  [/^(ENOSPC|EDQUOT|EFBIG|EIO)$/, 'storage'],
  // PostgreSQL's class 53, insufficient resources: 53100 disk_full, the others (memory,
  // connections, configured limits) pass.
  [/^53100$/, 'storage'],
  [/^53[0-9A-Z]{3}$/, 'busy'],
];

/** Why `error` means the database cannot take the request now; null for any other error. */
export function unavailableReason(error: unknown): UnavailableReason | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  return REASONS.find(([pattern]) => pattern.test(code))?.[1] ?? null;
}
