/**
 * A progress display for long operations: a redrawn line on a terminal, and on a pipe or CI log
 * one line per tenth (or per 100,000 rows when the total is unknown), so both stay readable.
 */
const BAR_WIDTH = 30;
const UNKNOWN_TOTAL_STEP = 100_000;

export function progressReporter(label: string, total: number, stream: NodeJS.WriteStream = process.stderr) {
  const started = Date.now();
  let lastStep = -1;
  const format = (n: number) => n.toLocaleString('en-US');
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;
  return {
    /** total 0 means "unknown": the count is shown without a percentage. */
    update(done: number, phase = '') {
      const fraction = total > 0 ? Math.min(1, done / total) : 0;
      const amount = total > 0 ? `${Math.round(fraction * 100)}% ${format(done)}/${format(total)}` : format(done);
      const text = `${label}: ${amount} ${phase ? `(${phase}) ` : ''}${elapsed()}`;
      if (stream.isTTY) {
        const bar = total > 0 ? `[${'#'.repeat(Math.round(fraction * BAR_WIDTH)).padEnd(BAR_WIDTH, '.')}] ` : '';
        stream.write(`\r${bar}${text}\x1b[K`);
        return;
      }
      const step = total > 0 ? Math.floor(fraction * 10) : Math.floor(done / UNKNOWN_TOTAL_STEP);
      if (step !== lastStep || phase) {
        lastStep = step;
        stream.write(`${text}\n`);
      }
    },
    finish(summary: string) {
      stream.write(`${stream.isTTY ? '\r\x1b[K' : ''}${summary} in ${elapsed()}\n`);
    },
  };
}
