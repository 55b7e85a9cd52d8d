/**
 * What may enter the support log: a plain, JSON-safe copy with every secret replaced. Applied
 * when an action is recorded, so a secret never reaches memory, localStorage or an export.
 */
export const REDACTED = '[redacted]';

/** Keys whose values are secrets wherever they appear (passwordhash is covered by password). */
const SECRET_KEY = /password|passwordhash|token|authorization|secret|cookie/i;

function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** A header list as [name, value] pairs: the name says whether the value is a secret. */
function isSecretPair(value: unknown[]): boolean {
  return value.length === 2 && typeof value[0] === 'string' && SECRET_KEY.test(value[0]);
}

function copy(value: unknown, seen: WeakSet<object>): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  // Functions, symbols, undefined and bigints have no JSON form; the caller drops them.
  if (typeof value !== 'object') return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (seen.has(value)) return undefined;
  seen.add(value);
  try {
    if (Array.isArray(value)) {
      if (isSecretPair(value)) return [value[0], REDACTED];
      return value.map((item) => copy(item, seen) ?? null);
    }
    // Requests, Responses, Headers, DOM nodes and other class instances are not data to replay.
    if (!isPlainObject(value)) return undefined;
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (SECRET_KEY.test(key)) {
        result[key] = REDACTED;
        continue;
      }
      const copied = copy(item, seen);
      if (copied !== undefined) result[key] = copied;
    }
    return result;
  } finally {
    seen.delete(value);
  }
}

/** A deep copy of `value` without secrets, functions or other values JSON cannot hold. */
export function redact(value: unknown): unknown {
  return copy(value, new WeakSet());
}
