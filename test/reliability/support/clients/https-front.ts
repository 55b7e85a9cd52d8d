/**
 * Serves an in-process app over real TLS: a throw-away self-signed certificate (openssl) and a TLS
 * server that hands each decrypted connection to the app's own HTTP server, as an https server
 * would, so the app sees an encrypted socket.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import type { FastifyInstance } from 'fastify';

export interface HttpsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface HttpsFront {
  request(method: string, urlPath: string, headers?: Record<string, string>, body?: string): Promise<HttpsAnswer>;
  close(): Promise<void>;
}

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricetool-tls-'));
  try {
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-subj', '/CN=localhost', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
    ], { stdio: 'ignore' });
    return { key: fs.readFileSync(path.join(dir, 'key.pem')), cert: fs.readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function startHttpsFront(app: FastifyInstance): Promise<HttpsFront> {
  const server = tls.createServer(selfSignedCertificate(), (socket) => app.server.emit('connection', socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    request: (method, urlPath, headers = {}, body) => new Promise((resolve, reject) => {
      const request = https.request({ host: '127.0.0.1', port, method, path: urlPath, headers, rejectUnauthorized: false, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
      });
      request.on('error', reject);
      request.end(body);
    }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
