/**
 * Whether a cell has anything of an article number's shape (docs/behaviour.md, Parts lists: Lines
 * left out). A whole e-mail pasted gives its greeting, its prose and its signature as lines too; an
 * article number has at least one digit and is one token or a few short ones (`E3Z-D61 2M`,
 * `ES 95 1S/1Ö`, `6es7214 1ag31 0xb0`), never running text. The rules leave a line in when in
 * doubt: a line kept wrongly comes back "not found", one left out wrongly is only counted.
 */

const DIGIT = /\p{Nd}/u;
/** A greeting or an introduction: "Hallo Herr Meier,", "please quote the following:". */
const ENDS_AS_PROSE = /[,:;]$/;
/** A label: "Tel.: …", "E-Mail: …", "Fax: …". */
const LABEL = /\p{L}\.?:(?:\s|$)/u;
/** An e-mail or web address. */
const ADDRESS = /@|:\/\/|(?:^|\s)www\./i;
/** An international phone number: "+49 6171 …". */
const PHONE = /(?:^|\s)\+\d/;
/** A word of running text: a capital or small letter, then at least two small ones ("Grüßen", "please", "Tel."). */
const WORD = /^\p{L}\p{Ll}{2,}[.,;:!?)]*$/u;
/** Digits with the punctuation of a street number, postcode or phone number ("12", "12345-0", "(0)6171"). */
const NUMBER_TOKEN = /^[\d()\-/.]+$/;

export function hasArticleNumberShape(cell: string): boolean {
  const text = cell.trim();
  if (!DIGIT.test(text)) return false;
  if (ENDS_AS_PROSE.test(text) || LABEL.test(text) || ADDRESS.test(text) || PHONE.test(text)) return false;
  const tokens = text.split(/\s+/);
  let words = 0;
  let numbers = 0;
  for (const token of tokens) {
    if (WORD.test(token)) words += 1;
    else if (NUMBER_TOKEN.test(token)) numbers += 1;
  }
  // Two words are prose ("60311 Frankfurt am Main"); one word beside numbers only is an address or
  // a phone line ("Musterstraße 12", "61440 Oberursel", "Tel. 06171 12345-0").
  return words < 2 && !(words === 1 && words + numbers === tokens.length);
}

/** A row with no cell of an article number's shape: a greeting, a title, a signature line. */
export function isProseRow(row: readonly string[]): boolean {
  return !row.some(hasArticleNumberShape);
}
