/**
 * Security headers on every response (helmet's set, with a strict Content-Security-Policy). They
 * never vary by request, so helmet runs once at start-up and each response only copies the result:
 * running helmet's middleware per request cost a few per cent of a search's time.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export const CONTENT_SECURITY_POLICY = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Ant Design writes its styles at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    // The .xlsx writer and reader (write-excel-file and read-excel-file, through fflate and
    // worker-f) zip and unzip in a worker they start from a blob: URL of their own code. Without
    // this the worker falls back to script-src and is refused, and the file never comes
    // (docs/behaviour.md, Out of the tool). 'self' is what script-src allowed workers before.
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // The tool may be served over plain http inside a company network; upgrading would break it.
    upgradeInsecureRequests: null,
  },
};

/** The headers helmet sets, collected from one run of its middleware. */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({ contentSecurityPolicy: CONTENT_SECURITY_POLICY })({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export function addSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
