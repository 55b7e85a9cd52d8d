/** Full parts lists for the suites: fixture numbers as typed, behind supplier prefixes, replaced and unknown, each list a little different. */
import { LOOKUP_MAX_LINES } from '../../../src/shared/api-constants';

const LIST_NUMBERS = ['6ES7214-1AG40-0XB0', '750-455', 'SIC1040764', '3RH1122-1BB40', 'OMRE2E-X5MF1', 'E3Z-D61 2M', 'zzzz999', '2002-1201'];

/** The `sequence`th list of LOOKUP_MAX_LINES lines. */
export const partsList = (sequence: number) => Array.from({ length: LOOKUP_MAX_LINES }, (_, i) => ({
  q: i % 10 === 9 ? `QQ-${sequence}-${i}` : LIST_NUMBERS[(i + sequence) % LIST_NUMBERS.length], qty: (i % 7) + 1,
}));
