/**
 * The password mails' log lines (mail/password-mail.ts) from a CLI: JSON on stderr in the server
 * log's shape, as the audit lines (audit-log.ts). They never hold a token or link.
 */
import os from 'node:os';
import type { MailLog } from '../mail/password-mail';

const LEVELS = { info: 30, warn: 40, error: 50 } as const;

function writer(level: keyof typeof LEVELS) {
  return (fields: object, message: string) => {
    const line = { level: LEVELS[level], time: Date.now(), pid: process.pid, hostname: os.hostname(), by: os.userInfo().username, ...fields, msg: message };
    process.stderr.write(`${JSON.stringify(line)}\n`);
  };
}

export const cliMailLog: MailLog = { info: writer('info'), warn: writer('warn'), error: writer('error') };
