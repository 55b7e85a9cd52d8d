/**
 * The staff API's customers: list and find, create, rename, discount groups (a percentage, a
 * surcharge as a negative one, on request, or removed), and a customer's users. Every change is
 * audited with the staff member and their address (staff-action.ts).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  AdminCustomerSchema, CustomerListQuerySchema, CustomerListResponseSchema, CustomerNameBodySchema, CustomerParamsSchema, DiscountBodySchema,
  DiscountParamsSchema, UserListResponseSchema,
} from '../../../shared/admin-people-contract';
import { BEARER_SECURITY, ErrorBodySchema, NoQuerySchema } from '../../../shared/contract';
import { CUSTOMER_NAME_MAX, DISCOUNT_GROUP_MAX, isDiscountPercent, isDisplayName } from '../../../shared/people-rules';
import { ApiError } from '../../errors';
import type { RouteContext } from '../route-context';
import { customerAnswer, pageRequest, storeRefusal, unknownCustomer, userAnswer } from './people-answers';
import { auditStaffAction } from './staff-action';

const REFUSALS = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

function checkedName(name: string): string {
  if (!isDisplayName(name, CUSTOMER_NAME_MAX)) throw new ApiError(400, 'invalid_request', 'admin_invalid_name');
  return name.trim();
}

export async function customersRoutes(instance: FastifyInstance, context: RouteContext): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { admin, now } = context;

  const customer = async (id: number) => {
    const found = await admin.customerById(id);
    if (!found) throw unknownCustomer();
    return found;
  };

  app.get('/customers', {
    schema: { querystring: CustomerListQuerySchema, security: BEARER_SECURITY, response: { 200: CustomerListResponseSchema, ...REFUSALS } },
  }, async (request) => {
    const { total, items } = await admin.findCustomers(pageRequest(request.query));
    return { total, customers: items.map(customerAnswer) };
  });

  app.post('/customers', {
    schema: { querystring: NoQuerySchema, body: CustomerNameBodySchema, security: BEARER_SECURITY, response: { 201: AdminCustomerSchema, ...REFUSALS, 409: ErrorBodySchema } },
  }, async (request, reply) => {
    const name = checkedName(request.body.name);
    const id = await admin.createCustomer(name).catch(storeRefusal);
    await auditStaffAction(request, context, 'customer-created', { customerId: id, details: { customer: name } });
    return reply.code(201).send(customerAnswer(await customer(id)));
  });

  app.get('/customers/:id', {
    schema: { params: CustomerParamsSchema, querystring: NoQuerySchema, security: BEARER_SECURITY, response: { 200: AdminCustomerSchema, ...REFUSALS } },
  }, async (request) => customerAnswer(await customer(request.params.id)));

  app.patch('/customers/:id', {
    schema: {
      params: CustomerParamsSchema, querystring: NoQuerySchema, body: CustomerNameBodySchema, security: BEARER_SECURITY,
      response: { 200: AdminCustomerSchema, ...REFUSALS, 409: ErrorBodySchema },
    },
  }, async (request) => {
    const before = await customer(request.params.id);
    const name = checkedName(request.body.name);
    await admin.renameCustomer(before.id, name).catch(storeRefusal);
    await auditStaffAction(request, context, 'customer-renamed', { customerId: before.id, details: { from: before.name, to: name } });
    return customerAnswer(await customer(before.id));
  });

  app.put('/customers/:id/discounts/:group', {
    schema: {
      params: DiscountParamsSchema, querystring: NoQuerySchema, body: DiscountBodySchema, security: BEARER_SECURITY,
      response: { 200: AdminCustomerSchema, ...REFUSALS },
    },
  }, async (request) => {
    const { id, group } = request.params;
    const { percent } = request.body;
    if (!isDisplayName(group, DISCOUNT_GROUP_MAX)) throw new ApiError(400, 'invalid_request', 'admin_invalid_name');
    if (percent !== null && !isDiscountPercent(percent)) throw new ApiError(400, 'invalid_request', 'admin_invalid_percent');
    await customer(id);
    await admin.setDiscount(id, group.trim(), percent);
    await auditStaffAction(request, context, 'discount-set', { customerId: id, details: { group: group.trim(), percent, removed: false } });
    return customerAnswer(await customer(id));
  });

  app.delete('/customers/:id/discounts/:group', {
    schema: { params: DiscountParamsSchema, querystring: NoQuerySchema, security: BEARER_SECURITY, response: { 200: AdminCustomerSchema, ...REFUSALS } },
  }, async (request) => {
    const { id, group } = request.params;
    if (!Object.hasOwn((await customer(id)).discounts, group)) throw new ApiError(404, 'not_found', 'admin_unknown_group');
    await admin.setDiscount(id, group, undefined);
    await auditStaffAction(request, context, 'discount-set', { customerId: id, details: { group, percent: null, removed: true } });
    return customerAnswer(await customer(id));
  });

  // Only this customer's users: the filter is the store's, so no other customer's user is ever in the answer.
  app.get('/customers/:id/users', {
    schema: {
      params: CustomerParamsSchema, querystring: CustomerListQuerySchema, security: BEARER_SECURITY,
      response: { 200: UserListResponseSchema, ...REFUSALS },
    },
  }, async (request) => {
    const { id } = await customer(request.params.id);
    const { total, items } = await admin.findUsers({ ...pageRequest(request.query), role: 'customer', customerId: id, now: now() });
    return { total, users: items.map(userAnswer) };
  });
}
