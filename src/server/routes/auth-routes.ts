/** POST /api/login, GET /api/ (profile), POST /api/logout. */
import type { FastifyInstance } from 'fastify';
import type { LoginRequest } from '../../shared/contract';
import { authenticate, currentUser, publicUser } from '../auth/authenticate';
import { expiredSessionCookie, readSessionCookie, sessionCookie } from '../auth/cookies';
import { PASSWORD_HASH_PATTERN } from '../auth/password';
import { signIn } from '../auth/sign-in';
import { bearerToken, secretHash } from '../auth/tokens';
import { ApiError } from '../errors';
import type { RouteContext } from './route-context';
import { ERROR_BODY_SCHEMA, USER_SCHEMA } from './schemas';

const LOGIN_BODY_SCHEMA = {
  type: 'object',
  properties: {
    useremail: { type: 'string', maxLength: 320 },
    passwordhash: { type: 'string', maxLength: 128 },
    remember: { type: 'boolean' },
  },
} as const;

const hasControlCharacter = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

export async function authRoutes(app: FastifyInstance, { store, now }: RouteContext): Promise<void> {
  const requireUser = authenticate(store, now);
  const errors = { 400: ERROR_BODY_SCHEMA, 401: ERROR_BODY_SCHEMA, 429: ERROR_BODY_SCHEMA };

  app.post<{ Body: Partial<LoginRequest> }>('/login', {
    schema: {
      body: LOGIN_BODY_SCHEMA,
      response: { 200: { type: 'object', required: ['token', 'user'], properties: { token: { type: 'string' }, user: USER_SCHEMA } }, ...errors },
    },
  }, async (request, reply) => {
    const email = request.body?.useremail?.trim() ?? '';
    const passwordhash = request.body?.passwordhash?.trim().toLowerCase() ?? '';
    if (!email || !passwordhash) throw new ApiError(400, 'invalid_request', 'email_password_required');
    if (!PASSWORD_HASH_PATTERN.test(passwordhash)) throw new ApiError(400, 'invalid_request');
    // No e-mail address holds a control character (and PostgreSQL text cannot hold NUL).
    if (hasControlCharacter(email)) throw new ApiError(400, 'invalid_request');

    const signedIn = await signIn(store, { email, passwordhash, remember: request.body?.remember === true, address: request.ip }, now);
    reply.header('set-cookie', sessionCookie(signedIn.cookie, signedIn.ttlMs, request.protocol === 'https'));
    return { token: signedIn.token, user: publicUser(signedIn.user) };
  });

  app.get('/', {
    preHandler: requireUser,
    schema: { response: { 200: { type: 'object', required: ['user'], properties: { user: USER_SCHEMA } }, 401: ERROR_BODY_SCHEMA } },
  }, async (request) => ({ user: publicUser(currentUser(request).record) }));

  // Never fails: whatever identifies a session (token, cookie, or nothing) ends it if it exists.
  app.post('/logout', async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    const cookie = readSessionCookie(request.headers.cookie);
    await store.deleteSession({ tokenHash: token ? secretHash(token) : undefined, cookieHash: cookie ? secretHash(cookie) : undefined });
    reply.header('set-cookie', expiredSessionCookie(request.protocol === 'https'));
    return reply.code(204).send();
  });
}
