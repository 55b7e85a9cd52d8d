/**
 * Every kind of CSV import the console takes, in one place: how a file of the kind is checked
 * (the dry run: every line read and validated, nothing written) and applied (exactly as its CLI
 * applies it: atomic, under the import lock, recorded for /api/metrics). A new kind is one entry.
 */
import type { ImportKind, ImportPhase } from '../../shared/admin-imports-contract';
import { clientPasswordHash, hashPassword } from '../auth/password';
import { IMPORT_MAX_BYTES } from '../config';
import type { Database } from '../store/database';
import { brandsCsv, importBrandsCsv } from './brands-csv';
import { CONTENT_CSV, importContentCsv } from './content-csv';
import { CUSTOMERS_CSV, importCustomersCsv } from './customers-csv';
import { RowError, type CsvFormat, type CsvReadReport } from './csv-reader';
import { CATALOGUE_CSV } from './csv-row';
import { importCatalogueCsv } from './import-csv';
import { importReplacementsCsv, REPLACEMENTS_CSV } from './replacements-csv';
import { importStockCsv, STOCK_CSV } from './stock-csv';
import { importUsersCsv, usersCsv } from './users-csv';

export interface Applied {
  read: CsvReadReport & { loaded: number };
  /** What the import did beyond its rows (the stock refresh: articles changed, lines naming no article). */
  details: Record<string, string | number>;
}

export interface ImportKindDefinition {
  maxBytes: number;
  /** A new format to check a file with (some formats remember the lines seen), with what it needs from the database. */
  checkFormat(database: Database): Promise<CsvFormat<string, unknown>>;
  /** Reports its phases (a phase the console names: IMPORT_PHASES) and rows while it runs. */
  apply(database: Database, file: string, onProgress: (rows: number, phase: ImportPhase) => void): Promise<Applied>;
}

const hash = (password: string) => hashPassword(clientPasswordHash(password));

/**
 * The users file as the console checks it: a new user needs a password in the file, since the
 * console shows no one-time password (the CLI prints them; the users page invites by e-mail).
 */
async function consoleUsersCsv(database: Database): Promise<CsvFormat<string, unknown>> {
  const customers = new Set((await database.admin.listCustomers()).map((customer) => customer.name));
  const existing = new Set((await database.admin.listUsers()).map((user) => user.email));
  const format = usersCsv(customers);
  return {
    ...format,
    parseRow: (values, line, warn) => {
      const row = format.parseRow(values, line, warn);
      if (row.password === null && !existing.has(row.email)) {
        throw new RowError(`email "${row.email}" is a new user without a password; give one, or invite the user from the users page`);
      }
      return row;
    },
  } as CsvFormat<string, unknown>;
}

export const IMPORT_KIND_DEFINITIONS: Record<ImportKind, ImportKindDefinition> = {
  catalogue: {
    maxBytes: IMPORT_MAX_BYTES.catalogue,
    checkFormat: async () => CATALOGUE_CSV as CsvFormat<string, unknown>,
    apply: async (database, file, onProgress) => {
      const read = await importCatalogueCsv(database, file, { onProgress: ({ loaded, phase }) => onProgress(loaded, phase) });
      return { read, details: { version: read.version } };
    },
  },
  stock: {
    maxBytes: IMPORT_MAX_BYTES.stock,
    checkFormat: async () => STOCK_CSV as CsvFormat<string, unknown>,
    apply: async (database, file, onProgress) => {
      const read = await importStockCsv(database, file, { onPhase: (phase) => onProgress(0, phase) });
      return { read, details: { changed: read.updated, unknown: read.unknownCount, version: read.version } };
    },
  },
  brands: {
    maxBytes: IMPORT_MAX_BYTES.brands,
    checkFormat: async () => brandsCsv() as CsvFormat<string, unknown>,
    apply: async (database, file) => ({ read: await importBrandsCsv(database, file), details: {} }),
  },
  replacements: {
    maxBytes: IMPORT_MAX_BYTES.replacements,
    checkFormat: async () => REPLACEMENTS_CSV as CsvFormat<string, unknown>,
    apply: async (database, file) => ({ read: await importReplacementsCsv(database, file), details: {} }),
  },
  customers: {
    maxBytes: IMPORT_MAX_BYTES.customers,
    checkFormat: async () => CUSTOMERS_CSV as CsvFormat<string, unknown>,
    apply: async (database, file) => {
      const { result, ...read } = await importCustomersCsv(database, file);
      return { read, details: { ...result } };
    },
  },
  users: {
    maxBytes: IMPORT_MAX_BYTES.users,
    checkFormat: consoleUsersCsv,
    apply: async (database, file) => {
      const { result, ...read } = await importUsersCsv(database, file, hash);
      return { read, details: { created: result.created, updated: result.updated, deleted: result.deleted } };
    },
  },
  content: {
    maxBytes: IMPORT_MAX_BYTES.content,
    checkFormat: async () => CONTENT_CSV as CsvFormat<string, unknown>,
    apply: async (database, file) => {
      const { result, ...read } = await importContentCsv(database, file);
      return { read, details: { keys: result.length } };
    },
  },
};
