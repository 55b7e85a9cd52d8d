/**
 * The OpenAPI 3 document of the API, written from the schemas the routes declare (the shared
 * contract's), so it cannot drift from what the server checks and answers. What every route of a
 * kind answers besides its own answers is added here, once: 400 to a request its schemas refuse,
 * 413 to a body over the limit, and 401, 429 and 503 to a call that needs a session (its check
 * reads the database); 429 and 503 always with Retry-After, and every answer with x-request-id.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifySchema } from 'fastify';
import { API_PREFIX, HEADER_LANGUAGE, HEADER_REQUEST_ID } from '../../shared/api-constants';
import {
  ErrorBodySchema, LanguageHeaderSchema, NoBodySchema, RequestIdHeaderSchema, RetryAfterHeaderSchema, type OpenApiDocument,
} from '../../shared/contract';

export interface RegisteredRoute {
  method: string;
  url: string;
  schema?: FastifySchema;
}

interface ObjectSchema {
  properties?: Record<string, unknown>;
  required?: string[];
}

type ParameterPlace = 'query' | 'path' | 'header';

/** A TypeBox schema as plain JSON (its symbol keys dropped). */
function plain(schema: unknown): unknown {
  return JSON.parse(JSON.stringify(schema)) as unknown;
}

function parameters(schema: unknown, place: ParameterPlace): object[] {
  const { properties = {}, required = [] } = (schema ?? {}) as ObjectSchema;
  return Object.entries(properties).map(([name, value]) => ({
    name, in: place, required: place === 'path' || required.includes(name), schema: plain(value),
  }));
}

const LANGUAGE_PARAMETER = {
  name: HEADER_LANGUAGE, in: 'header', required: false, schema: plain(LanguageHeaderSchema),
  description: 'The language of an error\'s message (EN when absent or unknown)',
};

/** A header's description belongs to the header, beside its schema. */
function header(schema: unknown): object {
  const { description, ...rest } = plain(schema) as { description?: string };
  return { ...(description === undefined ? {} : { description }), schema: rest };
}

/** The headers of an answer: its own (FastifySchema.answerHeaders), Retry-After on 429 and 503, and the request id. */
function answerHeaders(status: number, own: unknown): Record<string, object> {
  const { properties = {} } = (own ?? {}) as ObjectSchema;
  return {
    ...Object.fromEntries(Object.entries(properties).map(([name, value]) => [name, header(value)])),
    ...(status === 429 || status === 503 ? { 'retry-after': header(RetryAfterHeaderSchema) } : {}),
    [HEADER_REQUEST_ID]: header(RequestIdHeaderSchema),
  };
}

function mediaType(schema: unknown): string {
  return (schema as { type?: string }).type === 'string' ? 'text/plain' : 'application/json';
}

/** The answers a route declares, and those every route of its kind gives (see the top of this file). */
function answers(schema: FastifySchema, method: string): Record<number, unknown> {
  const declared = (schema.response ?? {}) as Record<number, unknown>;
  const validates = [schema.body, schema.querystring, schema.params].some((part) => part !== undefined);
  const takesBody = method === 'POST' || method === 'PUT';
  const session = schema.security !== undefined;
  const implied: Record<number, unknown> = {
    ...(validates ? { 400: ErrorBodySchema } : {}),
    ...(session ? { 401: ErrorBodySchema } : {}),
    ...(takesBody ? { 413: ErrorBodySchema } : {}),
    ...(session ? { 429: ErrorBodySchema, 503: ErrorBodySchema } : {}),
  };
  return { ...implied, ...declared };
}

function responses(schema: FastifySchema, method: string): Record<string, object> {
  return Object.fromEntries(Object.entries(answers(schema, method)).map(([status, body]) => {
    const code = Number(status);
    const content = (body as { type?: string }).type === 'null' ? {} : { content: { [mediaType(body)]: { schema: plain(body) } } };
    return [status, { description: STATUS_CODES[code] ?? status, headers: answerHeaders(code, schema.answerHeaders?.[code]), ...content }];
  }));
}

function operation(method: string, schema: FastifySchema = {}): object {
  const body = schema.body === undefined || schema.body === NoBodySchema ? {} : {
    requestBody: { required: false, content: { [mediaType(schema.body)]: { schema: plain(schema.body) } } },
  };
  return {
    parameters: [
      ...parameters(schema.params, 'path'), ...parameters(schema.querystring, 'query'), ...parameters(schema.headers, 'header'), LANGUAGE_PARAMETER,
    ],
    ...body,
    ...(schema.security ? { security: schema.security } : {}),
    responses: responses(schema, method),
  };
}

/** The address a route is documented under: OpenAPI writes a path parameter as {name}, Fastify as :name; the profile is /api/. */
export function documentedPath(url: string): string {
  return (url === API_PREFIX ? `${API_PREFIX}/` : url).replace(/:(\w+)/g, '{$1}');
}

/** Every /api route but the HEAD twins Fastify adds to GET routes (they answer as GET without a body). */
export function openApiDocument(routes: readonly RegisteredRoute[], version: string): OpenApiDocument {
  const paths: Record<string, Record<string, object>> = {};
  for (const route of routes) {
    if (route.method === 'HEAD' || !(route.url === API_PREFIX || route.url.startsWith(`${API_PREFIX}/`))) continue;
    const path = documentedPath(route.url);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route.method, route.schema) };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'pricetool API', version },
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The token POST /api/login answers' },
      },
    },
  };
}
