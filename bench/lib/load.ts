/**
 * One load case: autocannon against running servers, no pipelining, latencies kept raw. With
 * several servers the connections are shared out among them, as a load balancer would, and their
 * figures added up.
 */
import autocannon from 'autocannon';
import type { EventEmitter } from 'node:events';
import { summarise, type LatencySummary } from './stats';

export interface LoadResult extends LatencySummary {
  connections: number;
  requestsPerSecond: number;
  requests: number;
  errors: number;
  non2xx: number;
}

export interface LoadCase {
  /** One server, or several sharing the connections. */
  url: string | string[];
  paths: string[];
  connections: number;
  durationSeconds: number;
  headers?: Record<string, string>;
}

interface Samples {
  latencies: number[];
  requests: number;
  errors: number;
  non2xx: number;
}

async function loadOne(url: string, paths: string[], connections: number, durationSeconds: number, headers: Record<string, string>): Promise<Samples> {
  let next = 0;
  const latencies: number[] = [];
  // Without a callback autocannon returns its event emitter made thenable.
  const instance = autocannon({
    url,
    connections,
    duration: durationSeconds,
    pipelining: 1,
    headers,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  }) as unknown as EventEmitter & Promise<autocannon.Result>;
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode === 200) latencies.push(responseTime);
  });
  const result = await instance;
  return { latencies, requests: result.requests.total, errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

export async function runLoad({ url, paths, connections, durationSeconds, headers = {} }: LoadCase): Promise<LoadResult> {
  const urls = Array.isArray(url) ? url : [url];
  if (connections < urls.length) throw new Error(`${connections} connection(s) cannot reach ${urls.length} servers`);
  // Each server its share of the connections, and its own place in the paths, so each sees the whole mix.
  const shares = urls.map((_, i) => Math.floor(connections / urls.length) + (i < connections % urls.length ? 1 : 0));
  const runs = await Promise.all(urls.map((u, i) => loadOne(u, paths.slice(i).concat(paths.slice(0, i)), shares[i], durationSeconds, headers)));
  const requests = runs.reduce((sum, run) => sum + run.requests, 0);
  return {
    connections,
    requestsPerSecond: Math.round(requests / durationSeconds),
    requests,
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    ...summarise(runs.flatMap((run) => run.latencies)),
  };
}
