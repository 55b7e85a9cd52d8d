/** A benchmark's targets, each checked against a measured figure, for the tables and results.json. */
export interface TargetCheck {
  target: string;
  measured: string;
  met: boolean;
}

export function check(target: string, measured: number, limit: number, unit: string, atMost = true): TargetCheck {
  const format = (n: number) => `${Math.round(n * 100) / 100}${unit}`;
  return { target: `${target} ${atMost ? '≤' : '≥'} ${format(limit)}`, measured: format(measured), met: atMost ? measured <= limit : measured >= limit };
}

export function printTargets(title: string, checks: TargetCheck[]): void {
  console.log(`\n${title}`);
  console.table(checks.map((c) => ({ target: c.target, measured: c.measured, met: c.met ? 'yes' : 'NO' })));
}
