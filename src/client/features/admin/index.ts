/** What the app uses of the staff console: its frame and the shape of a page. */
export { ConsoleLayout, currentPage, type ConsoleLayoutProps } from './ConsoleLayout';
export type { ConsolePage } from './console-page';
