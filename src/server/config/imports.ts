/**
 * The staff console's imports (docs/imports.md, From the console): how big a file each kind
 * takes, and how many checks one instance runs at once.
 */
import type { ImportKind } from '../../shared/admin-imports-contract';

const MB = 1024 * 1024;

/**
 * The largest upload per kind. The 820,000-article catalogue export is about 60 MB and its stock
 * file about 20 MB: three times that leaves room for longer names and more articles. The tables an
 * operator keeps are far smaller; users cost a password hash each (0.1 s), so 1 MB (some
 * 10,000 users) is already a long import.
 */
export const IMPORT_MAX_BYTES: Record<ImportKind, number> = {
  catalogue: 200 * MB, stock: 100 * MB, brands: 5 * MB, replacements: 20 * MB, customers: 20 * MB, users: 1 * MB, content: 1 * MB,
};

/** Checks of uploaded files one instance runs at once, each a process reading the whole file; more are answered 429. */
export const IMPORT_CHECKS_AT_ONCE = 2;

/** How often a running import notes its progress in the history, at most. */
export const IMPORT_PROGRESS_INTERVAL_MS = 500;
