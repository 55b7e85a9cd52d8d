/**
 * Splitting a CSV file's text (decoded by import-text.ts) into records, fast enough for the
 * 820,000-line stock refresh that runs every few hours: a line without a quote (nearly every line
 * an ERP writes) is one `split`, and only a line with a quote is read character by character. Quoting follows RFC 4180: a quoted
 * field may hold the separator, line breaks and doubled quotes; a quote anywhere else, or a quoted
 * field left open at the end of the file, makes the file unreadable (CsvSyntaxError).
 */
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

  /** The text pushed but not yet split: the start of a record the next chunk finishes. */
  get unfinished(): string {
    return this.rest;
  }

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

/** The separator the header row uses: `;` (what German Excel writes) when it has more of them than commas. */
export function detectDelimiter(headerLine: string): ';' | ',' {
  const outsideQuotes = headerLine.replace(/"[^"]*"/g, '');
  const count = (char: string) => outsideQuotes.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** Records split from one chunk of text, and whether the text they came from matched a pattern. */
export interface CsvBatch {
  records: CsvRecord[];
  matched: boolean;
}

/**
 * The records of a text read in chunks, in batches; the separator is the header row's
 * (detectDelimiter). `pattern` is searched in each batch's text at once, so that a check of
 * every field for something rare runs only on the batches that have it.
 */
export async function* csvRecords(
  chunks: AsyncIterable<string>, pattern: RegExp, onDelimiter?: (delimiter: ';' | ',') => void,
): AsyncGenerator<CsvBatch> {
  let splitter: CsvSplitter | undefined;
  let text = '';
  for await (const chunk of chunks) {
    text += chunk;
    if (!splitter) {
      if (!text.includes('\n')) continue;
      splitter = splitterFor(text, onDelimiter);
    }
    const matched = pattern.test(splitter.unfinished) || pattern.test(text);
    yield { records: splitter.push(text, false), matched };
    text = '';
  }
  // A file without a line break is its header alone, or nothing.
  splitter ??= splitterFor(text, onDelimiter);
  yield { matched: pattern.test(splitter.unfinished) || pattern.test(text), records: splitter.push(text, true) };
}

function splitterFor(head: string, onDelimiter?: (delimiter: ';' | ',') => void): CsvSplitter {
  const delimiter = detectDelimiter(head.split('\n')[0]);
  onDelimiter?.(delimiter);
  return new CsvSplitter(delimiter);
}
