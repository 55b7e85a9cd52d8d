/** What other features use of the home page: its search screen, which the replay view shows as the customer saw it. */
export { SearchScreen } from './SearchScreen';
