/** Reading the Prometheus text format /api/metrics answers, for the tests that check its figures. */

/** The value of one series (name and labels exactly as written), or undefined when it is absent. */
export function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** Every series of a metric with its value, keyed by the labels as written ({kind="prefix"}). */
export function samples(text: string, metric: string): Record<string, number> {
  const found: Record<string, number> = {};
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${metric}{`)) continue;
    const space = line.lastIndexOf(' ');
    found[line.slice(metric.length, space)] = Number(line.slice(space + 1));
  }
  return found;
}
