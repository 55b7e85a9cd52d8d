/**
 * Bundle budgets, in gzip bytes (level 9), kB = 1000 bytes.
 * bench/bundle-size.ts measures against them; `--check` (run by .ci/run) fails above them.
 */
export const KB = 1000;

/** The JavaScript the sign-in page loads, entry chunks and login chunk together. */
export const SIGN_IN_JS_GZIP_BUDGET = 250 * KB;

/** The style sheets the sign-in page loads. */
export const SIGN_IN_CSS_GZIP_BUDGET = 30 * KB;

/** What the search page adds on top of the sign-in page, JavaScript and CSS together. */
export const SEARCH_ADDS_GZIP_BUDGET = 150 * KB;
