/**
 * Splitting a CSV file into records, fast enough for the 820,000-line stock refresh that runs
 * every few hours: a line without a quote (nearly every line an ERP writes) is one `split`, and
 * only a line with a quote is read character by character. Quoting follows RFC 4180: a quoted
 * field may hold the separator, line breaks and doubled quotes; a quote anywhere else, or a quoted
 * field left open at the end of the file, makes the file unreadable (CsvSyntaxError).
 */
import fs from 'node:fs';

export class CsvSyntaxError extends Error {}

export interface CsvRecord {
  fields: string[];
  /** The file line the record starts on (the header is line 1). */
  line: number;
}

/**
 * A quoted field from `start` (the opening quote): its text and the index after its closing
 * quote, or null when the text ends before it is certain where the field ends.
 */
function quotedField(text: string, start: number, last: boolean): { value: string; end: number } | null {
  let value = '';
  let from = start + 1;
  for (;;) {
    const quote = text.indexOf('"', from);
    // A quote ending a chunk may be the first of a doubled quote that the next chunk completes.
    if (quote === -1 || (quote + 1 === text.length && !last)) return null;
    value += text.slice(from, quote);
    if (text[quote + 1] !== '"') return { value, end: quote + 1 };
    value += '"';
    from = quote + 2;
  }
}

const countLineBreaks = (text: string) => text.split('\n').length - 1;

/**
 * The record starting at `start`, which holds a quote: its fields and the index after its line
 * break, or null when the text ends inside a quoted field (the caller waits for more).
 */
function quotedRecord(text: string, start: number, delimiter: string, line: number, last: boolean): { fields: string[]; end: number } | null {
  const fields: string[] = [];
  const lineAt = (index: number) => line + countLineBreaks(text.slice(start, index));
  let at = start;
  for (;;) {
    let value: string;
    if (text[at] === '"') {
      const field = quotedField(text, at, last);
      if (!field) return null;
      ({ value } = field);
      at = field.end;
      const next = text[at];
      if (next === '\r' && at + 1 === text.length && !last) return null;
      if (next === '\r' && (text[at + 1] === '\n' || at + 1 === text.length)) at++;
      else if (next !== undefined && next !== delimiter && next !== '\n') {
        throw new CsvSyntaxError(`line ${lineAt(at)}: a quoted field must end at a separator or the line's end`);
      }
    } else {
      let end = at;
      while (end < text.length && text[end] !== delimiter && text[end] !== '\n') end++;
      value = text.slice(at, end).replace(/\r$/, '');
      if (value.includes('"')) throw new CsvSyntaxError(`line ${lineAt(at)}: a quote inside a field that does not start with one`);
      if (end === text.length && !last) return null;
      at = end;
    }
    fields.push(value);
    if (at >= text.length || text[at] === '\n') return { fields, end: at + 1 };
    at++;
  }
}

/** Records of a stream of text, chunk by chunk: what ends a chunk unfinished waits for the next. */
export class CsvSplitter {
  private rest = '';
  private line = 1;

  constructor(private readonly delimiter: string) {}

  push(chunk: string, last: boolean): CsvRecord[] {
    const text = this.rest + chunk;
    const records: CsvRecord[] = [];
    let start = 0;
    // Searched again only once passed: searching from every line would read the chunk once per line.
    let nextQuote = -1;
    while (start < text.length) {
      let lineEnd = text.indexOf('\n', start);
      if (lineEnd === -1) {
        if (!last) break;
        lineEnd = text.length;
      }
      if (nextQuote < start) {
        const found = text.indexOf('"', start);
        nextQuote = found === -1 ? Infinity : found;
      }
      if (nextQuote > lineEnd) {
        const content = text.charCodeAt(lineEnd - 1) === 13 && lineEnd > start ? text.slice(start, lineEnd - 1) : text.slice(start, lineEnd);
        if (content !== '') records.push({ fields: content.split(this.delimiter), line: this.line });
        this.line++;
        start = lineEnd + 1;
        continue;
      }
      const record = quotedRecord(text, start, this.delimiter, this.line, last);
      if (!record) {
        if (last) throw new CsvSyntaxError(`line ${this.line}: a quoted field is not closed before the end of the file`);
        break;
      }
      records.push({ fields: record.fields, line: this.line });
      this.line += countLineBreaks(text.slice(start, record.end - 1)) + 1;
      start = record.end;
    }
    this.rest = text.slice(start);
    return records;
  }
}

/** The file's records in batches, the BOM left out. */
export async function* csvRecords(file: string, delimiter: string): AsyncGenerator<CsvRecord[]> {
  const splitter = new CsvSplitter(delimiter);
  let first = true;
  for await (const chunk of fs.createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 })) {
    yield splitter.push(first ? (chunk as string).replace(/^\uFEFF/, '') : (chunk as string), false);
    first = false;
  }
  yield splitter.push('', true);
}
