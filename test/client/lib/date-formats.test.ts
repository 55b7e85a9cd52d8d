import { datePickerFormat, formatDateTime } from '../../../src/client/lib/date-formats';

/** 26 November 2026, 23:58:33 in the browser's time zone. */
const AT = new Date(2026, 10, 26, 23, 58, 33).getTime();

describe('dates in each language\'s format', () => {
  it.each([
    ['en', '26/11/2026, 23:58:33', 'DD/MM/YYYY'],
    ['de', '26.11.2026, 23:58:33', 'DD.MM.YYYY'],
    ['fr', '26/11/2026 23:58:33', 'DD/MM/YYYY'],
    ['es', '26/11/2026, 23:58:33', 'DD/MM/YYYY'],
  ])('%s: %s, picked as %s', (language, shown, picker) => {
    expect(formatDateTime(AT, language)).toBe(shown);
    expect(datePickerFormat(language)).toBe(picker);
  });

  it('writes an unknown language as English', () => {
    expect(formatDateTime(AT, 'dev')).toBe(formatDateTime(AT, 'en'));
    expect(datePickerFormat('dev')).toBe('DD/MM/YYYY');
  });
});
