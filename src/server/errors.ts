/**
 * Every error leaves the server as `{"error": code, "message": text}` (docs/behaviour.md, API), the text in
 * the caller's language. Routes throw ApiError; the error handler in app.ts writes the body.
 */
import { HEADER_LANGUAGE, type ErrorBody, type ErrorCode } from '../shared/contract';
import { parseLanguage } from '../shared/languages';
import { DEFAULT_MESSAGE, message, type MessageId } from './i18n/messages';
import type { FastifyRequest } from 'fastify';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly messageId: MessageId = DEFAULT_MESSAGE[code],
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
  }
}

export function errorBody(request: FastifyRequest, code: ErrorCode, messageId: MessageId = DEFAULT_MESSAGE[code]): ErrorBody {
  return { error: code, message: message(messageId, parseLanguage(request.headers[HEADER_LANGUAGE])) };
}

export const ERROR_BODY_SCHEMA = {
  type: 'object',
  required: ['error', 'message'],
  properties: { error: { type: 'string' }, message: { type: 'string' } },
} as const;
