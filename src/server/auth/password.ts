/**
 * Passwords. The browser sends `passwordhash`, the hex SHA-256 of the password (DESIGN.md §3); the
 * server treats that value as the password and keeps only a salted scrypt hash of it.
 */
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { SCRYPT_PARAMS } from '../config';

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike, salt: crypto.BinaryLike, keylen: number, options: crypto.ScryptOptions,
) => Promise<Buffer>;

const PREFIX = 'scrypt';

/** What the browser computes from the password the customer typed. */
export function clientPasswordHash(password: string): string {
  return crypto.createHash('sha256').update(password, 'utf8').digest('hex');
}

export const PASSWORD_HASH_PATTERN = /^[0-9a-f]{64}$/;

export async function hashPassword(passwordhash: string, params = SCRYPT_PARAMS): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(passwordhash, salt, params.keyLength, { N: params.N, r: params.r, p: params.p, maxmem: params.maxmem });
  return [PREFIX, params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(passwordhash: string, stored: string): Promise<boolean> {
  const [prefix, n, r, p, salt, expected] = stored.split('$');
  if (prefix !== PREFIX || !salt || !expected) return false;
  const expectedKey = Buffer.from(expected, 'base64');
  const key = await scrypt(passwordhash, Buffer.from(salt, 'base64'), expectedKey.length, {
    N: Number(n), r: Number(r), p: Number(p), maxmem: SCRYPT_PARAMS.maxmem,
  });
  return crypto.timingSafeEqual(key, expectedKey);
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
