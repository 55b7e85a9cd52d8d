/**
 * Scrapes /api/metrics the way Prometheus would, every SCRAPE_INTERVAL_MS while a suite puts
 * load on the server, and keeps each answer's status and time and the last body.
 */
import { send } from './http-client';

const SCRAPE_INTERVAL_MS = 1_000;

export interface Scrapes {
  statuses: number[];
  ms: number[];
  last: string;
}

export function scrapeMetrics(baseUrl: string): { stop(): Promise<Scrapes> } {
  const scrapes: Scrapes = { statuses: [], ms: [], last: '' };
  let running = true;
  const loop = (async () => {
    while (running) {
      const outcome = await send(baseUrl, { path: '/api/metrics' });
      scrapes.statuses.push(outcome.status);
      scrapes.ms.push(outcome.ms);
      if (outcome.status === 200) scrapes.last = outcome.body;
      await new Promise((resolve) => setTimeout(resolve, SCRAPE_INTERVAL_MS));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return scrapes;
    },
  };
}
