/**
 * The OpenAPI 3 document of the API, written from the schemas the routes declare (the shared
 * contract's), so it cannot drift from what the server checks and answers.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifySchema } from 'fastify';
import { API_PREFIX } from '../../shared/api-constants';
import type { OpenApiDocument } from '../../shared/contract';

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

function parameters(schema: unknown, place: ParameterPlace): object[] {
  const { properties = {}, required = [] } = (schema ?? {}) as ObjectSchema;
  return Object.entries(properties).map(([name, value]) => ({
    name, in: place, required: place === 'path' || required.includes(name), schema: plain(value),
  }));
}

/** A TypeBox schema as plain JSON (its symbol keys dropped). */
function plain(schema: unknown): unknown {
  return JSON.parse(JSON.stringify(schema)) as unknown;
}

function mediaType(schema: unknown): string {
  return (schema as { type?: string }).type === 'string' ? 'text/plain' : 'application/json';
}

function responses(declared: unknown): Record<string, object> {
  const entries = Object.entries((declared ?? {}) as Record<string, unknown>);
  // A route that declares no answer (logout answers 204 with no body) still needs one entry.
  if (entries.length === 0) return { default: { description: 'No body' } };
  return Object.fromEntries(entries.map(([status, schema]) => [status, {
    description: STATUS_CODES[Number(status)] ?? status,
    content: { [mediaType(schema)]: { schema: plain(schema) } },
  }]));
}

function operation(schema: FastifySchema = {}): object {
  const body = schema.body === undefined ? {} : {
    requestBody: { required: false, content: { 'application/json': { schema: plain(schema.body) } } },
  };
  return {
    parameters: [
      ...parameters(schema.params, 'path'), ...parameters(schema.querystring, 'query'), ...parameters(schema.headers, 'header'),
    ],
    ...body,
    responses: responses(schema.response),
  };
}

/** Every /api route but the HEAD twins Fastify adds to GET routes (they answer as GET without a body). */
export function openApiDocument(routes: readonly RegisteredRoute[], version: string): OpenApiDocument {
  const paths: Record<string, Record<string, object>> = {};
  for (const route of routes) {
    if (route.method === 'HEAD' || !route.url.startsWith(`${API_PREFIX}/`)) continue;
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route.schema) };
  }
  return { openapi: '3.1.0', info: { title: 'pricetool API', version }, paths };
}
