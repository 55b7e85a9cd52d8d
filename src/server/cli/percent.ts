import { UsageError } from './cli-support';

/** "32", "-70", "18.5" → a number; "on-request" → null; "remove" → undefined (drop the group). */
export function parsePercent(value: string): number | null | undefined {
  if (value === 'on-request') return null;
  if (value === 'remove') return undefined;
  const percent = Number(value.replace(',', '.'));
  if (!/^-?\d+([.,]\d+)?$/.test(value) || percent < -1000 || percent >= 100) {
    throw new UsageError(`"${value}" is not a percentage below 100, "on-request" or "remove"`);
  }
  return percent;
}

