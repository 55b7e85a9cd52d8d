/**
 * What a new password must be, checked by the page as it is typed and again by the server
 * (docs/behaviour.md, Passwords by e-mail). The server also refuses the most common passwords.
 */
export const MIN_PASSWORD_LENGTH = 8;
/** Far above any password a person types; keeps a hostile request's hashing bounded. */
export const MAX_PASSWORD_LENGTH = 256;
