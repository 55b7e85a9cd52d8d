/**
 * The words and limits the paste parser tunes on. Header words are compared after `headerKey`
 * (lower case, accents and everything but letters and digits dropped), so "Qté.", "QTE" and
 * "qte" are one word and the lists hold each word once.
 */

/**
 * Header cells naming the article number column, in the customers' languages (EN, DE, FR, ES),
 * most specific first: when two cells of a header match ("Artikel", "Artikelnummer"), the one
 * earlier in this list is the number column. Words that usually head a description or a position
 * ("Product", "Item", "Nombre") are left out.
 */
export const NUMBER_HEADER_WORDS: readonly string[] = [
  'articlenumber', 'articleno', 'articlenr', 'artno', 'artnr', 'partnumber', 'partno', 'pn', 'itemnumber', 'itemno',
  'productnumber', 'materialnumber', 'sku', 'mlfb', 'orderno', 'ordernumber',
  'artikelnummer', 'artikelnr', 'materialnummer', 'materialnr', 'bestellnummer', 'bestellnr', 'teilenummer',
  'referencearticle', 'numerodarticle', 'numeroarticle', 'reference', 'ref',
  'numerodearticulo', 'numerodepieza', 'referencia', 'codigo',
  'article', 'artikel', 'articulo', 'part', 'material', 'number', 'art',
];

/** Header cells naming the quantity column. */
export const QTY_HEADER_WORDS: readonly string[] = [
  'qty', 'quantity', 'pcs', 'pieces', 'amount', 'count',
  'menge', 'anzahl', 'stk', 'stuck', 'stuckzahl',
  'quantite', 'qte',
  'cantidad', 'cant', 'unidades', 'uds',
];

/**
 * What may stand between a leading quantity and the number in a one-column line ("3 x 6ES7…",
 * "3× …", "3 Stk. …", "3 pcs …"), compared in lower case. Digits glued to a letter ("3X123") are an
 * article number, so the parser wants white space after the word.
 */
export const QTY_PREFIX_WORDS: readonly string[] = [
  'x', '×', '*', 'stk', 'stk.', 'st', 'st.', 'stück', 'stueck', 'pcs', 'pcs.', 'pc', 'pc.', 'pce', 'pces', 'piece', 'pieces',
  'pièce', 'pièces', 'uds', 'uds.', 'unidades',
];

/** Units a quantity cell may carry after its digits ("3 Stk."); dropped before the number is read. */
export const QTY_UNIT_WORDS: readonly string[] = QTY_PREFIX_WORDS.filter((word) => word !== 'x' && word !== '×' && word !== '*');

/**
 * A column is a position (1, 2, 3 …) rather than the quantities when its filled cells count up by
 * one, from any start, in at least this many rows: two rows counting up (2, 3) may well be counts.
 */
export const POSITION_MIN_ROWS = 3;

/** A position has at most this many digits: a column counting 1040764, 1040765 … is article numbers. */
export const POSITION_MAX_DIGITS = 5;

/** Cell separators, strongest first: the first one common enough in the text splits every row. */
export const CELL_SEPARATORS: readonly string[] = ['\t', ';', ','];

/**
 * The share of non-blank lines a separator must appear in to split the rows, so that one
 * "Hello, please quote:" above a list of numbers does not make it a comma-separated table.
 */
export const SEPARATOR_MIN_SHARE = 0.5;

/**
 * The share of a column's filled cells that must read as counts for it to be taken as the
 * quantity column: one mistyped count ("2,5", "zwei") is that line's problem, not a reason to
 * read every line as quantity 1.
 */
export const QTY_COLUMN_MIN_SHARE = 0.5;
