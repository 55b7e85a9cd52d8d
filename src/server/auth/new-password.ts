/**
 * The rules a new password must meet (docs/behaviour.md, Passwords by e-mail): at least
 * MIN_PASSWORD_LENGTH characters, and none of the 10,000 most common passwords
 * (common-passwords.txt, from the leaked-password frequency list zxcvbn ships, in order of use).
 * The page checks the length as it is typed; only the server holds the list.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../shared/password-rules';
import { projectRoot } from '../config';
import type { MessageId } from '../i18n/messages';

export const COMMON_PASSWORDS_FILE = 'src/server/auth/common-passwords.txt';

let common: Set<string> | undefined;

/** Read when first needed, once: a server that never sets a password never reads it. */
function commonPasswords(): Set<string> {
  common ??= new Set(fs.readFileSync(path.join(projectRoot(), COMMON_PASSWORDS_FILE), 'utf8').split('\n').filter(Boolean));
  return common;
}

/** Why the password is refused, as the message the customer is shown; null when it is fine. */
export function newPasswordProblem(password: string): MessageId | null {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return 'password_too_short';
  if (length > MAX_PASSWORD_LENGTH) return 'password_too_long';
  // The list is lower case; "Password1" is as guessable as "password1".
  if (commonPasswords().has(password.toLowerCase())) return 'password_too_common';
  return null;
}
