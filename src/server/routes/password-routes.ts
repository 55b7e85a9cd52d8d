/** POST /api/password (change one's own), POST /api/password/forgot, POST /api/password/reset (docs/api.md, Passwords). */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADER_LANGUAGE, USER_ROLES } from '../../shared/api-constants';
import { BEARER_SECURITY, ErrorBodySchema, LoginAnswerHeadersSchema, LoginResponseSchema, NoContentSchema, NoQuerySchema } from '../../shared/contract';
import { parseLanguage } from '../../shared/languages';
import {
  PasswordChangeRequestSchema, PasswordForgotRequestSchema, PasswordForgotResponseSchema, PasswordResetRequestSchema,
} from '../../shared/password-contract';
import { authenticate, currentUser, publicUser } from '../auth/authenticate';
import { readBrowserCookie } from '../auth/cookies';
import { newPasswordProblem } from '../auth/new-password';
import { clientPasswordHash, hashPassword, PASSWORD_HASH_PATTERN, verifyPassword } from '../auth/password';
import { openSession, signedInCookies } from '../auth/sign-in';
import { admitSignInAttempt } from '../auth/throttle';
import { newSecret, secretHash, SECRET_PATTERN } from '../auth/tokens';
import { ApiError } from '../errors';
import { normaliseEmail } from '../store/admin';
import type { AuditDetails } from '../store/audit-trail';
import type { Store, UserRecord } from '../store/store';
import { hasControlCharacter } from './auth-routes';
import type { RouteContext } from './route-context';

/** Refuses a new password that is too short, too long or too common, with the message saying which. */
function checkNewPassword(password: string): void {
  const problem = newPasswordProblem(password);
  if (problem) throw new ApiError(400, 'weak_password', problem);
}

/** An audit trail entry of a password set by its user (never the password, a hash or the link). */
async function recordPasswordSet(request: FastifyRequest, store: Store, at: number, user: UserRecord, event: string, details: AuditDetails) {
  await store.audit.record({
    at, event, actor: user.email, actorRole: user.role, address: request.ip, customerId: user.customerId, userEmail: user.email, details,
  }).catch((error: unknown) => request.log.warn({ err: error, event: 'audit-failed' }, `${event} not written to the audit trail`));
}

/** The salted hash kept of a password typed: of the hash the sign-in sends, as for every other password. */
const storedHash = (password: string) => hashPassword(clientPasswordHash(password));

const language = (request: FastifyRequest) => parseLanguage(request.headers[HEADER_LANGUAGE]);

export async function passwordRoutes(instance: FastifyInstance, { store, now, passwordMail }: RouteContext): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  // Staff change their own password like customers.
  const requireUser = authenticate(store, now, USER_ROLES);

  // The current password is checked like a sign-in, under the sign-in's throttle: a session left
  // open must not become a way to guess it.
  app.post('/password', {
    preHandler: requireUser,
    schema: {
      querystring: NoQuerySchema, body: PasswordChangeRequestSchema, security: BEARER_SECURITY,
      response: { 204: NoContentSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 429: ErrorBodySchema, 503: ErrorBodySchema },
    },
  }, async (request, reply) => {
    const { record, tokenHash } = currentUser(request);
    const currentHash = request.body.currentPasswordhash.trim().toLowerCase();
    if (!PASSWORD_HASH_PATTERN.test(currentHash)) throw new ApiError(400, 'invalid_request');
    checkNewPassword(request.body.newPassword);
    const audit = { event: 'password-change', userId: record.id, email: record.email, address: request.ip };
    const admission = await admitSignInAttempt(store, record.email, request.ip, now);
    if (!admission.allowed) {
      request.log.info({ ...audit, outcome: 'locked' }, 'password change refused');
      throw new ApiError(429, 'too_many_attempts', undefined, { 'retry-after': String(admission.retryAfterSeconds) });
    }
    try {
      if (!(await verifyPassword(currentHash, record.passwordHash))) {
        await store.recordLoginAttempt({ email: record.email, address: request.ip, at: now(), success: false });
        request.log.info({ ...audit, outcome: 'wrong-password' }, 'password change refused');
        throw new ApiError(400, 'invalid_credentials', 'current_password_wrong');
      }
      await store.passwords.setPassword(record.id, await storedHash(request.body.newPassword), tokenHash);
    } finally {
      await admission.done();
    }
    request.log.info({ ...audit, outcome: 'changed' }, 'password changed; the other sessions ended');
    await recordPasswordSet(request, store, now(), record, 'password-changed', { otherSessionsEnded: true });
    return reply.code(204).send(null);
  });

  app.post('/password/forgot', {
    schema: {
      querystring: NoQuerySchema, body: PasswordForgotRequestSchema,
      response: { 202: PasswordForgotResponseSchema, 400: ErrorBodySchema, 429: ErrorBodySchema, 503: ErrorBodySchema },
    },
  }, async (request, reply) => {
    const email = normaliseEmail(request.body.email);
    if (!email || hasControlCharacter(email)) throw new ApiError(400, 'invalid_request');
    await passwordMail.requestReset(email, request.ip, language(request));
    return reply.code(202).send({ accepted: true });
  });

  app.post('/password/reset', {
    schema: {
      querystring: NoQuerySchema, body: PasswordResetRequestSchema,
      response: { 200: LoginResponseSchema, 400: ErrorBodySchema, 410: ErrorBodySchema, 503: ErrorBodySchema },
      answerHeaders: { 200: LoginAnswerHeadersSchema },
    },
  }, async (request, reply) => {
    const { token, newPassword, remember } = request.body;
    checkNewPassword(newPassword);
    if (!SECRET_PATTERN.test(token)) throw new ApiError(410, 'link_expired');
    const used = await store.passwords.setPasswordWithLink(secretHash(token), now(), await storedHash(newPassword));
    const user = used ? await store.findUserByEmail(used.email) : undefined;
    if (!used || !user || user.disabled) {
      request.log.info({ event: 'password-reset', address: request.ip, outcome: used ? 'disabled' : 'link-expired' }, 'password link refused');
      throw new ApiError(410, 'link_expired');
    }
    const browser = readBrowserCookie(request.headers.cookie) ?? newSecret();
    const signedIn = await openSession(store, user, remember, browser, now);
    await store.recordLoginAttempt({ email: user.email, address: request.ip, at: now(), success: true });
    await store.passwords.rememberLanguage(user.id, language(request));
    request.log.info({ event: 'password-reset', purpose: used.purpose, userId: user.id, email: user.email, address: request.ip, outcome: 'set' },
      'password set with a link; signed in');
    await recordPasswordSet(request, store, now(), user, 'password-set-with-link', { purpose: used.purpose });
    reply.header('set-cookie', signedInCookies(signedIn, browser, request.protocol === 'https'));
    return { token: signedIn.token, user: publicUser(user) };
  });
}
