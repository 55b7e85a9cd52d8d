/**
 * Where the server's log lines go: standard output, every line written during one turn of the
 * event loop in one write. Under load a turn answers several requests, each with its search line
 * (docs/api.md, Server log), and a write per line cost a search a large part of what it
 * costs when its answer is kept in memory. Lines are never held past the turn, so a quiet server's
 * log is as current as before, and what is still pending when the process exits is written then.
 */
export interface LineSink {
  write(text: string): void;
}

export interface BatchedLines {
  write(line: string): void;
  /** Writes what is pending now (on exit, and in tests). */
  flush(): void;
}

export function batchedLines(sink: LineSink = process.stdout): BatchedLines {
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    sink.write(text);
  };
  return {
    write(line) {
      pending.push(line);
      if (scheduled) return;
      scheduled = true;
      setImmediate(flush);
    },
    flush,
  };
}

/** The server's log stream; on Linux writes to standard output are synchronous, so the last lines are out before it exits. */
export function serverLogStream(): BatchedLines {
  const lines = batchedLines();
  process.on('exit', lines.flush);
  return lines;
}
