/**
 * N clients, each sending its next request as soon as its last one is answered, until stopped:
 * the shape of real users (a closed loop), so the server is never offered more than N at once.
 */
import type http from 'node:http';
import { keepAliveAgent, send, type Outcome, type RequestSpec } from './http-client';

export interface ClientRequest {
  /** A label the outcomes are grouped by, e.g. "search" or "sign-in". */
  kind: string;
  spec: RequestSpec;
}

export interface ClientsRun {
  /** Resolves when every client has had its last answer. */
  stop(): Promise<void>;
}

export function startClients<Request extends ClientRequest>(options: {
  baseUrl: string;
  clients: number;
  agent: http.Agent;
  next: (client: number, sequence: number) => Request;
  onOutcome: (request: Request, outcome: Outcome, client: number) => void;
}): ClientsRun {
  let running = true;
  const loops = Array.from({ length: options.clients }, async (_, client) => {
    for (let sequence = 0; running; sequence++) {
      const request = options.next(client, sequence);
      options.onOutcome(request, await send(options.baseUrl, request.spec, options.agent), client);
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Outcomes by kind: latencies, and counts by status (or by socket error when there was none). */
export class OutcomeTally {
  readonly latencies = new Map<string, number[]>();
  readonly statuses = new Map<string, Map<string, number>>();

  add(kind: string, outcome: Outcome): void {
    if (!this.latencies.has(kind)) {
      this.latencies.set(kind, []);
      this.statuses.set(kind, new Map());
    }
    this.latencies.get(kind)?.push(outcome.ms);
    const key = outcome.error ?? String(outcome.status);
    const counts = this.statuses.get(kind) as Map<string, number>;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }

  count(kind?: string): number {
    const kinds = kind ? [kind] : [...this.latencies.keys()];
    return kinds.reduce((sum, k) => sum + (this.latencies.get(k)?.length ?? 0), 0);
  }

  /** Answers that were not HTTP answers below 500: 5xx statuses and socket errors, over all kinds. */
  failures(): Record<string, number> {
    const failed: Record<string, number> = {};
    for (const [kind, counts] of this.statuses) {
      for (const [status, n] of counts) if (!/^[1-4]\d\d$/.test(status)) failed[`${kind} ${status}`] = n;
    }
    return failed;
  }

  /** Outcomes other than the given status, e.g. {"search 503": 2, "sign-in ECONNRESET": 1}. */
  otherThan(status: number): Record<string, number> {
    const other: Record<string, number> = {};
    for (const [kind, counts] of this.statuses) {
      for (const [key, n] of counts) if (key !== String(status)) other[`${kind} ${key}`] = n;
    }
    return other;
  }

  /** "200×1234, 401×2" */
  describe(kind: string): string {
    return [...(this.statuses.get(kind) ?? new Map<string, number>())].map(([status, n]) => `${status}×${n}`).join(', ');
  }
}

/**
 * N clients, each sending one request every `intervalMs` (or as soon as its last is answered, if
 * that took longer), their starts spread over one interval: people at a steady pace, an open loop
 * whose rate does not fall when the server slows down. Each keeps a connection of its own, as each
 * person's browser does; one shared by all would sit idle between uses until the server closes it
 * (KEEP_ALIVE_TIMEOUT_MS) just as a request is sent on it.
 */
export function startPacedClients<Request extends ClientRequest>(options: {
  baseUrl: string;
  clients: number;
  intervalMs: number;
  next: (client: number, sequence: number) => Request;
  onOutcome: (request: Request, outcome: Outcome, client: number) => void;
}): ClientsRun {
  let running = true;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
  const loops = Array.from({ length: options.clients }, async (_, client) => {
    const agent = keepAliveAgent(1);
    let due = Date.now() + (client * options.intervalMs) / options.clients;
    await pause(due - Date.now());
    for (let sequence = 0; running; sequence++) {
      const request = options.next(client, sequence);
      options.onOutcome(request, await send(options.baseUrl, request.spec, agent), client);
      due += options.intervalMs;
      if (running) await pause(due - Date.now());
    }
    agent.destroy();
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}
