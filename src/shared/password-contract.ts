/**
 * The HTTP contract of passwords by e-mail (docs/api.md, Passwords): changing one's own password,
 * asking for a link, and setting a password with a link. Like contract.ts, the page imports it
 * with `import type` only.
 *
 * A new password travels as typed, unlike the sign-in's hash: the server must see it to refuse a
 * short or common one (docs/behaviour.md, Passwords by e-mail). It is checked, hashed as the
 * sign-in's hash is, and never kept or logged.
 */
import { Type, type Static } from 'typebox';
import { MAX_PASSWORD_LENGTH } from './password-rules';

const Closed = { additionalProperties: false } as const;

const NewPassword = Type.String({ maxLength: MAX_PASSWORD_LENGTH, description: 'the new password as typed (checked, then hashed; never kept)' });

/** POST /api/password: a signed-in user changes their password; every other session of theirs ends. */
export const PasswordChangeRequestSchema = Type.Object({
  /** Lowercase hex SHA-256 of the current password, as the sign-in sends it. */
  currentPasswordhash: Type.String({ maxLength: 128 }),
  newPassword: NewPassword,
}, Closed);
export type PasswordChangeRequest = Static<typeof PasswordChangeRequestSchema>;

/** POST /api/password/forgot: always answered alike, whether the address is known or not. */
export const PasswordForgotRequestSchema = Type.Object({ email: Type.String({ maxLength: 320 }) }, Closed);
export type PasswordForgotRequest = Static<typeof PasswordForgotRequestSchema>;

export const PasswordForgotResponseSchema = Type.Object({ accepted: Type.Literal(true) }, Closed);
export type PasswordForgotResponse = Static<typeof PasswordForgotResponseSchema>;

/** POST /api/password/reset: sets the password with a link's token and signs in (answered like POST /api/login). */
export const PasswordResetRequestSchema = Type.Object({
  /** The last part of the link /password/<token>. */
  token: Type.String({ maxLength: 128 }),
  newPassword: NewPassword,
  /** As POST /api/login's `remember`. */
  remember: Type.Optional(Type.Boolean()),
}, Closed);
export type PasswordResetRequest = Static<typeof PasswordResetRequestSchema>;
