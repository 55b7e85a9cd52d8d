/**
 * The staff API's users (customers' users; staff accounts are the staff routes'): list and find,
 * invite, disable and enable, end their sessions, set blocked brands, and what the console shows
 * of their sign-ins. Disabling and ending sessions take effect at once: the user's next request is
 * refused (auth/authenticate.ts). Every change is audited with the staff member and their address.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  BlockedBrandsBodySchema, InviteBodySchema, InviteResponseSchema, PasswordLinkSentSchema, SessionsEndedSchema, UserListQuerySchema, UserListResponseSchema,
  UserParamsSchema, UserResponseSchema,
} from '../../../shared/admin-people-contract';
import { BEARER_SECURITY, ErrorBodySchema, NoBodySchema, NoQuerySchema } from '../../../shared/contract';
import { isDisplayName, isEmailAddress, USERNAME_MAX } from '../../../shared/people-rules';
import { inviteUser, sendPasswordReset } from '../../mail/invite';
import { parseLanguage } from '../../../shared/languages';
import { ApiError } from '../../errors';
import { normaliseEmail } from '../../store/admin';
import type { RouteContext } from '../route-context';
import { pageRequest, storeRefusal, unknownCustomer, unknownUser, userAnswer } from './people-answers';
import { auditStaffAction } from './staff-action';

const REFUSALS = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const BRAND_NAME_MAX = 100;

/** A blocked-brands list as typed: names trimmed, empty ones and repeats dropped, comma-separated. */
function blockedBrandsList(value: string): string {
  const names = [...new Set(value.split(',').map((name) => name.trim()).filter(Boolean))];
  if (names.some((name) => !isDisplayName(name, BRAND_NAME_MAX))) throw new ApiError(400, 'invalid_request', 'admin_invalid_name');
  return names.join(',');
}

export async function usersRoutes(instance: FastifyInstance, context: RouteContext): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { admin, store, now } = context;
  const byId = { params: UserParamsSchema, querystring: NoQuerySchema, security: BEARER_SECURITY };

  // Staff accounts are the staff routes': to these a staff member's id is unknown.
  const user = async (id: number) => {
    const found = await admin.userById(id, now());
    if (!found || found.role !== 'customer') throw unknownUser();
    return found;
  };

  app.get('/users', {
    schema: { querystring: UserListQuerySchema, security: BEARER_SECURITY, response: { 200: UserListResponseSchema, ...REFUSALS } },
  }, async (request) => {
    const { total, items } = await admin.findUsers({ ...pageRequest(request.query), role: 'customer', customerId: request.query.customerId ?? null, now: now() });
    return { total, users: items.map(userAnswer) };
  });

  app.get('/users/:id', {
    schema: { ...byId, response: { 200: UserResponseSchema, ...REFUSALS } },
  }, async (request) => ({ user: userAnswer(await user(request.params.id)) }));

  app.post('/users', {
    schema: { querystring: NoQuerySchema, body: InviteBodySchema, security: BEARER_SECURITY, response: { 201: InviteResponseSchema, ...REFUSALS, 409: ErrorBodySchema } },
  }, async (request, reply) => {
    const { email, username, customerId, blockedBrands = '' } = request.body;
    if (!isEmailAddress(email)) throw new ApiError(400, 'invalid_request', 'admin_invalid_email');
    if (!isDisplayName(username, USERNAME_MAX)) throw new ApiError(400, 'invalid_request', 'admin_invalid_name');
    const customer = await admin.customerById(customerId);
    if (!customer) throw unknownCustomer();
    // No password anyone knows: the user sets the first one from the invitation's link, mailed
    // in the language the staff member works in, or handed back to pass on without a mail server.
    const invited = await inviteUser(context.passwordMail, admin, {
      email, name: username.trim(), customerId, blockedBrands: blockedBrandsList(blockedBrands), language: parseLanguage(request.headers['x-selected-language']),
    }).catch(storeRefusal);
    const id = invited.userId;
    await auditStaffAction(request, context, 'user-invited', { customerId, userEmail: normaliseEmail(email), details: { userId: id, customer: customer.name, mailed: invited.mailed } });
    return reply.code(201).send({ user: userAnswer(await user(id)), link: invited.link });
  });

  for (const [action, disabled] of [['disable', true], ['enable', false]] as const) {
    app.post(`/users/:id/${action}`, {
      schema: { ...byId, body: NoBodySchema, response: { 200: UserResponseSchema, ...REFUSALS } },
    }, async (request) => {
      const { id, email, customerId } = await user(request.params.id);
      // Disabling ends every open session of the user in the same transaction.
      await admin.setDisabled(email, disabled).catch(storeRefusal);
      await auditStaffAction(request, context, `user-${action}d`, { customerId, userEmail: email, details: { userId: id } });
      return { user: userAnswer(await user(id)) };
    });
  }

  app.post('/users/:id/sessions/end', {
    schema: { ...byId, body: NoBodySchema, response: { 200: SessionsEndedSchema, ...REFUSALS } },
  }, async (request) => {
    const { id, email, customerId } = await user(request.params.id);
    const ended = await admin.endSessions(id);
    await auditStaffAction(request, context, 'user-sessions-ended', { customerId, userEmail: email, details: { userId: id, ended } });
    return { ended };
  });

  // A link to set a new password, mailed in the user's language, or handed back without a mail server.
  app.post('/users/:id/password-reset', {
    schema: { ...byId, body: NoBodySchema, response: { 200: PasswordLinkSentSchema, ...REFUSALS } },
  }, async (request) => {
    const { id, email, customerId } = await user(request.params.id);
    const { mailed, link } = await sendPasswordReset(context.passwordMail, store, email);
    await auditStaffAction(request, context, 'password-reset-sent', { customerId, userEmail: email, details: { userId: id, mailed } });
    return { mailed, link };
  });

  app.put('/users/:id/blocked-brands', {
    schema: { ...byId, body: BlockedBrandsBodySchema, response: { 200: UserResponseSchema, ...REFUSALS } },
  }, async (request) => {
    const { id, email, customerId } = await user(request.params.id);
    const blockedBrands = blockedBrandsList(request.body.blockedBrands);
    await admin.setBlockedBrands(id, blockedBrands).catch(storeRefusal);
    await auditStaffAction(request, context, 'user-blocked-brands-set', { customerId, userEmail: email, details: { userId: id, blockedBrands } });
    return { user: userAnswer(await user(id)) };
  });
}
