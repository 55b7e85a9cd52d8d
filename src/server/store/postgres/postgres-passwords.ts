/** PasswordStore on PostgreSQL (store/password-store.ts). */
import type pg from 'pg';
import { parseLanguage, type Language } from '../../../shared/languages';
import type { NewPasswordLink, PasswordRequest, PasswordRequestCounts, PasswordStore, UsedPasswordLink } from '../password-store';
import { inTransaction } from './pool';

export class PostgresPasswords implements PasswordStore {
  constructor(private readonly pool: pg.Pool) {}

  async issueLink(link: NewPasswordLink): Promise<void> {
    await inTransaction(this.pool, 'BEGIN', async (client) => {
      await client.query('DELETE FROM password_links WHERE user_id = $1 OR expires_at <= $2', [link.userId, link.createdAt]);
      await client.query(
        'INSERT INTO password_links (token_hash, user_id, purpose, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
        [link.tokenHash, link.userId, link.purpose, link.createdAt, link.expiresAt],
      );
    });
  }

  async setPasswordWithLink(tokenHash: string, now: number, passwordHash: string): Promise<UsedPasswordLink | null> {
    return inTransaction(this.pool, 'BEGIN', async (client) => {
      const { rows } = await client.query<{ user_id: number; purpose: UsedPasswordLink['purpose'] }>(
        'DELETE FROM password_links WHERE token_hash = $1 AND expires_at > $2 RETURNING user_id, purpose', [tokenHash, now]);
      const link = rows[0];
      if (!link) return null;
      await client.query('DELETE FROM sessions WHERE user_id = $1', [link.user_id]);
      const updated = await client.query<{ email: string }>('UPDATE users SET password_hash = $1 WHERE id = $2 RETURNING email', [passwordHash, link.user_id]);
      return { userId: link.user_id, email: updated.rows[0].email, purpose: link.purpose };
    });
  }

  async setPassword(userId: number, passwordHash: string, keepSessionTokenHash: string | null): Promise<void> {
    await inTransaction(this.pool, 'BEGIN', async (client) => {
      await client.query('DELETE FROM sessions WHERE user_id = $1 AND token_hash IS DISTINCT FROM $2', [userId, keepSessionTokenHash]);
      await client.query('UPDATE users SET password_hash = $1 WHERE id = $2', [passwordHash, userId]);
    });
  }

  /** Written before counted: two instances at once may each count the other, never miss it. */
  async recordRequest(request: PasswordRequest): Promise<PasswordRequestCounts> {
    return inTransaction(this.pool, 'BEGIN', async (client) => {
      await client.query('DELETE FROM password_requests WHERE at < $1', [request.forgetBefore]);
      await client.query('INSERT INTO password_requests (email, address, at) VALUES ($1, $2, $3)', [request.email, request.address, request.at]);
      const { rows } = await client.query<{ email: number; address: number }>(
        `SELECT COUNT(*) FILTER (WHERE email = $1)::int AS email, COUNT(*) FILTER (WHERE address = $2)::int AS address
         FROM password_requests WHERE (email = $1 OR address = $2) AND at >= $3`,
        [request.email, request.address, request.since]);
      return rows[0];
    });
  }

  async rememberLanguage(userId: number, language: Language): Promise<void> {
    await this.pool.query(
      'INSERT INTO user_languages (user_id, language) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET language = excluded.language', [userId, language]);
  }

  async language(userId: number): Promise<Language | null> {
    const { rows } = await this.pool.query<{ language: string }>('SELECT language FROM user_languages WHERE user_id = $1', [userId]);
    return rows[0] ? parseLanguage(rows[0].language) : null;
  }
}
