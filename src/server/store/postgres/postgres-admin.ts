/** The operator writes of store/admin.ts on PostgreSQL. */
import type pg from 'pg';
import type { CanonicalBrand } from '../../../shared/brands/brand-mapping';
import { brandKey } from '../../../shared/brands/brand-mapping';
import type { ReplacementRow } from '../catalogue-rows';
import {
  CustomerExistsError, CustomerInUseError, customerName, normaliseEmail, NotFoundError, StaffAccountError, UserExistsError, type Admin, type CustomerImport,
  type CustomerSummary, type NewUser, type Page, type PageRequest, type UpsertCounts, type UserDetail, type UserFilter, type UserImport,
  type UserSummary,
} from '../admin';
import { CUSTOMER_SELECT, toCustomers, toUserDetail, userDetailSelect, type CustomerRow, type DiscountRow, type UserDetailRow } from '../people-rows';
import { FAILURE_RETENTION_MS } from '../store-rows';
import { IMPORT_FAILURE_META_PREFIX, IMPORT_META_PREFIX, type ImportFailure, type ImportRecord } from '../store';
import { inTransaction, type Queryable } from './pool';

export class PostgresAdmin implements Admin {
  constructor(private readonly pool: pg.Pool) {}

  async replaceBrands(brands: readonly CanonicalBrand[]): Promise<void> {
    const aliases = brands.flatMap((brand) => [brand.brand, ...brand.aliases].map((alias) => [brandKey(alias), brand.brand]));
    await inTransaction(this.pool, 'BEGIN', async (client) => {
      await client.query('DELETE FROM brand_aliases; DELETE FROM brands');
      await client.query(
        'INSERT INTO brands (brand, in_pt, message, info) SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])',
        [brands.map((b) => b.brand), brands.map((b) => b.in_PT), brands.map((b) => b.message), brands.map((b) => JSON.stringify(b.info))]);
      await client.query(
        'INSERT INTO brand_aliases (alias, brand) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT (alias) DO NOTHING',
        [aliases.map(([alias]) => alias), aliases.map(([, brand]) => brand)]);
    });
  }

  async replaceReplacements(rows: readonly ReplacementRow[]): Promise<void> {
    await inTransaction(this.pool, 'BEGIN', async (client) => {
      await client.query('DELETE FROM replacements');
      await client.query(
        `INSERT INTO replacements (from_artnrt4, from_brand, to_artnrt4, to_brand, kind)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])`,
        [rows.map((r) => r.from_artnrt4), rows.map((r) => r.from_brand), rows.map((r) => r.to_artnrt4), rows.map((r) => r.to_brand),
          rows.map((r) => r.kind ?? 'successor')]);
    });
  }

  async importCustomers(customers: readonly CustomerImport[], deleteMissing: boolean): Promise<UpsertCounts> {
    return inTransaction(this.pool, 'BEGIN', async (client) => {
      const counts = { created: 0, updated: 0, deleted: 0 };
      for (const customer of customers) {
        const name = customerName(customer.name);
        const { rows } = await client.query<{ id: number; created: boolean }>(
          `INSERT INTO customers (name) VALUES ($1) ON CONFLICT (name) DO UPDATE SET name = excluded.name
           RETURNING id, (xmax = 0) AS created`, [name]);
        counts[rows[0].created ? 'created' : 'updated']++;
        if (deleteMissing) {
          await client.query('DELETE FROM customer_discounts WHERE customer_id = $1 AND NOT (discountgroup = ANY($2::text[]))',
            [rows[0].id, Object.keys(customer.discounts)]);
        }
        for (const [group, percent] of Object.entries(customer.discounts)) await writeDiscount(client, rows[0].id, group, percent);
      }
      if (deleteMissing) {
        const named = customers.map((customer) => customerName(customer.name));
        const { rows: inUse } = await client.query<{ name: string }>(
          `SELECT c.name FROM customers c WHERE NOT (c.name = ANY($1::text[]))
           AND EXISTS (SELECT 1 FROM users u WHERE u.customer_id = c.id) ORDER BY c.name COLLATE "C"`, [named]);
        if (inUse.length > 0) throw new CustomerInUseError(inUse.map((row) => row.name));
        counts.deleted = (await client.query('DELETE FROM customers WHERE NOT (name = ANY($1::text[]))', [named])).rowCount ?? 0;
      }
      return counts;
    });
  }

