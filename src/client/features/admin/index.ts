/** What the app uses of the staff console: its frame, its placeholder page, and the shape of a page. */
export { ConsoleLayout, currentPage, type ConsoleLayoutProps } from './ConsoleLayout';
export { ConsolePlaceholder } from './ConsolePlaceholder';
export type { ConsolePage } from './console-page';
