/**
 * The request validator (app.ts): each part of a request is checked against the contract's
 * TypeBox schema as written. A property the schema does not name is refused (the schemas are
 * closed), not dropped, and a body is never coerced: `"lines": "6ES7…"` is no list of one line.
 * A query string or path parameter is text, read as the boolean or number its schema names only
 * when it is exactly `true`/`false` or a decimal number; anything else (`TRUE`, `1` for a boolean,
 * a repeated parameter) is left as it came, for the check to refuse.
 */
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

const DECIMAL = /^-?\d+(\.\d+)?$/;

function typedText(schema: unknown, text: unknown): unknown {
  if (typeof text !== 'string') return text;
  const { type } = (schema ?? {}) as { type?: unknown };
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  if ((type === 'integer' || type === 'number') && DECIMAL.test(text)) return Number(text);
  return text;
}

/** The parameters with their text read as their schemas' types. */
function typedParameters(schema: TSchema, parameters: unknown): unknown {
  if (typeof parameters !== 'object' || parameters === null) return parameters;
  const properties = ((schema as { properties?: Record<string, unknown> }).properties ?? {});
  return Object.fromEntries(Object.entries(parameters).map(([name, value]) => [name, Object.hasOwn(properties, name) ? typedText(properties[name], value) : value]));
}

export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = Compile(schema);
  const typed = httpPart === 'querystring' || httpPart === 'params';
  return (value: unknown) => {
    const read = typed ? typedParameters(schema, value) : value;
    if (check.Check(read)) return { value: read };
    return { error: check.Errors(read) as unknown as FastifySchemaValidationError[] };
  };
};