  async importUsers(users: readonly UserImport[], deleteMissing: boolean): Promise<UpsertCounts> {
    return inTransaction(this.pool, 'BEGIN', async (client) => {
      const counts = { created: 0, updated: 0, deleted: 0 };
      for (const user of users) {
        const email = normaliseEmail(user.email);
        let customerId: number | null = null;
        if (user.customer !== null) {
          const { rows } = await client.query<{ id: number }>('SELECT id FROM customers WHERE name = $1', [user.customer.trim()]);
          if (!rows[0]) throw new NotFoundError(`No customer named "${user.customer}"`);
          customerId = rows[0].id;
        }
        const { rows: existing } = await client.query<{ id: number; role: string }>('SELECT id, role FROM users WHERE email = $1', [email]);
        if (existing[0]?.role === 'staff') throw new StaffAccountError(email);
        if (!existing[0]) {
          if (user.passwordHash === null) throw new Error(`A new user (${email}) needs a password`);
          await client.query(
            `INSERT INTO users (email, username, password_hash, customer_id, blocked_brands, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
            [email, user.username, user.passwordHash, customerId, user.blockedBrands, Date.now()]);
          counts.created++;
          continue;
        }
        await client.query('UPDATE users SET username = $1, customer_id = $2, blocked_brands = $3 WHERE id = $4',
          [user.username, customerId, user.blockedBrands, existing[0].id]);
        if (user.passwordHash !== null) {
          await client.query('UPDATE users SET password_hash = $1 WHERE id = $2', [user.passwordHash, existing[0].id]);
          await client.query('DELETE FROM sessions WHERE user_id = $1', [existing[0].id]);
        }
        counts.updated++;
      }
      if (deleteMissing) {
        const named = users.map((user) => normaliseEmail(user.email));
        counts.deleted = (await client.query(`DELETE FROM users WHERE role = 'customer' AND NOT (email = ANY($1::text[]))`, [named])).rowCount ?? 0;
      }
      return counts;
    });
  }

  async ensureCustomer(name: string): Promise<number> {
    await this.pool.query('INSERT INTO customers (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [customerName(name)]);
    return this.customerId(name);
  }

  async customerId(name: string): Promise<number> {
    const { rows } = await this.pool.query<{ id: number }>('SELECT id FROM customers WHERE name = $1', [name.trim()]);
    if (!rows[0]) throw new NotFoundError(`No customer named "${name}"`);
    return rows[0].id;
  }

  async setDiscount(customerId: number, group: string, percent: number | null | undefined): Promise<void> {
    await writeDiscount(this.pool, customerId, group, percent);
  }

  async setDiscounts(customerId: number, discounts: Record<string, number | null>): Promise<void> {
    await inTransaction(this.pool, 'BEGIN', async (client) => {
      for (const [group, percent] of Object.entries(discounts)) await writeDiscount(client, customerId, group, percent);
    });
  }

  async listCustomers(): Promise<CustomerSummary[]> {
    const { rows: customers } = await this.pool.query<{ id: number; name: string; users: number }>(
      'SELECT c.id, c.name, (SELECT COUNT(*) FROM users u WHERE u.customer_id = c.id) AS users FROM customers c ORDER BY c.name COLLATE "C"');
    const { rows: discounts } = await this.pool.query<{ customer_id: number; discountgroup: string; percent: number | null }>(
      'SELECT customer_id, discountgroup, percent FROM customer_discounts ORDER BY discountgroup COLLATE "C"');
    return customers.map((customer) => ({
      ...customer,
      discounts: Object.fromEntries(discounts.filter((d) => d.customer_id === customer.id).map((d) => [d.discountgroup, d.percent])),
    }));
  }

  async findCustomers({ text, offset, limit }: PageRequest): Promise<Page<CustomerSummary>> {
    const where = 'WHERE strpos(lower(c.name), lower($1)) > 0';
    const { rows: [{ total }] } = await this.pool.query<{ total: number }>(`SELECT COUNT(*) AS total FROM customers c ${where}`, [text]);
    const { rows } = await this.pool.query<CustomerRow>(`${CUSTOMER_SELECT} ${where} ORDER BY c.name COLLATE "C" LIMIT $2 OFFSET $3`,
      [text, limit, offset]);
    return { total, items: await this.withDiscounts(rows) };
  }

  async customerById(id: number): Promise<CustomerSummary | undefined> {
    const { rows } = await this.pool.query<CustomerRow>(`${CUSTOMER_SELECT} WHERE c.id = $1`, [id]);
    return (await this.withDiscounts(rows))[0];
  }

  private async withDiscounts(customers: CustomerRow[]): Promise<CustomerSummary[]> {
    const { rows } = await this.pool.query<DiscountRow>(
      'SELECT customer_id, discountgroup, percent FROM customer_discounts WHERE customer_id = ANY($1::int[]) ORDER BY discountgroup COLLATE "C"',
      [customers.map((customer) => customer.id)]);
    return toCustomers(customers, rows);
  }

  async createCustomer(name: string): Promise<number> {
    const { rows } = await this.pool.query<{ id: number }>(
      'INSERT INTO customers (name) VALUES ($1) ON CONFLICT (name) DO NOTHING RETURNING id', [customerName(name)]);
    if (!rows[0]) throw new CustomerExistsError(customerName(name));
    return rows[0].id;
  }

  async renameCustomer(id: number, name: string): Promise<void> {
    const { rowCount } = await this.pool.query(
      'UPDATE customers SET name = $1 WHERE id = $2 AND NOT EXISTS (SELECT 1 FROM customers o WHERE o.name = $1 AND o.id <> $2)',
      [customerName(name), id]).catch((error: unknown) => {
      // Another rename to the same name committed in between.
      if ((error as { code?: string }).code === '23505') throw new CustomerExistsError(customerName(name));
      throw error;
    });
    if ((rowCount ?? 0) > 0) return;
    if (await this.customerById(id)) throw new CustomerExistsError(customerName(name));
    throw new NotFoundError(`No customer with id ${id}`);
  }

  async findUsers({ text, role, customerId, offset, limit, now }: UserFilter): Promise<Page<UserDetail>> {
    const where = `WHERE u.role = $3 AND ($2::int IS NULL OR u.customer_id = $2) AND (strpos(lower(u.email), lower($1)) > 0
      OR strpos(lower(u.username), lower($1)) > 0 OR strpos(lower(coalesce(c.name, '')), lower($1)) > 0)`;
    const { rows: [{ total }] } = await this.pool.query<{ total: number }>(
      `SELECT COUNT(*) AS total FROM users u LEFT JOIN customers c ON c.id = u.customer_id ${where}`, [text, customerId, role]);
    const { rows } = await this.pool.query<UserDetailRow>(
      `${userDetailSelect('$4', '$5')} ${where} ORDER BY u.email COLLATE "C" LIMIT $6 OFFSET $7`,
      [text, customerId, role, now - FAILURE_RETENTION_MS, now, limit, offset]);
    return { total, items: rows.map(toUserDetail) };
  }

  async userById(id: number, now: number): Promise<UserDetail | undefined> {
    const { rows } = await this.pool.query<UserDetailRow>(`${userDetailSelect('$2', '$3')} WHERE u.id = $1`, [id, now - FAILURE_RETENTION_MS, now]);
    return rows[0] && toUserDetail(rows[0]);
  }

  async endSessions(userId: number): Promise<number> {
    return (await this.pool.query('DELETE FROM sessions WHERE user_id = $1', [userId])).rowCount ?? 0;
  }

  async setBlockedBrands(userId: number, blockedBrands: string): Promise<void> {
    const { rowCount } = await this.pool.query('UPDATE users SET blocked_brands = $1 WHERE id = $2', [blockedBrands, userId]);
    if (!rowCount) throw new NotFoundError(`No user with id ${userId}`);
  }

  async addUser(user: NewUser, now = Date.now()): Promise<number> {
    const email = normaliseEmail(user.email);
    const { rows } = await this.pool.query<{ id: number }>(
      `INSERT INTO users (email, username, password_hash, customer_id, blocked_brands, role, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (email) DO NOTHING RETURNING id`,
      [email, user.username, user.passwordHash, user.customerId, user.blockedBrands, user.role ?? 'customer', now]);
    if (!rows[0]) throw new UserExistsError(email);
    return rows[0].id;
  }

  async listUsers(): Promise<UserSummary[]> {
    const { rows } = await this.pool.query<UserSummary>(
      `SELECT u.id, u.email, u.username, c.name AS customer, u.blocked_brands, u.disabled, u.role
       FROM users u LEFT JOIN customers c ON c.id = u.customer_id ORDER BY u.email COLLATE "C"`);
    return rows;
  }

  private async updateUser(email: string, assignment: string, value: unknown): Promise<void> {
    const changed = await inTransaction(this.pool, 'BEGIN', async (client) => {
      const { rowCount } = await client.query(`UPDATE users SET ${assignment} WHERE email = $2`, [value, normaliseEmail(email)]);
      // A changed password or a disabled account ends every open session of that user.
      await client.query('DELETE FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = $1)', [normaliseEmail(email)]);
      return rowCount ?? 0;
    });
    if (changed === 0) throw new NotFoundError(`No user with e-mail "${email}"`);
  }

  setDisabled(email: string, disabled: boolean): Promise<void> {
    return this.updateUser(email, 'disabled = $1', disabled);
  }

  setPasswordHash(email: string, passwordHash: string): Promise<void> {
    return this.updateUser(email, 'password_hash = $1', passwordHash);
  }

  async recordImport({ kind, at, rows }: ImportRecord): Promise<void> {
    await this.setMeta(IMPORT_META_PREFIX + kind, JSON.stringify({ at, rows }));
  }

  async recordImportFailure({ kind, at }: ImportFailure): Promise<void> {
    await this.setMeta(IMPORT_FAILURE_META_PREFIX + kind, JSON.stringify({ at }));
  }

  private async setMeta(key: string, value: string): Promise<void> {
    await this.pool.query('INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value', [key, value]);
  }
}

async function writeDiscount(db: Queryable, customerId: number, group: string, percent: number | null | undefined): Promise<void> {
  if (percent === undefined) {
    await db.query('DELETE FROM customer_discounts WHERE customer_id = $1 AND discountgroup = $2', [customerId, group]);
    return;
  }
  await db.query(
    `INSERT INTO customer_discounts (customer_id, discountgroup, percent) VALUES ($1, $2, $3)
     ON CONFLICT (customer_id, discountgroup) DO UPDATE SET percent = excluded.percent`,
    [customerId, group, percent]);
}
