import { ErrorCode } from '@console/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';
import type { SessionContext, SessionService } from '../modules/account/index.ts';

/**
 * Token authentication. The platform's clients send the session token as the `token` query
 * parameter on every call (spec section 7). What each session code means:
 *
 * - 709001: no token at all.
 * - 709002: a token the server does not know, or one that was logged out or ended by a
 *   password reset.
 * - 709003: the session expired: no call for SESSION_TTL_MINUTES (every call slides it).
 * - 709004: the account logged in elsewhere and chose to continue there (kickOff), which ended
 *   this session.
 * - 709005: the member, the inner-login account or the whole enterprise has been disabled.
 * - 709006: the `{businessId}` in the path is not the enterprise the token belongs to.
 *
 * The console answers all six with the 登录失效 dialog; the distinct codes are for the log and
 * for integrations.
 */
declare module 'fastify' {
  interface FastifyRequest {
    /** Set on endpoints with auth 'session' once the token checked out. */
    session: SessionContext | null;
  }
}

function tokenOf(request: FastifyRequest): string {
  const token = (request.query as Record<string, unknown> | undefined)?.token;
  return typeof token === 'string' ? token.trim() : '';
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('session', null);
}

/** The onRequest hook of one authenticated route: runs before the body is even read. */
export function sessionHook(db: Db, sessions: SessionService) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = tokenOf(request);
    if (!token) throw new AppError(ErrorCode.TokenMissing);
    const session = await sessions.resolve(db, token);
    const pathBusiness = (request.params as Record<string, string | undefined>).businessId;
    if (pathBusiness !== undefined && pathBusiness !== String(session.businessId)) {
      throw new AppError(ErrorCode.BusinessMismatch);
    }
    request.session = session;
  };
}
