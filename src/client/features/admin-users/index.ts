/** The console's users page, and its dialog saying an invitation went out (the staff page's too). */
export { UsersPage } from './UsersPage';
export { LinkSentModal } from './LinkSentModal';
