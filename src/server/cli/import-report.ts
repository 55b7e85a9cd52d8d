/** How every import command reports what it read: the rejected lines with their numbers and reasons. */
import { ImportFailedError, type CsvReadReport } from '../catalogue/csv-reader';

export function printRejections(report: CsvReadReport): void {
  for (const { line, reason } of report.rejected) console.error(`  line ${line}: ${reason}`);
  const unlisted = report.rejectedCount - report.rejected.length;
  if (unlisted > 0) console.error(`  … and ${unlisted.toLocaleString('en-US')} more`);
}

/** What every successful import prints besides its own result line. */
export function printReport(report: CsvReadReport): void {
  if (report.ignoredColumns.length > 0) console.log(`Ignored unknown column(s): ${report.ignoredColumns.join(', ')}`);
  if (report.rejectedCount > 0) {
    console.error(`Skipped ${report.rejectedCount.toLocaleString('en-US')} invalid row(s):`);
    printRejections(report);
  }
}

/** Runs an import; when it fails over rejected lines, lists them before the error line. */
export async function reportingRejections<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ImportFailedError && error.report && error.report.rejectedCount > 0) {
      console.error(`Rejected rows (${error.report.rejectedCount.toLocaleString('en-US')}):`);
      printRejections(error.report);
    }
    throw error;
  }
}
