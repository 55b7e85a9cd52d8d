/** The server's log lines: every line of one event-loop turn in one write, in order, nothing held past the turn. */
import { batchedLines } from '../../src/server/log-stream';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('batchedLines', () => {
  it('writes the lines of one turn together, in order, once the turn is over', async () => {
    const writes: string[] = [];
    const lines = batchedLines({ write: (text) => writes.push(text) });
    lines.write('{"a":1}\n');
    lines.write('{"b":2}\n');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['{"a":1}\n{"b":2}\n']);
    lines.write('{"c":3}\n');
    await nextTurn();
    expect(writes).toEqual(['{"a":1}\n{"b":2}\n', '{"c":3}\n']);
  });

  it('writes what is pending at once when flushed (as on exit), and nothing twice', async () => {
    const writes: string[] = [];
    const lines = batchedLines({ write: (text) => writes.push(text) });
    lines.write('last\n');
    lines.flush();
    expect(writes).toEqual(['last\n']);
    await nextTurn();
    lines.flush();
    expect(writes).toEqual(['last\n']);
  });
});
