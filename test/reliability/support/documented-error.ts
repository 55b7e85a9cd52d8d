/**
 * The documented error body (docs/api.md, Every call): exactly {"error": code, "message": text}, the code one
 * of ERROR_CODES and the text that code's message in the language the caller selected.
 */
import { DEFAULT_MESSAGE, MESSAGES, type MessageId } from '../../../src/server/i18n/messages';
import { ERROR_CODES } from '../../../src/shared/api-constants';
import type { ErrorCode } from '../../../src/shared/contract';
import { parseLanguage } from '../../../src/shared/languages';

/** Texts a route may pick instead of its code's default (auth-routes: "Email and password required"; the staff API's customers and users). */
const SPECIFIC_MESSAGES: Partial<Record<ErrorCode, MessageId[]>> = {
  invalid_request: ['email_password_required', 'admin_invalid_name', 'admin_invalid_percent', 'admin_invalid_email'],
  not_found: ['admin_unknown_customer', 'admin_unknown_user', 'admin_unknown_group'],
  conflict: ['admin_customer_exists', 'admin_user_exists'],
};

function isErrorCode(value: unknown): value is ErrorCode {
  return (ERROR_CODES as readonly unknown[]).includes(value);
}

/** Why `body` is not the documented error body for a caller who sent `language`, or null when it is. */
export function errorBodyProblem(body: string, language?: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `not JSON: ${JSON.stringify(body.slice(0, 120))}`;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return `not an object: ${body.slice(0, 120)}`;
  const keys = Object.keys(parsed).sort();
  if (keys.join(',') !== 'error,message') return `keys are [${keys.join(', ')}], not [error, message]: ${body.slice(0, 120)}`;
  const { error, message } = parsed as { error: unknown; message: unknown };
  if (!isErrorCode(error)) return `"${String(error)}" is not one of ERROR_CODES`;
  const selected = parseLanguage(language);
  const allowed: string[] = [DEFAULT_MESSAGE[error], ...(SPECIFIC_MESSAGES[error] ?? [])].map((id) => MESSAGES[id][selected]);
  if (!allowed.includes(message as string)) return `"${String(message)}" is not the ${selected} text of ${error}`;
  return null;
}

/** Why a response is not a 4xx with the documented JSON error body, or null when it is. */
export function clientErrorProblem(status: number, contentType: unknown, body: string, language?: string): string | null {
  if (status < 400 || status > 499) return `status ${status}, not 4xx: ${body.slice(0, 120)}`;
  if (!String(contentType).startsWith('application/json')) return `content-type ${String(contentType)}`;
  return errorBodyProblem(body, language);
}
