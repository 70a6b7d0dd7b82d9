import type { Request, Response } from 'express';

export const SESSION_COOKIE = 'harmony_session';
const SESSION_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([A-Za-z0-9_-]{1,128})(?:;|$)`);

/** The session token the request's cookie carries, if it looks like one. */
export const sessionTokenOf = (request: Pick<Request, 'headers'>): string | undefined => SESSION_COOKIE_VALUE.exec(request.headers.cookie ?? '')?.[1];

/** HttpOnly (no script reads it), SameSite=Strict (no other site sends it), Secure where PUBLIC_URL is https, the whole site's path. */
export function setSessionCookie(response: Response, token: string, expiresAt: Date, secure: boolean): void {
  response.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure, path: '/', expires: expiresAt });
}

export function clearSessionCookie(response: Response, secure: boolean): void {
  response.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: '/' });
}
