/** POST /api/login, GET /api/ (profile), POST /api/logout. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BEARER_SECURITY, ErrorBodySchema, LoginAnswerHeadersSchema, LoginBodySchema, LoginResponseSchema, NoBodySchema, NoContentSchema, NoQuerySchema,
  ProfileResponseSchema,
} from '../../shared/contract';
import { USER_ROLES } from '../../shared/api-constants';
import { authenticate, currentUser, publicUser } from '../auth/authenticate';
import { browserCookie, expiredSessionCookie, readBrowserCookie, readSessionCookie, sessionCookie } from '../auth/cookies';
import { PASSWORD_HASH_PATTERN } from '../auth/password';
import { signIn } from '../auth/sign-in';
import { bearerToken, newSecret, secretHash } from '../auth/tokens';
import { ApiError } from '../errors';
import type { SignInOutcome } from '../metrics/metrics';
import type { Store, UserRecord } from '../store/store';
import type { RouteContext } from './route-context';

const hasControlCharacter = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/** How a sign-in that reached the password check or the throttle ended; a malformed request is no attempt. */
function signInOutcome(error: unknown): SignInOutcome | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'too_many_attempts') return 'locked';
  return error.code === 'invalid_credentials' ? 'failure' : null;
}

/**
 * A sign-in's line in the audit trail, for the staff console. A refused one names the address
 * typed (whoever typed it: the role is not known). The trail failing must not fail the sign-in:
 * it is logged instead.
 */
async function recordSignIn(request: FastifyRequest, store: Store, at: number, attempt: { email: string; outcome: SignInOutcome; user: UserRecord | null }) {
  const { email, outcome, user } = attempt;
  await store.audit.record({
    at, event: 'sign-in', actor: email, actorRole: user?.role ?? 'anonymous', address: request.ip,
    customerId: user?.customerId ?? null, userEmail: email, details: { outcome },
  }).catch((error: unknown) => request.log.warn({ err: error, event: 'audit-failed' }, 'sign-in not written to the audit trail'));
}

export async function authRoutes(instance: FastifyInstance, { store, now, metrics }: RouteContext): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  // Both roles see their own profile: the page asks it to know where a session belongs.
  const requireUser = authenticate(store, now, USER_ROLES);

  app.post('/login', {
    schema: {
      querystring: NoQuerySchema,
      body: LoginBodySchema,
      response: { 200: LoginResponseSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 429: ErrorBodySchema, 503: ErrorBodySchema },
      answerHeaders: { 200: LoginAnswerHeadersSchema },
    },
  }, async (request, reply) => {
    const email = request.body?.useremail?.trim() ?? '';
    const passwordhash = request.body?.passwordhash?.trim().toLowerCase() ?? '';
    if (!email || !passwordhash) throw new ApiError(400, 'invalid_request', 'email_password_required');
    if (!PASSWORD_HASH_PATTERN.test(passwordhash)) throw new ApiError(400, 'invalid_request');
    // No e-mail address holds a control character (and PostgreSQL text cannot hold NUL).
    if (hasControlCharacter(email)) throw new ApiError(400, 'invalid_request');

    // Who and from where, never the password hash or the token.
    const audit = { event: 'sign-in', email: email.toLowerCase(), address: request.ip };
    // The browser session the page runs in keeps its id across sign-ins (other tabs' included).
    const browser = readBrowserCookie(request.headers.cookie) ?? newSecret();
    const signedIn = await signIn(store, { email, passwordhash, remember: request.body?.remember, browser, address: request.ip }, now)
      .catch(async (error: unknown) => {
        const outcome = signInOutcome(error);
        if (outcome) {
          metrics.countSignIn(outcome);
          request.log.info({ ...audit, outcome }, 'sign-in refused');
          await recordSignIn(request, store, now(), { email: audit.email, outcome, user: null });
        }
        throw error;
      });
    metrics.countSignIn('success');
    request.log.info({ ...audit, outcome: 'success', userId: signedIn.user.id }, 'signed in');
    await recordSignIn(request, store, now(), { email: audit.email, outcome: 'success', user: signedIn.user });
    const secure = request.protocol === 'https';
    const cookies = [sessionCookie(signedIn.cookie, signedIn.cookieMaxAgeMs, secure)];
    if (signedIn.bound) cookies.push(browserCookie(browser, secure));
    reply.header('set-cookie', cookies);
    return { token: signedIn.token, user: publicUser(signedIn.user) };
  });

  app.get('/', {
    preHandler: requireUser,
    schema: { querystring: NoQuerySchema, security: BEARER_SECURITY, response: { 200: ProfileResponseSchema, 401: ErrorBodySchema } },
  }, async (request) => ({ user: publicUser(currentUser(request).record) }));

  // Never fails. It ends the session of the token it names, or, with no token, the one its
  // session_id cookie names: the cookie may belong to a later sign-in in another tab of the same
  // browser (a sign-in without remember-me belongs to its tab), which a Logout here must not end.
  app.post('/logout', {
    schema: { querystring: NoQuerySchema, body: NoBodySchema, response: { 204: NoContentSchema, 503: ErrorBodySchema } },
  }, async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    const cookie = token ? null : readSessionCookie(request.headers.cookie);
    const tokenHash = token ? secretHash(token) : undefined;
    const user = tokenHash ? await store.findUserBySession(tokenHash, now()) : undefined;
    const ended = await store.deleteSession({ tokenHash, cookieHash: cookie ? secretHash(cookie) : undefined });
    request.log.info({ event: 'logout', userId: user?.id ?? null, email: user?.email ?? null, address: request.ip, ended }, 'signed out');
    reply.header('set-cookie', expiredSessionCookie(request.protocol === 'https'));
    return reply.code(204).send(null);
  });
}
