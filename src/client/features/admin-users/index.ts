/** The console's users page. */
export { UsersPage } from './UsersPage';
