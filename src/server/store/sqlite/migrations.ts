import { MOVE_SIGN_IN_STATE_SQL } from './sign-in-state';

/**
 * The schema, as numbered migrations. `PRAGMA user_version` records how many have run, so opening
 * an older database brings it up to date and opening a current one changes nothing.
 */
/**
 * An article is stored as the JSON the API sends (all but the customer's discount), written once
 * when the catalogue is loaded: a search then reads one column per article instead of sixteen and
 * never re-serialises it. The columns beside it are the ones searches filter and join on.
 */
export const ARTICLE_COLUMNS_SQL = `
  id INTEGER PRIMARY KEY,
  artnrt4 TEXT NOT NULL,
  brand TEXT NOT NULL,
  instock INTEGER NOT NULL,    -- 1 when onstock > 0; what the on-stock filter and facet read
  discountgroup TEXT NOT NULL,
  doc TEXT NOT NULL            -- the article as JSON, without discount
`;

/**
 * Brand and stock counts per short prefix, computed when a catalogue is loaded: a one-character
 * query matches over 100,000 articles, and counting them at search time would take tens of ms.
 */
export const PREFIX_FACET_COLUMNS_SQL = `
  prefix TEXT NOT NULL,
  brand TEXT NOT NULL,
  count INTEGER NOT NULL,
  instock INTEGER NOT NULL,
  PRIMARY KEY (prefix, brand)`;

/**
 * Two indexes serve every search. By article number: a range on artnrt4, brand and stock read from
 * the index alone. By brand: with a brand filter, each brand's matches in artnrt4 order are one
 * range, so a short prefix filtered to a big brand never walks the other brands' articles.
 */
export function articleIndexSql(table: string, suffix: string): string {
  return `CREATE INDEX ${table}_search_${suffix} ON ${table}(artnrt4, brand, instock);
  CREATE INDEX ${table}_brand_${suffix} ON ${table}(brand, instock, artnrt4)`;
}

export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;

  CREATE TABLE brands (
    brand TEXT PRIMARY KEY,
    in_pt TEXT NOT NULL,
    message TEXT NOT NULL,
    info TEXT                  -- JSON: null, a string, or an object per language
  ) WITHOUT ROWID;
  CREATE TABLE brand_aliases (
    alias TEXT PRIMARY KEY,    -- lowercased
    brand TEXT NOT NULL REFERENCES brands(brand) ON DELETE CASCADE
  ) WITHOUT ROWID;

  CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
  CREATE TABLE customer_discounts (
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    discountgroup TEXT NOT NULL,
    percent REAL,              -- null: the group is known but its price is on request
    PRIMARY KEY (customer_id, discountgroup)
  ) WITHOUT ROWID;

  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,  -- lowercased
    username TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    customer_id INTEGER REFERENCES customers(id),
    blocked_brands TEXT NOT NULL DEFAULT '',
    disabled INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    cookie_hash TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  ) WITHOUT ROWID;
  CREATE INDEX sessions_by_expiry ON sessions(expires_at);

  CREATE TABLE login_failures (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL,
    address TEXT NOT NULL,
    at INTEGER NOT NULL
  );
  CREATE INDEX login_failures_by_email ON login_failures(email, at);
  CREATE INDEX login_failures_by_address ON login_failures(address, at);
  CREATE TABLE known_sign_in_addresses (
    email TEXT NOT NULL,
    address TEXT NOT NULL,
    last_at INTEGER NOT NULL,
    PRIMARY KEY (email, address)
  ) WITHOUT ROWID;

  CREATE TABLE replacements (
    from_artnrt4 TEXT NOT NULL,
    from_brand TEXT NOT NULL,
    to_artnrt4 TEXT NOT NULL,
    to_brand TEXT NOT NULL,
    PRIMARY KEY (from_artnrt4, to_artnrt4)
  ) WITHOUT ROWID;

  CREATE TABLE articles (${ARTICLE_COLUMNS_SQL});
  CREATE INDEX articles_search_0 ON articles(artnrt4, brand, instock);
  CREATE TABLE prefix_facets (${PREFIX_FACET_COLUMNS_SQL}) WITHOUT ROWID;

  -- At most one catalogue import at a time, across processes.
  CREATE TABLE import_lock (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    pid INTEGER NOT NULL,
    host TEXT NOT NULL,
    started_at INTEGER NOT NULL
  );

  INSERT INTO meta (key, value) VALUES ('catalogue_version', 'empty'), ('catalogue_articles', '0');
  `,
  // Catalogues loaded before the brand index existed get it here; imports create it with the table.
  `CREATE INDEX IF NOT EXISTS articles_brand_0 ON articles(brand, instock, artnrt4);`,
  // Sign-in attempts being checked, shared by every process on the database (auth/throttle.ts).
  `CREATE TABLE login_attempts_running (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL,
    address TEXT NOT NULL,
    started_at INTEGER NOT NULL
  );`,
  // Whether a replacement is the discontinued article's successor or an alternative to it.
  `ALTER TABLE replacements ADD COLUMN kind TEXT NOT NULL DEFAULT 'successor' CHECK (kind IN ('successor', 'alternative'));`,
  // A sign-in without remember-me is bound to the browser session's cookie (auth/sign-in.ts).
  `ALTER TABLE sessions ADD COLUMN browser_hash TEXT;`,
  // The sign-in state moves to a file of its own, which no import's write lock covers (sign-in-state.ts).
  MOVE_SIGN_IN_STATE_SQL,
  // Staff accounts: the distributor's back office, who use the console at /admin (auth/staff.ts).
  `ALTER TABLE users ADD COLUMN role TEXT NOT NULL DEFAULT 'customer' CHECK (role IN ('customer', 'staff'));`,
];
