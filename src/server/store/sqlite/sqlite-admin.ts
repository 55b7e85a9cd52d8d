/**
 * The operator writes of store/admin.ts on SQLite, on the connection that has the sign-in state
 * attached (open-database.ts): whatever ends a user's sessions deletes them there in the same
 * transaction (in WAL mode each file commits on its own, the database file first).
 */
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
import { truncateLog } from './disk-space';
import type { SqliteDatabase } from './open-database';

export class SqliteAdmin implements Admin {
  constructor(private readonly db: SqliteDatabase) {}

  async replaceBrands(brands: readonly CanonicalBrand[]): Promise<void> {
    this.db.transaction(() => {
      this.db.exec('DELETE FROM brand_aliases; DELETE FROM brands;');
      const insertBrand = this.db.prepare('INSERT INTO brands (brand, in_pt, message, info) VALUES (?, ?, ?, ?)');
      const insertAlias = this.db.prepare('INSERT OR IGNORE INTO brand_aliases (alias, brand) VALUES (?, ?)');
      for (const brand of brands) {
        insertBrand.run(brand.brand, brand.in_PT, brand.message, JSON.stringify(brand.info));
        for (const alias of [brand.brand, ...brand.aliases]) insertAlias.run(brandKey(alias), brand.brand);
      }
    })();
  }

  async replaceReplacements(rows: readonly ReplacementRow[]): Promise<void> {
    this.db.transaction(() => {
      this.db.exec('DELETE FROM replacements');
      const insert = this.db.prepare(
        `INSERT INTO replacements (from_artnrt4, from_brand, to_artnrt4, to_brand, kind)
         VALUES (@from_artnrt4, @from_brand, @to_artnrt4, @to_brand, @kind)`);
      for (const row of rows) insert.run({ ...row, kind: row.kind ?? 'successor' });
    })();
  }

  async importCustomers(customers: readonly CustomerImport[], deleteMissing: boolean): Promise<UpsertCounts> {
    return this.db.transaction(() => {
      const counts = { created: 0, updated: 0, deleted: 0 };
      for (const customer of customers) {
        const name = customerName(customer.name);
        const created = this.db.prepare('INSERT OR IGNORE INTO customers (name) VALUES (?)').run(name).changes > 0;
        counts[created ? 'created' : 'updated']++;
        const id = (this.db.prepare('SELECT id FROM customers WHERE name = ?').get(name) as { id: number }).id;
        if (deleteMissing) {
          this.db.prepare('DELETE FROM customer_discounts WHERE customer_id = ? AND discountgroup NOT IN (SELECT value FROM json_each(?))')
            .run(id, JSON.stringify(Object.keys(customer.discounts)));
        }
        for (const [group, percent] of Object.entries(customer.discounts)) this.writeDiscount(id, group, percent);
      }
      if (deleteMissing) {
        const named = JSON.stringify(customers.map((customer) => customerName(customer.name)));
        const inUse = this.db.prepare(`SELECT c.name FROM customers c WHERE c.name NOT IN (SELECT value FROM json_each(?))
          AND EXISTS (SELECT 1 FROM users u WHERE u.customer_id = c.id) ORDER BY c.name`).pluck().all(named) as string[];
        if (inUse.length > 0) throw new CustomerInUseError(inUse);
        counts.deleted = this.db.prepare('DELETE FROM customers WHERE name NOT IN (SELECT value FROM json_each(?))').run(named).changes;
      }
      return counts;
    })();
  }

  async importUsers(users: readonly UserImport[], deleteMissing: boolean): Promise<UpsertCounts> {
    return this.db.transaction(() => {
      const counts = { created: 0, updated: 0, deleted: 0 };
      for (const user of users) {
        const email = normaliseEmail(user.email);
        const customerId = user.customer === null ? null : this.customerIdNow(user.customer);
        const existing = this.db.prepare('SELECT id, role FROM users WHERE email = ?').get(email) as { id: number; role: string } | undefined;
        if (existing?.role === 'staff') throw new StaffAccountError(email);
        if (!existing) {
          if (user.passwordHash === null) throw new Error(`A new user (${email}) needs a password`);
          this.db.prepare(`INSERT INTO users (email, username, password_hash, customer_id, blocked_brands, created_at)
            VALUES (?, ?, ?, ?, ?, ?)`).run(email, user.username, user.passwordHash, customerId, user.blockedBrands, Date.now());
          counts.created++;
          continue;
        }
        this.db.prepare('UPDATE users SET username = ?, customer_id = ?, blocked_brands = ? WHERE id = ?')
          .run(user.username, customerId, user.blockedBrands, existing.id);
        if (user.passwordHash !== null) {
          this.db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(user.passwordHash, existing.id);
          this.db.prepare('DELETE FROM sessions WHERE user_id = ?').run(existing.id);
        }
        counts.updated++;
      }
      if (deleteMissing) {
        const named = JSON.stringify(users.map((user) => normaliseEmail(user.email)));
        const missing = `SELECT id FROM users WHERE role = 'customer' AND email NOT IN (SELECT value FROM json_each(?))`;
        // The sessions live in the sign-in state file, which holds no foreign key to users.
        this.db.prepare(`DELETE FROM sessions WHERE user_id IN (${missing})`).run(named);
        counts.deleted = this.db.prepare(`DELETE FROM users WHERE id IN (${missing})`).run(named).changes;
      }
      return counts;
    })();
  }

