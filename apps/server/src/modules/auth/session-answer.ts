import type { FastifyReply } from 'fastify';
import type { SessionResponse } from '@charter/shared';
import { SESSION_COOKIE, setAuthCookie } from '../../http/request-auth';
import type { IssuedSession } from './auth.service';

/** Sets the session cookie for an issued session and gives the answer's session fields (every way of signing in). */
export function answerWithSession(reply: FastifyReply, session: IssuedSession, appUrl: string): SessionResponse {
  const maxAgeSeconds = Math.floor((session.expiresAt.getTime() - Date.now()) / 1000);
  setAuthCookie(reply, SESSION_COOKIE, session.token, { appUrl, maxAgeSeconds });
  return {
    session_token: session.token,
    expires_at: session.expiresAt.toISOString(),
    user: session.user,
    next: session.next,
  };
}
