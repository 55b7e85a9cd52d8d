/**
 * Any size of input ends in lines or a refusal, never in an exception
 * (docs/behaviour.md, Parts lists: Limits): a 600,000-line CSV (6 MB) once overflowed the stack
 * in the column guess.
 */
import { PARTS_LIST_MAX_CHARS, PARTS_LIST_MAX_ROWS } from '../../../../../src/client/config/constants';
import { parsePartsList } from '../../../../../src/client/features/parts-list';
import { countLines, refuseListText } from '../../../../../src/client/features/parts-list/parse/list-size';

const LINES = 600_000;
const csv = (line: (index: number) => string) => Array.from({ length: LINES }, (_, index) => line(index)).join('\n');

describe('a list of 600,000 lines', () => {
  it('is read to the end without an exception: every step is one pass, with no argument list as long as the rows', () => {
    const parsed = parsePartsList(csv((index) => `${index + 1}\t6ES7214-1AG40-${index}\t${(index % 9) + 1}`));
    expect(parsed.lines).toHaveLength(LINES);
    expect(parsed.lines[LINES - 1]).toMatchObject({ line: LINES, q: `6ES7214-1AG40-${LINES - 1}` });
  });

  it('is refused as too long by counting its lines, before a cell is built', () => {
    const text = csv((index) => `${1_000_000 + index};1`);
    expect(text.length).toBeGreaterThan(5_000_000);
    expect(refuseListText(text)).toBe('too_many_lines');
  });
});

describe('refuseListText', () => {
  it('counts non-blank lines, whatever ends them, and stops counting past the limit', () => {
    expect(countLines('A-1\r\n\r\nB-2\rC-3\n \n\t\nD-4')).toBe(4);
    expect(countLines('')).toBe(0);
    expect(countLines('\n'.repeat(50) + 'A')).toBe(1);
    expect(countLines('A\n'.repeat(100), 10)).toBe(11);
  });

  it(`takes ${PARTS_LIST_MAX_ROWS} non-blank lines, blank ones between them free, and refuses one more`, () => {
    const rows = (count: number) => Array.from({ length: count }, (_, index) => `A-${index}`).join('\n\n');
    expect(refuseListText(rows(PARTS_LIST_MAX_ROWS))).toBeNull();
    expect(refuseListText(rows(PARTS_LIST_MAX_ROWS + 1))).toBe('too_many_lines');
  });

  it(`refuses more than ${PARTS_LIST_MAX_CHARS} characters in few lines as too large`, () => {
    expect(refuseListText(`A-1;${'x'.repeat(PARTS_LIST_MAX_CHARS)}`)).toBe('text_too_large');
    expect(refuseListText('x'.repeat(PARTS_LIST_MAX_CHARS))).toBeNull();
  });
});