  private customerIdNow(name: string): number {
    const row = this.db.prepare('SELECT id FROM customers WHERE name = ?').get(name.trim()) as { id: number } | undefined;
    if (!row) throw new NotFoundError(`No customer named "${name}"`);
    return row.id;
  }

  async ensureCustomer(name: string): Promise<number> {
    this.db.prepare('INSERT OR IGNORE INTO customers (name) VALUES (?)').run(customerName(name));
    return this.customerId(name);
  }

  async customerId(name: string): Promise<number> {
    return this.customerIdNow(name);
  }

  async setDiscount(customerId: number, group: string, percent: number | null | undefined): Promise<void> {
    this.writeDiscount(customerId, group, percent);
  }

  async setDiscounts(customerId: number, discounts: Record<string, number | null>): Promise<void> {
    this.db.transaction(() => {
      for (const [group, percent] of Object.entries(discounts)) this.writeDiscount(customerId, group, percent);
    })();
  }

  private writeDiscount(customerId: number, group: string, percent: number | null | undefined): void {
    if (percent === undefined) {
      this.db.prepare('DELETE FROM customer_discounts WHERE customer_id = ? AND discountgroup = ?').run(customerId, group);
      return;
    }
    this.db.prepare(
      `INSERT INTO customer_discounts (customer_id, discountgroup, percent) VALUES (?, ?, ?)
       ON CONFLICT (customer_id, discountgroup) DO UPDATE SET percent = excluded.percent`,
    ).run(customerId, group, percent);
  }

  async listCustomers(): Promise<CustomerSummary[]> {
    const customers = this.db.prepare(
      'SELECT c.id, c.name, (SELECT COUNT(*) FROM users u WHERE u.customer_id = c.id) AS users FROM customers c ORDER BY c.name',
    ).all() as Array<{ id: number; name: string; users: number }>;
    const discounts = this.db.prepare(
      'SELECT discountgroup, percent FROM customer_discounts WHERE customer_id = ? ORDER BY discountgroup',
    );
    return customers.map((customer) => ({
      ...customer,
      discounts: Object.fromEntries(
        (discounts.all(customer.id) as Array<{ discountgroup: string; percent: number | null }>).map((d) => [d.discountgroup, d.percent]),
      ),
    }));
  }

  async findCustomers({ text, offset, limit }: PageRequest): Promise<Page<CustomerSummary>> {
    const where = 'WHERE instr(lower(c.name), lower(@text)) > 0';
    const total = this.db.prepare(`SELECT COUNT(*) FROM customers c ${where}`).pluck().get({ text }) as number;
    const rows = this.db.prepare(`${CUSTOMER_SELECT} ${where} ORDER BY c.name LIMIT @limit OFFSET @offset`)
      .all({ text, limit, offset }) as CustomerRow[];
    return { total, items: this.withDiscounts(rows) };
  }

  async customerById(id: number): Promise<CustomerSummary | undefined> {
    return this.withDiscounts(this.db.prepare(`${CUSTOMER_SELECT} WHERE c.id = ?`).all(id) as CustomerRow[])[0];
  }

  private withDiscounts(customers: CustomerRow[]): CustomerSummary[] {
    const discounts = this.db.prepare(
      'SELECT customer_id, discountgroup, percent FROM customer_discounts WHERE customer_id IN (SELECT value FROM json_each(?)) ORDER BY discountgroup',
    ).all(JSON.stringify(customers.map((customer) => customer.id))) as DiscountRow[];
    return toCustomers(customers, discounts);
  }

  async createCustomer(name: string): Promise<number> {
    const result = this.db.prepare('INSERT OR IGNORE INTO customers (name) VALUES (?)').run(customerName(name));
    if (result.changes === 0) throw new CustomerExistsError(customerName(name));
    return Number(result.lastInsertRowid);
  }

