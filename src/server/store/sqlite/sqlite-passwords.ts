/**
 * PasswordStore on SQLite (store/password-store.ts). Its tables live in the sign-in state file
 * (sign-in-state.ts); a transaction that also writes a user's password begins with a write there,
 * like every sign-in write, so it takes that file's lock first.
 */
import { parseLanguage, type Language } from '../../../shared/languages';
import type { NewPasswordLink, PasswordRequest, PasswordRequestCounts, PasswordStore, UsedPasswordLink } from '../password-store';
import type { SqliteDatabase } from './open-database';
import { retryWhileBusy } from './retry-while-busy';

export class SqlitePasswords implements PasswordStore {
  private readonly sql;

  constructor(private readonly accounts: SqliteDatabase, private readonly busyWaitMs: number) {
    this.sql = {
      deleteLinksOf: accounts.prepare<[number, number]>('DELETE FROM password_links WHERE user_id = ? OR expires_at <= ?'),
      insertLink: accounts.prepare(
        `INSERT INTO password_links (token_hash, user_id, purpose, created_at, expires_at) VALUES (@tokenHash, @userId, @purpose, @createdAt, @expiresAt)`),
      takeLink: accounts.prepare<[string, number], { user_id: number; purpose: UsedPasswordLink['purpose'] }>(
        'DELETE FROM password_links WHERE token_hash = ? AND expires_at > ? RETURNING user_id, purpose'),
      setPasswordHash: accounts.prepare<[string, number]>('UPDATE users SET password_hash = ? WHERE id = ?'),
      email: accounts.prepare<[number], string>('SELECT email FROM users WHERE id = ?').pluck(),
      deleteSessions: accounts.prepare<[number]>('DELETE FROM sessions WHERE user_id = ?'),
      deleteOtherSessions: accounts.prepare<[number, string]>('DELETE FROM sessions WHERE user_id = ? AND token_hash <> ?'),
      deleteOldRequests: accounts.prepare<[number]>('DELETE FROM password_requests WHERE at < ?'),
      insertRequest: accounts.prepare<[string, string, number]>('INSERT INTO password_requests (email, address, at) VALUES (?, ?, ?)'),
      countByEmail: accounts.prepare<[string, number], number>('SELECT COUNT(*) FROM password_requests WHERE email = ? AND at >= ?').pluck(),
      countByAddress: accounts.prepare<[string, number], number>('SELECT COUNT(*) FROM password_requests WHERE address = ? AND at >= ?').pluck(),
      setLanguage: accounts.prepare<[number, string]>(
        'INSERT INTO user_languages (user_id, language) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET language = excluded.language'),
      language: accounts.prepare<[number], string>('SELECT language FROM user_languages WHERE user_id = ?').pluck(),
    };
  }

  private run<T>(operation: () => T): Promise<T> {
    return retryWhileBusy(this.busyWaitMs, operation);
  }

  async issueLink(link: NewPasswordLink): Promise<void> {
    await this.run(() => this.accounts.transaction(() => {
      this.sql.deleteLinksOf.run(link.userId, link.createdAt);
      this.sql.insertLink.run(link);
    })());
  }

  async setPasswordWithLink(tokenHash: string, now: number, passwordHash: string): Promise<UsedPasswordLink | null> {
    return this.run(() => this.accounts.transaction(() => {
      const link = this.sql.takeLink.get(tokenHash, now);
      if (!link) return null;
      this.sql.deleteSessions.run(link.user_id);
      this.sql.setPasswordHash.run(passwordHash, link.user_id);
      const email = this.sql.email.get(link.user_id);
      // The user was deleted after the link was sent: the link goes with it.
      return email === undefined ? null : { userId: link.user_id, email, purpose: link.purpose };
    })());
  }

  async setPassword(userId: number, passwordHash: string, keepSessionTokenHash: string | null): Promise<void> {
    await this.run(() => this.accounts.transaction(() => {
      if (keepSessionTokenHash === null) this.sql.deleteSessions.run(userId);
      else this.sql.deleteOtherSessions.run(userId, keepSessionTokenHash);
      this.sql.setPasswordHash.run(passwordHash, userId);
    })());
  }

  async recordRequest(request: PasswordRequest): Promise<PasswordRequestCounts> {
    return this.run(() => this.accounts.transaction(() => {
      this.sql.deleteOldRequests.run(request.forgetBefore);
      this.sql.insertRequest.run(request.email, request.address, request.at);
      return {
        email: this.sql.countByEmail.get(request.email, request.since) ?? 0,
        address: this.sql.countByAddress.get(request.address, request.since) ?? 0,
      };
    })());
  }

  async rememberLanguage(userId: number, language: Language): Promise<void> {
    await this.run(() => this.sql.setLanguage.run(userId, language));
  }

  async language(userId: number): Promise<Language | null> {
    const stored = await this.run(() => this.sql.language.get(userId));
    return stored === undefined ? null : parseLanguage(stored);
  }
}
