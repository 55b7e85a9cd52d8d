/**
 * The business constants (docs/behaviour.md, Constants), named, in one place. Each has a test that pins its value
 * (test/client/config/constants.test.ts); nothing else in the SPA writes these numbers.
 */
export { SUPPLIER_PREFIXES } from '../../shared/supplier-prefixes';
export { LANGUAGES, DEFAULT_LANGUAGE } from '../../shared/languages';
/** The most articles one search answers (the server's limit); the list says when a result is cut off at it. */
export { SEARCH_RESULT_LIMIT } from '../../shared/api-constants';

/** Page size of the results list (resultsPerPage). */
export const RESULTS_PER_PAGE = 5;

/** Failed sign-ins after which the page refuses further attempts, and when it forgets them. */
export const MAX_LOGIN_ATTEMPTS = 3;
export const LOGIN_ATTEMPTS_RESET_MS = 10_000;
/** Pause between a successful sign-in and the move to the search page. */
export const LOGIN_REDIRECT_DELAY_MS = 750;

/** A filter change waits this long for further changes before it searches again. */
export const FILTER_DEBOUNCE_MS = 300;
/** Expanded result rows are reset for this long when the page changes. */
export const PAGINATION_RESET_MS = 100;
/** The loading state is held this long after a search ends. */
export const LOADING_DELAY_MS = 1500;
/** How long the search box glows after a focus request. */
export const SEARCH_GLOW_MS = 1000;
/**
 * The pause in typing after which the search box asks for suggestions. The list is to show within
 * 300 ms of the last key on a slow phone line, whose round trip alone is 150 ms, so the pause is
 * short: a fast typist's keys (a program's, 40 ms apart) still make one request, a slow one's make
 * one per key, each aborting the one before (docs/performance.md, Page load on a phone).
 */
export const SUGGESTION_DEBOUNCE_MS = 50;
/** Typed text shorter than this, once normalised, gets no suggestions (the server's rule too). */
export { SUGGESTION_MIN_LENGTH } from '../../shared/api-constants';

export const TOAST_LIMIT = 20;
export const TOAST_DURATION_MS = { blank: 4000, error: 4000, success: 2000, loading: Infinity } as const;

/** Webpack's time-out for loading a script chunk (also set in webpack.config.js). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * How often a feature's flows are started again after an exception escaped them, in one page's
 * life (lib/flow-isolation.ts): enough for any customer's session, and a saga that fails as it
 * starts is not restarted for ever.
 */
export const FLOW_RESTART_LIMIT = 100;

/** The support log keeps the newest this many actions (features/support-log/action-recorder.ts). */
export const SUPPORT_LOG_MAX_ACTIONS = 1000;
/**
 * The largest support log file the replay reads: a 5,000-line parts list shown with three
 * candidates a line is about 16 MB of the exported file, so this holds four such lists; anything
 * larger is not a file the page exported, and is refused before it is read.
 */
export const SUPPORT_LOG_MAX_BYTES = 64 * 1024 * 1024;

export const SKELETON_HEIGHT = 100;
export const FILTER_SKELETON_ROWS = 6;

/** Search box width in characters at the small, medium and large breakpoints (global.css names them). */
export const SEARCH_BOX_WIDTH_CH = { small: 38, medium: 50, large: 80 } as const;
/**
 * A device with a mouse and a keyboard: the start page puts the cursor in the search box there,
 * not on a touch screen, where it would open the on-screen keyboard over the page.
 */
export const TYPING_DEVICE_QUERY = '(hover: hover) and (pointer: fine)';

/** Pagination shows one page at each end and one on each side of the current page. */
export const PAGINATION_BOUNDARY_PAGES = 1;
export const PAGINATION_SIBLING_PAGES = 1;

/** Feature flag defaults, shared with the server, which can switch them at deploy time. */
export { DEFAULT_FLAGS } from '../../shared/feature-flags';

/**
 * How often an open page reads the feature flags again (and whenever it is shown again): a flag
 * switched in the staff console, answered by every instance within the server's FLAG_CACHE_MS
 * (20 s), so reaches every open page within a minute, the maintenance page included.
 */
export const FLAGS_POLL_MS = 30_000;

/** The year-end closure runs from 17 December until 1 January of the next year. */
export const SEASONAL_BREAK = { startMonth: 12, startDay: 17, endMonth: 1, endDay: 1 } as const;

/** The translation library's own default fallback language, which this product replaces with en. */
export const I18NEXT_DEFAULT_FALLBACK = 'dev';
export const FALLBACK_LANGUAGE = 'en';

/**
 * The longest `mailto:` link the order e-mail is sent as: about what mail programs and browsers
 * reliably take. A longer order goes to the clipboard and the link carries the subject only.
 */
export const MAILTO_MAX_LENGTH = 2000;

/**
 * The longest a CSV or .xlsx file may take to write once its writer is loaded. 5,000 lines take
 * about 1 s on a busy 2-core machine; a writer still busy after twenty times that has failed (its
 * worker refused, say), and the customer is told so instead of watching a spinner.
 */
export const EXPORT_TIMEOUT_MS = 20_000;

/**
 * The longest parts list the page looks up: ten of the server's chunks (LOOKUP_MAX_LINES each).
 * Far beyond a real parts list (20 to 500 lines), and small enough to keep in the tab's storage.
 */
export const PARTS_LIST_MAX_LINES = 5000;

/**
 * The most non-blank lines of text the page reads into cells: twice PARTS_LIST_MAX_LINES leaves
 * room for a header, an e-mail's greeting and signature, and lines without a number. A longer text
 * is refused as too long before it is split, so a file of 600,000 lines ends at once.
 */
export const PARTS_LIST_MAX_ROWS = 10_000;

/**
 * The most characters of text a list may have, pasted or read from a file: 5,000 lines of 200
 * characters. What is pasted is kept in the support log and the tab's storage, which hold a few
 * million characters in all.
 */
export const PARTS_LIST_MAX_CHARS = 1_000_000;

/**
 * The largest file the page reads (1 MB): a CSV of PARTS_LIST_MAX_CHARS single-byte characters, an
 * .xlsx of many thousand rows. A larger file is refused by its size, unread.
 */
export const PARTS_LIST_MAX_FILE_BYTES = 1_000_000;

/**
 * How long an .xlsx file may take to read before the page gives up and says it could not be read:
 * a 1 MB workbook takes well under a second; a reader that never answers must not leave the page
 * waiting.
 */
export const PARTS_LIST_READ_TIMEOUT_MS = 10_000;

/** The parts-list page's address, for the router and the links to it (header, start page). */
export const PARTS_LIST_PATH = '/parts-list';

/** The staff console's address (docs/operations.md, The staff console). */
export const CONSOLE_PATH = '/admin';

/**
 * How often the console's imports page asks for a running check or import (docs/imports.md,
 * From the console): a catalogue import notes its progress every half second.
 */
export const IMPORT_POLL_MS = 1_000;

/**
 * "Forgot your password?" lives here; a password link is this address and its token, as the
 * server writes it into the mails (docs/behaviour.md, Passwords by e-mail).
 */
export const PASSWORD_PATH = '/password';