  async renameCustomer(id: number, name: string): Promise<void> {
    const result = this.db.prepare('UPDATE OR IGNORE customers SET name = ? WHERE id = ?').run(customerName(name), id);
    if (result.changes > 0) return;
    if (await this.customerById(id)) throw new CustomerExistsError(customerName(name));
    throw new NotFoundError(`No customer with id ${id}`);
  }

  async findUsers({ text, role, customerId, offset, limit, now }: UserFilter): Promise<Page<UserDetail>> {
    const where = `WHERE u.role = @role AND (@customerId IS NULL OR u.customer_id = @customerId) AND (instr(lower(u.email), lower(@text)) > 0
      OR instr(lower(u.username), lower(@text)) > 0 OR instr(lower(coalesce(c.name, '')), lower(@text)) > 0)`;
    const params = { text, role, customerId, since: now - FAILURE_RETENTION_MS, now };
    const total = this.db.prepare(`SELECT COUNT(*) FROM users u LEFT JOIN customers c ON c.id = u.customer_id ${where}`).pluck()
      .get(params) as number;
    const rows = this.db.prepare(`${userDetailSelect('@since', '@now')} ${where} ORDER BY u.email LIMIT @limit OFFSET @offset`)
      .all({ ...params, limit, offset }) as UserDetailRow[];
    return { total, items: rows.map(toUserDetail) };
  }

  async userById(id: number, now: number): Promise<UserDetail | undefined> {
    const row = this.db.prepare(`${userDetailSelect('@since', '@now')} WHERE u.id = @id`)
      .get({ id, since: now - FAILURE_RETENTION_MS, now }) as UserDetailRow | undefined;
    return row && toUserDetail(row);
  }

  async endSessions(userId: number): Promise<number> {
    return this.db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId).changes;
  }

  async setBlockedBrands(userId: number, blockedBrands: string): Promise<void> {
    const result = this.db.prepare('UPDATE users SET blocked_brands = ? WHERE id = ?').run(blockedBrands, userId);
    if (result.changes === 0) throw new NotFoundError(`No user with id ${userId}`);
  }

  async addUser(user: NewUser, now = Date.now()): Promise<number> {
    const email = normaliseEmail(user.email);
    if (this.db.prepare('SELECT 1 FROM users WHERE email = ?').get(email)) throw new UserExistsError(email);
    const result = this.db.prepare(
      `INSERT INTO users (email, username, password_hash, customer_id, blocked_brands, role, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(email, user.username, user.passwordHash, user.customerId, user.blockedBrands, user.role ?? 'customer', now);
    return Number(result.lastInsertRowid);
  }

  async listUsers(): Promise<UserSummary[]> {
    const rows = this.db.prepare(
      `SELECT u.id, u.email, u.username, c.name AS customer, u.blocked_brands, u.disabled, u.role
       FROM users u LEFT JOIN customers c ON c.id = u.customer_id ORDER BY u.email`,
    ).all() as Array<Omit<UserSummary, 'disabled'> & { disabled: number }>;
    return rows.map((row) => ({ ...row, disabled: row.disabled === 1 }));
  }

  private updateUser(email: string, assignment: string, value: unknown): void {
    const changes = this.db.transaction(() => {
      const result = this.db.prepare(`UPDATE users SET ${assignment} WHERE email = ?`).run(value, normaliseEmail(email));
      // A changed password or a disabled account ends every open session of that user.
      this.db.prepare('DELETE FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = ?)').run(normaliseEmail(email));
      return result.changes;
    })();
    if (changes === 0) throw new NotFoundError(`No user with e-mail "${email}"`);
  }

  async setDisabled(email: string, disabled: boolean): Promise<void> {
    this.updateUser(email, 'disabled = ?', disabled ? 1 : 0);
  }

  async setPasswordHash(email: string, passwordHash: string): Promise<void> {
    this.updateUser(email, 'password_hash = ?', passwordHash);
  }

  async recordImport({ kind, at, rows }: ImportRecord): Promise<void> {
    this.setLastMeta(IMPORT_META_PREFIX + kind, JSON.stringify({ at, rows }));
  }

  async recordImportFailure({ kind, at }: ImportFailure): Promise<void> {
    this.setLastMeta(IMPORT_FAILURE_META_PREFIX + kind, JSON.stringify({ at }));
  }

  /** An import's record is its last write: the log is emptied after it, as after the import itself (disk-space.ts). */
  private setLastMeta(key: string, value: string): void {
    this.db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(key, value);
    truncateLog(this.db);
  }
}
