/** What a refused password call says: the error code and the server's text, in the page's language. */
import type { ErrorBody } from '../../../shared/contract';

export interface PasswordError {
  code: ErrorBody['error'] | null;
  /** The server's own text; null when the network failed (the page shows its own). */
  message: string | null;
}

export function passwordError(error: unknown): PasswordError {
  const data = (error as { data?: Partial<ErrorBody> } | undefined)?.data;
  return { code: data?.error ?? null, message: typeof data?.message === 'string' ? data.message : null };
}
