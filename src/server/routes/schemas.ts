/** JSON schemas shared by several routes. Response schemas also make serialisation fast. */
export { ERROR_BODY_SCHEMA } from '../errors';

const nullable = (type: string) => ({ type: [type, 'null'] });

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

export const ARTICLE_SCHEMA = {
  type: 'object',
  properties: {
    brand: { type: 'string' },
    artnr: { type: 'string' },
    artnrt4: { type: 'string' },
    to_artnrt4: { type: 'string' },
    name: { type: 'string' },
    onstock: { type: ['integer', 'string'] },
    delivery_time_weeks: { type: ['integer', 'string'] },
    listprice: { type: 'string' },
    discount: nullable('number'),
    discountgroup: { type: 'string' },
    metalsur: nullable('integer'),
    base_unit: { type: 'string' },
    moq: nullable('integer'),
    weight: nullable('number'),
    weightunit: nullable('string'),
    ctn: nullable('string'),
    origin: nullable('string'),
  },
} as const;
