/**
 * Passwords. The browser sends `passwordhash`, the hex SHA-256 of the password (docs/behaviour.md, Sign-in); the
 * server treats that value as the password and keeps only a salted scrypt hash of it.
 */
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { SCRYPT_PARAMS } from '../config';
import { HASHING_CONCURRENCY, HASHING_WAIT_LIMIT_MS, HashingSlots } from './hashing-slots';

const scryptOnPool = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike, salt: crypto.BinaryLike, keylen: number, options: crypto.ScryptOptions,
) => Promise<Buffer>;
const hashingSlots = new HashingSlots(HASHING_CONCURRENCY);
/** waitLimitMs bounds the wait for a slot of a sign-in, which someone is waiting on. */
const scrypt = (
  password: crypto.BinaryLike, salt: crypto.BinaryLike, keylen: number, options: crypto.ScryptOptions, waitLimitMs = Infinity,
) => hashingSlots.run(() => scryptOnPool(password, salt, keylen, options), waitLimitMs);

const PREFIX = 'scrypt';

/** What the browser computes from the password the customer typed. */
export function clientPasswordHash(password: string): string {
  return crypto.createHash('sha256').update(password, 'utf8').digest('hex');
}

export const PASSWORD_HASH_PATTERN = /^[0-9a-f]{64}$/;

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
  keyLength: number;
  maxmem: number;
}

/** `params` other than SCRYPT_PARAMS are for tests only: verifyPassword reads them back from the hash. */
export async function hashPassword(passwordhash: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(passwordhash, salt, params.keyLength, { N: params.N, r: params.r, p: params.p, maxmem: params.maxmem });
  return [PREFIX, params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Throws HashingBusyError (503) when too many sign-ins are ahead of this one to check it in time. */
export async function verifyPassword(passwordhash: string, stored: string): Promise<boolean> {
  const [prefix, n, r, p, salt, expected] = stored.split('$');
  if (prefix !== PREFIX || !salt || !expected) return false;
  const expectedKey = Buffer.from(expected, 'base64');
  const key = await scrypt(passwordhash, Buffer.from(salt, 'base64'), expectedKey.length, {
    N: Number(n), r: Number(r), p: Number(p), maxmem: SCRYPT_PARAMS.maxmem,
  }, HASHING_WAIT_LIMIT_MS);
  return crypto.timingSafeEqual(key, expectedKey);
}

/**
 * The stored hash of an invited user who has not chosen a password yet: no password matches it.
 * A sign-in with it costs the decoy's time, like an unknown address (sign-in.ts).
 */
export const UNUSABLE_PASSWORD_HASH = 'none';

export function isUsablePasswordHash(stored: string): boolean {
  return stored.startsWith(`${PREFIX}$`);
}

/**
 * A hash that matches no password, checked when the e-mail is unknown, so an unknown address
 * costs as much time as a wrong password and the two cannot be told apart.
 */
let decoy: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoy ??= hashPassword(crypto.randomBytes(32).toString('hex'));
  return decoy;
}
