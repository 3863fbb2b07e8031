import type { Context, MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { parse as parseCookieHeader } from 'hono/utils/cookie'
import { SIGN_IN_REQUIRED_MESSAGE } from '~/contracts/auth'
import { fail } from '../api/errors'
import type { AppDeps, AppEnv } from '../api/context'
import type { Database } from '../db/client'
import { findSessionStaff, type Staff } from '../services/staff'

export const SESSION_COOKIE = 'staff_session'

function isHttps(c: Context, trustProxy: boolean): boolean {
  if (trustProxy && c.req.header('x-forwarded-proto') === 'https') return true
  return new URL(c.req.url).protocol === 'https:'
}

export function setSessionCookie(c: Context, token: string, expiresAt: Date | null, trustProxy: boolean) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c, trustProxy),
    path: '/',
    // Without an expiry the cookie lives as long as the browser session.
    ...(expiresAt ? { expires: expiresAt } : {}),
  })
}

export function clearSessionCookie(c: Context) {
  deleteCookie(c, SESSION_COOKIE, { path: '/' })
}

export function sessionToken(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE)
}

/** The signed-in staff member of a request with this Cookie header, or null. */
export async function staffFromCookieHeader(db: Database, cookieHeader: string | null | undefined): Promise<Staff | null> {
  if (!cookieHeader) return null
  const token = parseCookieHeader(cookieHeader, SESSION_COOKIE)[SESSION_COOKIE]
  return token ? findSessionStaff(db, token) : null
}

/** Guards staff-only API routes: 401 in the error envelope without a valid session. */
export function requireStaff(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = sessionToken(c)
    const staff = token ? await findSessionStaff(deps.db, token) : null
    if (!staff) fail(401, SIGN_IN_REQUIRED_MESSAGE)
    c.set('staff', staff)
    await next()
  }
}
