/** How every import command reports what it read: the encoding, and the lines rejected or warned about with their numbers and reasons. */
import { ImportFailedError, type CsvReadReport, type RejectedRow } from '../imports/csv-reader';

const count = (n: number) => n.toLocaleString('en-US');

function printLines(lines: readonly RejectedRow[], total: number): void {
  for (const { line, reason } of lines) console.error(`  line ${line}: ${reason}`);
  if (total > lines.length) console.error(`  … and ${count(total - lines.length)} more`);
}

function printEncoding(report: CsvReadReport): void {
  if (report.encoding) console.log(`Read as ${report.encoding} with "${report.separator ?? ','}" as separator`);
}

/** What every successful import prints besides its own result line. */
export function printReport(report: CsvReadReport): void {
  printEncoding(report);
  if (report.ignoredColumns.length > 0) console.log(`Ignored unknown column(s): ${report.ignoredColumns.join(', ')}`);
  if (report.warningCount > 0) {
    console.error(`Read ${count(report.warningCount)} row(s) with a warning:`);
    printLines(report.warnings, report.warningCount);
  }
  if (report.rejectedCount > 0) {
    console.error(`Skipped ${count(report.rejectedCount)} invalid row(s):`);
    printLines(report.rejected, report.rejectedCount);
  }
}

/** What the audit line of an import says of what it read. */
export function auditedReport(report: CsvReadReport & { loaded: number }): { rows: number; rejected: number; warnings: number; encoding: string } {
  return { rows: report.loaded, rejected: report.rejectedCount, warnings: report.warningCount, encoding: report.encoding ?? '' };
}

/** Runs an import; when it fails over rejected lines, lists them before the error line. */
export async function reportingRejections<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ImportFailedError && error.report && error.report.rejectedCount > 0) {
      printEncoding(error.report);
      console.error(`Rejected rows (${count(error.report.rejectedCount)}):`);
      printLines(error.report.rejected, error.report.rejectedCount);
    }
    throw error;
  }
}
