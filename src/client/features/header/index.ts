/** What other features may use of the header: the header itself, and its search box's input id to focus. */
export { Header } from './Header';
export { SEARCH_INPUT_ID } from './SearchBox';
