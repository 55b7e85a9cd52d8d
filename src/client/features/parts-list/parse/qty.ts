/**
 * Quantity cells (docs/behaviour.md, Parts lists: Quantities). "1.000" is one thousand in German
 * and one in English, "1,000" the other way round: a column's own cells say which mark separates
 * thousands there, and without such evidence the cell is left unreadable rather than guessed (a
 * wrong guess orders a thousand times too many or too few).
 */
import { LOOKUP_MAX_QTY } from '../../../../shared/api-constants';
import { QTY_UNIT_WORDS } from './words';

/** The mark that separates thousands in a column, when its cells leave no doubt; null otherwise. */
export type ThousandsMark = '.' | ',' | null;

/** A count read; null when none is given (an empty cell), with the cell as typed when it could not be read. */
export type QtyReading = { qty: number } | { qty: null; unreadable?: string };

const UNIT_SUFFIX = new RegExp(`\\s*(?:${QTY_UNIT_WORDS.map(escapeRegExp).join('|')})$`, 'i');
const WHOLE = /^\d+$/;
/** "2,0", "2.00": a spreadsheet's decimals of a whole number (a thousands group has three digits). */
const ZERO_DECIMALS = /^(\d+)[.,]0{1,2}$/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

interface MarkRules {
  /** Cells that can only mean this mark separates thousands. */
  evidence: RegExp[];
  /** A number written with this mark between thousands and the other as decimal mark. */
  grouped: RegExp;
  /** A number without thousands marks, with the other as decimal mark. */
  plain: RegExp;
}

function rulesFor(mark: '.' | ','): MarkRules {
  const t = escapeRegExp(mark);
  const d = escapeRegExp(mark === '.' ? ',' : '.');
  return {
    evidence: [
      new RegExp(`^\\d{1,3}(?:${t}\\d{3}){2,}(?:${d}\\d+)?$`), // 1.000.000
      new RegExp(`^\\d{1,3}(?:${t}\\d{3})+${d}\\d+$`), // 1.234,5
      new RegExp(`^\\d{1,3}${t}(?!000$)\\d{3}$`), // 2.500: as a decimal it would be 2,5 pieces
      new RegExp(`^\\d+${d}(?:\\d{1,2}|\\d{4,})$`), // 2,5 or 2,00: the other mark is the decimal one
    ],
    grouped: new RegExp(`^(\\d{1,3}(?:${t}\\d{3})*)(?:${d}(\\d+))?$`),
    plain: new RegExp(`^(\\d+)(?:${d}(\\d+))?$`),
  };
}

const RULES = { '.': rulesFor('.'), ',': rulesFor(',') } as const;

const withoutUnit = (cell: string) => (WHOLE.test(cell) ? cell : cell.trim().replace(UNIT_SUFFIX, '').trim());
/** Only a cell with a mark can give evidence; most cells of a quantity column are plain digits. */
const MARK = /[.,]/;

/** Which mark separates thousands in these cells of one column: the one they give evidence for, unless they give it for both. */
export function thousandsMarkOf(cells: readonly string[]): ThousandsMark {
  let dot = false;
  let comma = false;
  for (const cell of cells) {
    if (!MARK.test(cell)) continue;
    const text = withoutUnit(cell);
    if (!dot && RULES['.'].evidence.some((rule) => rule.test(text))) dot = true;
    if (!comma && RULES[','].evidence.some((rule) => rule.test(text))) comma = true;
  }
  if (dot === comma) return null;
  return dot ? '.' : ',';
}

/** The whole number a cell writes, by the column's thousands mark; null when it writes none. */
function wholeNumber(text: string, thousands: ThousandsMark): number | null {
  if (WHOLE.test(text)) return Number(text);
  const zero = ZERO_DECIMALS.exec(text);
  if (zero) return Number(zero[1]);
  if (thousands === null) return null;
  const { grouped, plain } = RULES[thousands];
  const match = grouped.exec(text) ?? plain.exec(text);
  if (match === null || /[1-9]/.test(match[2] ?? '')) return null;
  return Number((match[1] ?? '').split(thousands).join(''));
}

/**
 * A quantity cell: a whole number from 1 to what the server takes, maybe with a unit ("3 Stk.").
 * Empty is no quantity given; anything else ("2,5", "zwei", "0", "1.000" without evidence) is
 * unreadable, and kept as typed for the customer to correct.
 */
export function readQty(cell: string | undefined, thousands: ThousandsMark = null): QtyReading {
  const typed = (cell ?? '').trim();
  if (typed === '') return { qty: null };
  if (WHOLE.test(typed)) {
    const whole = Number(typed);
    return whole >= 1 && whole <= LOOKUP_MAX_QTY ? { qty: whole } : { qty: null, unreadable: typed };
  }
  const qty = wholeNumber(withoutUnit(typed), thousands);
  return qty !== null && qty >= 1 && qty <= LOOKUP_MAX_QTY ? { qty } : { qty: null, unreadable: typed };
}

/** Whether a cell reads as a quantity; the column guess uses it. */
export function looksLikeQty(cell: string, thousands: ThousandsMark = null): boolean {
  return readQty(cell, thousands).qty !== null;
}
