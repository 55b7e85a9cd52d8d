/** JSON schemas shared by several routes. Response schemas also make serialisation fast. */
export { ERROR_BODY_SCHEMA } from '../errors';

export const USER_SCHEMA = {
  type: 'object',
  required: ['id', 'username', 'customer', 'blocked_brands'],
  properties: {
    id: { type: 'integer' },
    username: { type: 'string' },
    customer: {
      anyOf: [
        { type: 'null' },
        { type: 'object', required: ['id', 'name'], properties: { id: { type: 'integer' }, name: { type: 'string' } } },
      ],
    },
    blocked_brands: { type: 'string' },
  },
} as const;
