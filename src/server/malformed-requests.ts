/**
 * Requests too broken for a route to see: a URL the router cannot decode, a query string whose
 * %-escapes are not UTF-8, and bytes Node's HTTP parser rejects (or that arrive too slowly). Each
 * is answered with the documented error body instead of Fastify's or Node's own.
 */
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../shared/contract';
import { DEFAULT_LANGUAGE } from '../shared/languages';
import { DEFAULT_CACHE_CONTROL } from './cache-rules';
import { ApiError, errorBody } from './errors';
import { DEFAULT_MESSAGE, message } from './i18n/messages';

/** Fastify's `frameworkErrors`: FST_ERR_BAD_URL (400) and an over-long path parameter (414). */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode === 414 ? 414 : 400;
  // No route was found, so no hook adds the default rule.
  reply.code(status).header('cache-control', DEFAULT_CACHE_CONTROL).send(errorBody(request, 'invalid_request'));
}

/**
 * An onRequest hook. The query-string parser keeps an escape it cannot decode as literal text, so
 * without this `?q=%FF%FE` would be searched for as "fffe" instead of being refused.
 */
export async function rejectUndecodableQuery(request: FastifyRequest): Promise<void> {
  const start = request.url.indexOf('?');
  if (start === -1 || !request.url.includes('%', start)) return;
  try {
    decodeURIComponent(request.url.slice(start + 1));
  } catch {
    throw new ApiError(400, request.routeOptions.config.invalidInputError ?? 'invalid_request');
  }
}

const PARSER_ANSWERS: Record<string, [status: number, reason: string, code: ErrorCode]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'invalid_request'],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'payload_too_large'],
};

/**
 * Fastify's `clientErrorHandler`, for what Node's parser refuses before there is a request: a
 * malformed request line, headers over the size limit, headers not complete in time. With no
 * request there is no x-selected-language either, so the text is in the default language.
 */
export function answerUnparsableRequest(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, code] = PARSER_ANSWERS[error.code ?? ''] ?? [400, 'Bad Request', 'invalid_request'];
  const body = JSON.stringify({ error: code, message: message(DEFAULT_MESSAGE[code], DEFAULT_LANGUAGE) });
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
