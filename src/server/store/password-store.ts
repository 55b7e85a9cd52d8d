/**
 * What passwords by e-mail keep in the database (docs/behaviour.md, Passwords by e-mail): the
 * links sent (only a hash of each token), the "forgot your password?" requests for their
 * throttle, and the language each user last signed in with, for the mails. Both backends
 * implement it; on SQLite it lives in the sign-in state file, which no import locks.
 */
import type { Language } from '../../shared/languages';

export const PASSWORD_LINK_PURPOSES = ['reset', 'invite'] as const;
export type PasswordLinkPurpose = (typeof PASSWORD_LINK_PURPOSES)[number];

export interface NewPasswordLink {
  tokenHash: string;
  userId: number;
  purpose: PasswordLinkPurpose;
  createdAt: number;
  expiresAt: number;
}

export interface UsedPasswordLink {
  userId: number;
  /** The user's e-mail address, to read the user back with. */
  email: string;
  purpose: PasswordLinkPurpose;
}

export interface PasswordRequest {
  email: string;
  address: string;
  at: number;
  /** Requests from this time on count. */
  since: number;
  /** Requests before this time are deleted. */
  forgetBefore: number;
}

/** The requests in the window, this one included. */
export interface PasswordRequestCounts {
  email: number;
  address: number;
}

export interface PasswordStore {
  /** Stores a new link of the user; every earlier link of that user stops working. */
  issueLink(link: NewPasswordLink): Promise<void>;
  /**
   * In one transaction: takes the link (it works once), sets the user's password and ends every
   * session of the user. Null, with nothing changed, when no unexpired link has this hash.
   */
  setPasswordWithLink(tokenHash: string, now: number, passwordHash: string): Promise<UsedPasswordLink | null>;
  /** Sets the user's password and ends every session of the user but the one named (a hash of its token). */
  setPassword(userId: number, passwordHash: string, keepSessionTokenHash: string | null): Promise<void>;
  /** Records a request and counts the requests in its window, across every instance. */
  recordRequest(request: PasswordRequest): Promise<PasswordRequestCounts>;
  rememberLanguage(userId: number, language: Language): Promise<void>;
  /** The language the user last signed in with; null when never noted. */
  language(userId: number): Promise<Language | null>;
}
