/**
 * The record an operator's change leaves: one JSON line on stderr in the server log's shape
 * (pino's: level, time, pid, hostname, msg), with who ran it and from where. The CLI's own answer
 * stays human on stdout, for the person at the terminal and for pipes; a log collector reading
 * stderr (journald, a cron mail) keeps the audit line. Never give it a password, hash or token.
 */
import os from 'node:os';

const INFO = 30;

export function auditLog(event: string, fields: Record<string, string | number | boolean | null>, message: string): void {
  const line = {
    level: INFO, time: Date.now(), pid: process.pid, hostname: os.hostname(),
    event, by: os.userInfo().username, from: `cli@${os.hostname()}`, ...fields, msg: message,
  };
  process.stderr.write(`${JSON.stringify(line)}\n`);
}
