import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { ClientConnection } from '../operations/operation';

export const SESSION_COOKIE = 'sevak_session';

export function readSessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE];
}

/** HttpOnly so scripts cannot read it, SameSite=Lax so other sites cannot post with it. */
export function setSessionCookie(reply: FastifyReply, token: string, config: Config): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    maxAge: config.sessionAbsoluteHours * 3600,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.cookieSecure });
}

/** The connection as an operation sees it (operations/operation.ts), the same through either door. */
export function clientConnectionOf(request: FastifyRequest, reply: FastifyReply, config: Config): ClientConnection {
  return {
    address: request.ip,
    sessionToken: readSessionToken(request),
    keepSession: (token) => setSessionCookie(reply, token, config),
    forgetSession: () => clearSessionCookie(reply, config),
  };
}
