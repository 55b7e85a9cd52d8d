/**
 * What a starting server tells the operator about its data: an empty catalogue (with the commands
 * that fill it), and in production demo data that must not be there. Never a password: the demo's
 * is public, and naming it here would print it at every start.
 */
import { CONTENT_ADDRESS_KEYS } from '../../shared/content-keys';
import { readContentAnswer } from '../content/content-answer';
import type { Database } from '../store/database';
import { DEMO_USERS } from './demo/fixtures';
import { isDemoCatalogue } from './demo/create-demo-database';

/** The imports that load a distributor's data, in the order a new database needs them. */
export const IMPORT_COMMANDS = [
  'npm run brands:import',
  'npm run replacements:import',
  'npm run customers:import',
  'npm run users:import',
  'npm run catalogue:import',
  'npm run stock:import',
] as const;

export const EMPTY_CATALOGUE_NOTICE = `The catalogue is empty: searches find nothing until the distributor's data is imported (${IMPORT_COMMANDS.join(', ')}; see docs/operations.md, Run it on your own data).`;

export async function startupNotices(database: Database, production: boolean): Promise<string[]> {
  const notices: string[] = [];
  const catalogue = await database.store.catalogueInfo();
  if (catalogue.articles === 0) notices.push(EMPTY_CATALOGUE_NOTICE);
  const unset = await unsetAddresses(database);
  if (unset.length > 0) notices.push(unsetAddressesNotice(unset));
  if (!production) return notices;
  if (isDemoCatalogue(catalogue.version)) {
    notices.push(`Production mode is serving the demo catalogue (${catalogue.version}): import the distributor's catalogue with npm run catalogue:import.`);
  }
  const demoUsers = await activeDemoUsers(database);
  if (demoUsers.length > 0) {
    notices.push(`Production mode found demo users whose password is public: ${demoUsers.join(', ')}. `
      + 'Disable each with "npm run users -- disable EMAIL".');
  }
  return notices;
}

/**
 * The addresses the distributor has not set: until then the page shows no address and links to
 * none (docs/imports.md, Texts and addresses).
 */
async function unsetAddresses(database: Database): Promise<string[]> {
  const { settings } = await readContentAnswer(database.store.content);
  return CONTENT_ADDRESS_KEYS.filter((key) => settings[key] === '');
}

export function unsetAddressesNotice(keys: readonly string[]): string {
  return `No ${keys.join(' and ')} address is set: the page names no address for orders and enquiries until one is imported (npm run content:import; see docs/imports.md, Texts and addresses).`;
}

/** Demo users that can still sign in; a disabled one is no way in. */
async function activeDemoUsers(database: Database): Promise<string[]> {
  const found = await Promise.all(DEMO_USERS.map(({ email }) => database.store.findUserByEmail(email)));
  return found.filter((user) => user !== undefined && !user.disabled).map((user) => user!.email);
}
