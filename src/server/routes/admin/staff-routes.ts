/**
 * GET /api/admin/staff: the distributor's staff accounts; POST /api/admin/staff: a staff member
 * adds a colleague, who gets a link to set the first password (mailed, or handed back to pass on
 * without a mail server), like an invited customer's user.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { NewStaffBodySchema, NewStaffResponseSchema, StaffListResponseSchema } from '../../../shared/admin-staff-contract';
import { BEARER_SECURITY, ErrorBodySchema, NoQuerySchema } from '../../../shared/contract';
import { parseLanguage } from '../../../shared/languages';
import { isDisplayName, isEmailAddress, USERNAME_MAX } from '../../../shared/people-rules';
import { ApiError } from '../../errors';
import { inviteUser } from '../../mail/invite';
import { normaliseEmail } from '../../store/admin';
import type { RouteContext } from '../route-context';
import { storeRefusal } from './people-answers';
import { auditStaffAction } from './staff-action';

export async function staffRoutes(instance: FastifyInstance, context: RouteContext): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { admin } = context;
  const staffMembers = async () => (await admin.listUsers()).filter((user) => user.role === 'staff')
    .map(({ id, email, username, disabled }) => ({ id, email, username, disabled }));

  app.get('/staff', {
    schema: { querystring: NoQuerySchema, security: BEARER_SECURITY, response: { 200: StaffListResponseSchema, 401: ErrorBodySchema, 403: ErrorBodySchema } },
  }, async () => ({ staff: await staffMembers() }));

  app.post('/staff', {
    schema: {
      querystring: NoQuerySchema, body: NewStaffBodySchema, security: BEARER_SECURITY,
      response: { 201: NewStaffResponseSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 409: ErrorBodySchema },
    },
  }, async (request, reply) => {
    const { email, username } = request.body;
    if (!isEmailAddress(email)) throw new ApiError(400, 'invalid_request', 'admin_invalid_email');
    if (!isDisplayName(username, USERNAME_MAX)) throw new ApiError(400, 'invalid_request', 'admin_invalid_name');
    const invited = await inviteUser(context.passwordMail, admin, {
      email, name: username.trim(), customerId: null, role: 'staff', language: parseLanguage(request.headers['x-selected-language']),
    }).catch(storeRefusal);
    await auditStaffAction(request, context, 'staff-added', { userEmail: normaliseEmail(email), details: { userId: invited.userId, mailed: invited.mailed } });
    const member = (await staffMembers()).find((one) => one.id === invited.userId);
    return reply.code(201).send({ member: member ?? { id: invited.userId, email: normaliseEmail(email), username: username.trim(), disabled: false }, link: invited.link });
  });
}
