/** What other features use of the header. */
export { Header } from './Header';
