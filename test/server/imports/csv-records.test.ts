/** Splitting CSV text into records: RFC 4180 quoting, line numbers, the separator, and chunks cut anywhere. */
import { csvRecords, CsvSplitter, CsvSyntaxError, type CsvBatch, type CsvRecord } from '../../../src/server/imports/csv-records';

function split(text: string, delimiter = ';', cuts: number[] = []): CsvRecord[] {
  const splitter = new CsvSplitter(delimiter);
  const records: CsvRecord[] = [];
  let from = 0;
  for (const cut of cuts) {
    records.push(...splitter.push(text.slice(from, cut), false));
    from = cut;
  }
  records.push(...splitter.push(text.slice(from), true));
  return records;
}

describe('CsvSplitter', () => {
  const tricky = 'a;b;c\r\n"x;1";"say ""hi""";\n\n"two\nlines";"";"z"\r\nplain;"";"end"\r\nlast;no;newline';
  const expected: CsvRecord[] = [
    { fields: ['a', 'b', 'c'], line: 1 },
    { fields: ['x;1', 'say "hi"', ''], line: 2 },
    { fields: ['two\nlines', '', 'z'], line: 4 },
    { fields: ['plain', '', 'end'], line: 6 },
    { fields: ['last', 'no', 'newline'], line: 7 },
  ];

  it('reads quoted separators, doubled quotes, line breaks inside quotes and CRLF, skipping empty lines', () => {
    expect(split(tricky)).toEqual(expected);
  });

  it('gives the same records however the text is cut into chunks', () => {
    for (let cut = 0; cut <= tricky.length; cut++) expect(split(tricky, ';', [cut])).toEqual(expected);
    expect(split(tricky, ';', Array.from({ length: tricky.length }, (_, i) => i))).toEqual(expected);
  });

  it('splits on the separator it is given', () => {
    expect(split('a,b;c\n"1,2",3\n', ',')).toEqual([{ fields: ['a', 'b;c'], line: 1 }, { fields: ['1,2', '3'], line: 2 }]);
  });

  it.each([
    ['a quoted field left open', 'a;b\n"open;1\n2;3\n', 'line 2: a quoted field is not closed before the end of the file'],
    ['a quote inside an unquoted field', 'a;b\nx"y;1\n', 'line 2: a quote inside a field that does not start with one'],
    ['text after a closing quote', 'a;b\n"x"y;1\n', 'line 2: a quoted field must end at a separator or the line\'s end'],
  ])('refuses %s', (_case, text, message) => {
    expect(() => split(text)).toThrow(new CsvSyntaxError(message));
  });
});

describe('csvRecords', () => {
  const text = 'a,b;c;d\r\nplain;"two\nlines";K\uFFFDbler\r\nlast;x;y\r\n';

  async function batches(cut: number) {
    async function* chunks() {
      yield text.slice(0, cut);
      yield text.slice(cut);
    }
    const read: CsvBatch[] = [];
    let separator = '';
    for await (const batch of csvRecords(chunks(), /\uFFFD/, (found) => { separator = found; })) read.push(batch);
    return { read, separator };
  }

  it('splits at the separator the header row uses most, and marks every batch whose text holds the pattern, however the text is cut', async () => {
    for (let cut = 0; cut <= text.length; cut++) {
      const { read, separator } = await batches(cut);
      expect(separator).toBe(';');
      expect(read.flatMap((batch) => batch.records)).toEqual([
        { fields: ['a,b', 'c', 'd'], line: 1 }, { fields: ['plain', 'two\nlines', 'K\uFFFDbler'], line: 2 }, { fields: ['last', 'x', 'y'], line: 4 },
      ]);
      const marked = read.filter((batch) => batch.records.some((record) => record.fields.includes('K\uFFFDbler')));
      expect(marked.map((batch) => batch.matched)).toEqual([true]);
    }
  });
});
