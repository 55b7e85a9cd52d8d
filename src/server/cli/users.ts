/**
 * npm run users -- COMMAND …   Manages users, customers and customers' discount groups.
 * Changing a password or disabling a user ends that user's open sessions at once.
 */
import { parseArgs } from 'node:util';
import { clientPasswordHash, hashPassword } from '../auth/password';
import { auditLog } from './audit-log';
import { argsWithNegativeNumbers, DATABASE_OPTION_USAGE, openDatabase, readPassword, runCli, UsageError } from './cli-support';
import { parsePercent } from './percent';

const USAGE = `Usage: npm run users -- COMMAND [options] [--database FILE|URL]
  list                                   users with customer, blocked brands and state
  add EMAIL --name NAME [--customer CUSTOMER] [--blocked "Brand A,Brand B"]
      (--password PASSWORD | --password-stdin)
  add-staff EMAIL [--name NAME] (--password PASSWORD | --password-stdin)
                                         a staff account: signs in to the console at /admin
  password EMAIL (--password PASSWORD | --password-stdin)
  disable EMAIL | enable EMAIL
  customers                              customers with their discount groups
  customer-add NAME [--discount GROUP=PERCENT …]
  discount CUSTOMER GROUP PERCENT        PERCENT: a number (negative is a surcharge),
                                         "on-request", or "remove"
${DATABASE_OPTION_USAGE}`;

function parseDiscountOption(option: string): [string, number | null] {
  const [group, percent] = option.split('=');
  if (!group || percent === undefined) throw new UsageError(`--discount takes GROUP=PERCENT, not "${option}"`);
  const parsed = parsePercent(percent);
  if (parsed === undefined) throw new UsageError('--discount cannot remove a group');
  return [group.trim(), parsed];
}

function requireEmailAddress(email: string): void {
  if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw new UsageError(`"${email}" is not an e-mail address`);
}

function formatPercent(percent: number | null): string {
  return percent === null ? 'on request' : `${percent}%`;
}

runCli(async () => {
  const { args: argv, restore } = argsWithNegativeNumbers();
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: 'string' }, customer: { type: 'string' }, blocked: { type: 'string' },
      password: { type: 'string' }, 'password-stdin': { type: 'boolean' },
      discount: { type: 'string', multiple: true }, database: { type: 'string' }, help: { type: 'boolean' },
    },
  });
  const [command, ...args] = positionals.map(restore);
  if (values.help || !command) return console.log(USAGE);
  const need = (count: number) => {
    if (args.length !== count) throw new UsageError(`"${command}" takes ${count} argument(s)`);
    return args;
  };

  const database = await openDatabase(values.database);
  const { admin } = database;
  try {
    switch (command) {
      case 'list':
        console.table((await admin.listUsers()).map((u) => ({ ...u, customer: u.customer ?? '(none)' })));
        break;
      case 'add-staff': {
        const [email] = need(1);
        requireEmailAddress(email);
        const password = await readPassword(values);
        const id = await admin.addUser({
          email,
          username: values.name ?? email.split('@')[0],
          passwordHash: await hashPassword(clientPasswordHash(password)),
          customerId: null,
          blockedBrands: '',
          role: 'staff',
        });
        await auditLog(database.store, 'staff-added', { userId: id, email: email.toLowerCase() }, 'staff account added', { userEmail: email.toLowerCase() });
        console.log(`Added staff account ${id}: ${email.toLowerCase()} (signs in to the console at /admin)`);
        break;
      }
      case 'add': {
        const [email] = need(1);
        requireEmailAddress(email);
        if (!values.name) throw new UsageError('add needs --name');
        const password = await readPassword(values);
        const customerId = values.customer ? await admin.customerId(values.customer) : null;
        const id = await admin.addUser({
          email,
          username: values.name,
          passwordHash: await hashPassword(clientPasswordHash(password)),
          customerId,
          blockedBrands: values.blocked ?? '',
        });
        await auditLog(database.store, 'user-added', { userId: id, email: email.toLowerCase(), customer: values.customer ?? null }, 'user added', { customerId, userEmail: email.toLowerCase() });
        console.log(`Added user ${id}: ${email.toLowerCase()}${values.customer ? ` (${values.customer})` : ' (no customer: cannot use the search)'}`);
        break;
      }
      case 'password': {
        const [email] = need(1);
        await admin.setPasswordHash(email, await hashPassword(clientPasswordHash(await readPassword(values))));
        await auditLog(database.store, 'user-password-changed', { email: email.toLowerCase() }, 'password changed', { userEmail: email.toLowerCase() });
        console.log(`Password changed for ${email}; open sessions were ended`);
        break;
      }
      case 'disable':
      case 'enable': {
        const [email] = need(1);
        await admin.setDisabled(email, command === 'disable');
        await auditLog(database.store, `user-${command}d`, { email: email.toLowerCase() }, `user ${command}d`, { userEmail: email.toLowerCase() });
        console.log(`${command === 'disable' ? 'Disabled' : 'Enabled'} ${email}${command === 'disable' ? '; open sessions were ended' : ''}`);
        break;
      }
      case 'customers':
        for (const customer of await admin.listCustomers()) {
          const groups = Object.entries(customer.discounts).map(([group, percent]) => `${group} ${formatPercent(percent)}`);
          console.log(`${customer.id}\t${customer.name}\t${customer.users} user(s)\t${groups.join(', ') || 'no discount groups'}`);
        }
        break;
      case 'customer-add': {
        const [name] = need(1);
        const discounts = Object.fromEntries((values.discount ?? []).map(parseDiscountOption));
        const id = await admin.ensureCustomer(name);
        await admin.setDiscounts(id, discounts);
        await auditLog(database.store, 'customer-set', { customerId: id, customer: name, groups: Object.keys(discounts).length }, 'customer set', { customerId: id });
        console.log(`Customer ${id}: ${name} with ${Object.keys(discounts).length} discount group(s)`);
        break;
      }
      case 'discount': {
        const [customer, group, percent] = need(3);
        const parsed = parsePercent(percent);
        const customerId = await admin.customerId(customer);
        await admin.setDiscount(customerId, group, parsed);
        await auditLog(database.store, 'discount-set', { customer, group, percent: parsed ?? null, removed: parsed === undefined }, 'discount set', { customerId });
        console.log(parsed === undefined ? `Removed ${group} from ${customer}` : `${customer}: ${group} ${formatPercent(parsed)}`);
        break;
      }
      default:
        throw new UsageError(`Unknown command "${command}"`);
    }
  } finally {
    await database.close();
  }
}, USAGE);
