/** The console's users page. */
export { UsersPage } from './UsersPage';
export { LinkSentModal, type LinkSent } from './LinkSentModal';
