/**
 * How large a list the page reads at all, checked before a cell is built
 * (docs/behaviour.md, Parts lists: Limits): counting lines is cheap at any size, splitting six
 * megabytes into cells is not.
 */
import { PARTS_LIST_MAX_CHARS, PARTS_LIST_MAX_ROWS } from '../../../config/constants';

/** The non-blank lines of `text`, counted up to `stopAfter` (then the count is `stopAfter + 1`). */
export function countLines(text: string, stopAfter = Infinity): number {
  let lines = 0;
  let blank = true;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0x0a || code === 0x0d) {
      if (!blank) lines += 1;
      if (lines > stopAfter) return lines;
      blank = true;
    } else if (blank && code !== 0x20 && code !== 0x09 && code !== 0xa0) blank = false;
  }
  return blank ? lines : lines + 1;
}

export type ListTextRefusal = 'too_many_lines' | 'text_too_large';

/**
 * Why a text is refused before it is read, or null. More than PARTS_LIST_MAX_ROWS non-blank lines
 * cannot hold PARTS_LIST_MAX_LINES article numbers with a header, a greeting and a signature;
 * more than PARTS_LIST_MAX_CHARS characters is not a parts list either, whatever its lines.
 */
export function refuseListText(text: string): ListTextRefusal | null {
  if (countLines(text, PARTS_LIST_MAX_ROWS) > PARTS_LIST_MAX_ROWS) return 'too_many_lines';
  return text.length > PARTS_LIST_MAX_CHARS ? 'text_too_large' : null;
}
