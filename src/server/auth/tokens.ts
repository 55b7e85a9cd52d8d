import crypto from 'node:crypto';
import { TOKEN_BYTES } from '../config';

/** An opaque secret of TOKEN_BYTES random bytes (256 bits), safe in headers and cookies. */
export function newSecret(): string {
  return crypto.randomBytes(TOKEN_BYTES).toString('base64url');
}

/** What newSecret gives: TOKEN_BYTES bytes as unpadded base64url. */
export const SECRET_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((TOKEN_BYTES * 4) / 3)}}$`);

/**
 * Only this hash is stored, so a copy of the database holds no usable token. Computed on every
 * authenticated request: the one-shot hash costs a quarter of a Hash object's.
 */
export function secretHash(secret: string): string {
  return crypto.hash('sha256', secret, 'hex');
}

export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,256})\s*$/.exec(authorization ?? '');
  return match ? match[1] : null;
}
