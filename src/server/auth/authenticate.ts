/**
 * The bearer-token check in front of every authenticated route. The user is looked up on each
 * request (one primary-key read), or taken from memory while the store's data version has not
 * moved on (store/versioned-cache.ts): a logout, a disabled account or a changed blocked-brands
 * list is a write that moves it on, and the expiry is checked every time, so each still takes
 * effect at once.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brandKey } from '../../shared/brands/brand-mapping';
import type { User } from '../../shared/contract';
import { ApiError } from '../errors';
import { SESSION_CACHE_ENTRIES } from '../config';
import type { SessionUser, Store, UserRecord, UserRole } from '../store/store';
import { VersionedCache } from '../store/versioned-cache';
import { expiredSessionCookie, readBrowserCookie } from './cookies';
import { bearerToken, secretHash } from './tokens';

const CUSTOMER_ONLY: readonly UserRole[] = ['customer'];

export interface AuthenticatedUser {
  record: SessionUser;
  tokenHash: string;
  blockedBrands: string[];
  /** The store's data version seen before the user was read (Store.answersVersion); null when it has none. */
  dataVersion: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthenticatedUser | null;
  }
}

/**
 * The canonical brands of a user's `blocked_brands`. An operator types the list (`users add
 * --blocked`, the users import), and the catalogue compares canonical names exactly, so "omron "
 * or an alias must still block Omron; a name the brand data does not know is kept as typed. The
 * brand data is the database's (the last brands import), read per request like the user, so an
 * import takes effect at once on every instance; a user with nothing blocked costs no read.
 */
export async function parseBlockedBrands(store: Pick<Store, 'canonicalBrands'>, value: string): Promise<string[]> {
  const names = value.split(',').map((name) => name.trim()).filter(Boolean);
  if (names.length === 0) return [];
  const canonical = await store.canonicalBrands([...new Set(names.map(brandKey))]);
  return names.map((name) => canonical.get(brandKey(name)) ?? name);
}

export function publicUser(record: UserRecord): User {
  return {
    id: record.id,
    username: record.username,
    customer: record.customerId === null ? null : { id: record.customerId, name: record.customerName ?? '' },
    blocked_brands: record.blockedBrands,
    role: record.role,
  };
}

/** One cache of sessions per store, shared by every route group that checks the token. */
const sessionCaches = new WeakMap<Store, VersionedCache<AuthenticatedUser>>();

function sessionCache(store: Store): VersionedCache<AuthenticatedUser> {
  let sessions = sessionCaches.get(store);
  if (!sessions) {
    sessions = new VersionedCache<AuthenticatedUser>(SESSION_CACHE_ENTRIES, () => 1);
    sessionCaches.set(store, sessions);
  }
  return sessions;
}

/**
 * A session bound to a browser session (a sign-in without remember-me) counts only with that
 * browser's cookie: once the browser has closed, its token is of no use to anyone.
 */
function fromItsBrowser(session: SessionUser, request: FastifyRequest): boolean {
  if (session.sessionBrowserHash === null) return true;
  const browser = readBrowserCookie(request.headers.cookie);
  return browser !== null && secretHash(browser) === session.sessionBrowserHash;
}

/**
 * The session check in front of a route, for the roles that may use it: the customer routes take
 * customers' users only (a staff account never sees the search as a customer would), the staff
 * API only staff (auth/staff.ts), and the profile both. Another role's session gets 403.
 */
export function authenticate(store: Store, now: () => number, roles: readonly UserRole[] = CUSTOMER_ONLY) {
  const sessions = sessionCache(store);
  return async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = bearerToken(request.headers.authorization);
    const tokenHash = token ? secretHash(token) : null;
    const dataVersion = await store.answersVersion();
    const at = now();
    let auth = tokenHash && dataVersion !== null ? sessions.get(dataVersion, tokenHash) : undefined;
    if (auth && auth.record.sessionExpiresAt <= at) auth = undefined;
    if (!auth && tokenHash) {
      const record = await store.findUserBySession(tokenHash, at);
      if (record) auth = { record, tokenHash, blockedBrands: await parseBlockedBrands(store, record.blockedBrands), dataVersion };
      if (auth && dataVersion !== null) sessions.set(dataVersion, tokenHash, auth);
    }
    if (auth && !fromItsBrowser(auth.record, request)) auth = undefined;
    if (!auth) {
      throw new ApiError(401, 'unauthorized', undefined, { 'set-cookie': expiredSessionCookie(request.protocol === 'https') });
    }
    if (!roles.includes(auth.record.role)) throw new ApiError(403, 'forbidden');
    request.auth = { ...auth, dataVersion };
  };
}

/** For handlers behind requireUser: the user it found. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.auth) throw new ApiError(401, 'unauthorized');
  return request.auth;
}
