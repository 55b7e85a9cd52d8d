/** The operator writes of store/admin.ts on SQLite. */
import type { CanonicalBrand } from '../../../shared/brands/brand-mapping';
import { brandKey } from '../../../shared/brands/brand-mapping';
import type { ReplacementRow } from '../catalogue-rows';
import {
  customerName, normaliseEmail, NotFoundError, UserExistsError, type Admin, type CustomerSummary, type NewUser,
  type UserSummary,
} from '../admin';
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

  async ensureCustomer(name: string): Promise<number> {
    this.db.prepare('INSERT OR IGNORE INTO customers (name) VALUES (?)').run(customerName(name));
    return this.customerId(name);
  }

  async customerId(name: string): Promise<number> {
    const row = this.db.prepare('SELECT id FROM customers WHERE name = ?').get(name.trim()) as { id: number } | undefined;
    if (!row) throw new NotFoundError(`No customer named "${name}"`);
    return row.id;
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

  async addUser(user: NewUser, now = Date.now()): Promise<number> {
    const email = normaliseEmail(user.email);
    if (this.db.prepare('SELECT 1 FROM users WHERE email = ?').get(email)) throw new UserExistsError(email);
    const result = this.db.prepare(
      `INSERT INTO users (email, username, password_hash, customer_id, blocked_brands, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(email, user.username, user.passwordHash, user.customerId, user.blockedBrands, now);
    return Number(result.lastInsertRowid);
  }

  async listUsers(): Promise<UserSummary[]> {
    const rows = this.db.prepare(
      `SELECT u.id, u.email, u.username, c.name AS customer, u.blocked_brands, u.disabled
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
}
