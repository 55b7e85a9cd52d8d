/** The console's customers page, and what the users page shares with it. */
export { CONSOLE_TAGS } from './customers-api';
export { useAdminCustomersQuery } from './customers-api';
export { useConsoleAction, useFailureText } from './console-action';
export { CONSOLE_PAGE_SIZE, CustomersPage, SEARCH_STYLE } from './CustomersPage';
