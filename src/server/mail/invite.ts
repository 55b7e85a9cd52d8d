/**
 * What staff do with passwords, for the console's users page and the users CLI: invite a user
 * (a new account without a usable password, and a link to choose one) and send a user a
 * password reset. Without a mail server the link comes back to be passed on by hand.
 */
import type { Language } from '../../shared/languages';
import { UNUSABLE_PASSWORD_HASH } from '../auth/password';
import { NotFoundError, normaliseEmail, type Admin } from '../store/admin';
import type { Store, UserRole } from '../store/store';
import { userLanguage, type LinkOutcome, type PasswordMail } from './password-mail';

export interface Invitation {
  email: string;
  name: string;
  customerId: number | null;
  blockedBrands?: string;
  /** The language of the mail; the user has never signed in, so none is known yet. */
  language: Language;
  /** A customer's user unless 'staff' (a staff account has no customer). */
  role?: UserRole;
}

export type InviteOutcome = LinkOutcome & { userId: number };

/** Creates the user (UserExistsError when the address is taken) and sends the link to set the first password. */
export async function inviteUser(mail: PasswordMail, admin: Pick<Admin, 'addUser'>, invitation: Invitation): Promise<InviteOutcome> {
  const email = normaliseEmail(invitation.email);
  const userId = await admin.addUser({
    email, username: invitation.name, passwordHash: UNUSABLE_PASSWORD_HASH, customerId: invitation.customerId, blockedBrands: invitation.blockedBrands ?? '',
    role: invitation.role,
  });
  const outcome = await mail.sendLink({ id: userId, email, username: invitation.name }, 'invite', invitation.language);
  return { ...outcome, userId };
}

/** Sends a known user a link to set a new password, in the language they last signed in with (NotFoundError for an unknown address). */
export async function sendPasswordReset(mail: PasswordMail, store: Store, email: string): Promise<LinkOutcome> {
  const user = await store.findUserByEmail(normaliseEmail(email));
  if (!user) throw new NotFoundError(`No user with e-mail "${email}"`);
  return mail.sendLink(user, 'reset', await userLanguage(store, user.id));
}
