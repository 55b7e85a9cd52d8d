/** One load case: autocannon against a running server, no pipelining, latencies kept raw. */
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
  url: string;
  paths: string[];
  connections: number;
  durationSeconds: number;
  headers?: Record<string, string>;
}

export async function runLoad({ url, paths, connections, durationSeconds, headers = {} }: LoadCase): Promise<LoadResult> {
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
  return {
    connections,
    requestsPerSecond: Math.round(result.requests.total / durationSeconds),
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    ...summarise(latencies),
  };
}
