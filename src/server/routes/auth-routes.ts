/** POST /api/login, GET /api/ (profile), POST /api/logout. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorBodySchema, LoginBodySchema, LoginResponseSchema, ProfileResponseSchema } from '../../shared/contract';
import { authenticate, currentUser, publicUser } from '../auth/authenticate';
import { expiredSessionCookie, readSessionCookie, sessionCookie } from '../auth/cookies';
import { PASSWORD_HASH_PATTERN } from '../auth/password';
import { signIn } from '../auth/sign-in';
import { bearerToken, secretHash } from '../auth/tokens';
import { ApiError } from '../errors';
import type { RouteContext } from './route-context';

const hasControlCharacter = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

export async function authRoutes(instance: FastifyInstance, { store, now }: RouteContext): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const requireUser = authenticate(store, now);

  app.post('/login', {
    schema: {
      body: LoginBodySchema,
      response: { 200: LoginResponseSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 429: ErrorBodySchema },
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
    schema: { response: { 200: ProfileResponseSchema, 401: ErrorBodySchema } },
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
