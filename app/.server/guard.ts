/**
 * The one guard of staff access, for the API (middleware: 401) and for admin pages (loaders: redirect to the
 * login page), plus the session cookie it reads.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { HTTPException } from 'hono/http-exception'
import { parse as parseCookieHeader } from 'hono/utils/cookie'
import { type AppLoadContext, redirect } from 'react-router'
import { LOGIN_PAGE_PATH, SESSION_EXPIRED_LOGIN_PATH, SIGN_IN_REQUIRED_MESSAGE } from '~/contracts/auth'
import type { AppDeps, AppEnv } from './app-deps'
import { addressGroup, clientAddress, isHttps } from './client-address'
import type { Database } from './db/client'
import { findSessionStaff, sha256 } from './services/auth'
import { UnauthorizedError } from './services/errors'
import { secondFactorRefusal } from './services/two-factor'
import type { Staff } from './services/staff'

export const SESSION_COOKIE = 'staff_session'

export function setSessionCookie(c: Context, token: string, expiresAt: Date | null, proxyHops: number) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c, proxyHops),
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

/**
 * The client's address (see client-address.ts), an IPv6 one by its /64, hashed: a throttling key that is not an
 * address in the database.
 */
export function clientKey(c: Context<AppEnv>, proxyHops: number): string {
  return sha256(`client:${addressGroup(clientAddress(c.req.header('x-forwarded-for'), c.env?.incoming?.socket?.remoteAddress, proxyHops))}`)
}

/** The signed-in staff member of a request with this Cookie header, or null. */
export async function staffFromCookieHeader(db: Database, cookieHeader: string | null | undefined): Promise<Staff | null> {
  if (!cookieHeader) return null
  const token = parseCookieHeader(cookieHeader, SESSION_COOKIE)[SESSION_COOKIE]
  return token ? findSessionStaff(db, token) : null
}

/** Guards staff-only API routes: 401 in the error envelope without a valid session. */
/** Throws the 401 of a staff route unless the cookie names a valid staff session (before any body is read). */
export async function refuseNonStaff(deps: AppDeps, cookieHeader: string | null | undefined): Promise<Staff> {
  const staff = await staffFromCookieHeader(deps.db, cookieHeader)
  if (!staff) throw new UnauthorizedError(SIGN_IN_REQUIRED_MESSAGE)
  return staff
}

export function requireStaff(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const staff = await refuseNonStaff(deps, c.req.header('cookie'))
    // The owner's rule: an owner or manager without a second factor may only set it up (services/two-factor.ts).
    const refusal = await secondFactorRefusal(deps.db, staff.id, c.req.method, c.req.path)
    if (refusal) throw new HTTPException(403, { res: Response.json({ message: refusal }, { status: 403 }) })
    c.set('staff', staff)
    await next()
  }
}

/**
 * The guard every admin page loader starts with: the signed-in staff member, or a redirect to the login page
 * before any admin data is read. A session cookie that no longer names a valid session means the session ended
 * on the server (expired or signed out elsewhere): the login page says so.
 */
export function requireStaffPage(context: AppLoadContext, request: Request): Staff {
  if (context.staff) return context.staff
  const hasSessionCookie = Boolean(parseCookieHeader(request.headers.get('cookie') ?? '', SESSION_COOKIE)[SESSION_COOKIE])
  throw redirect(hasSessionCookie ? SESSION_EXPIRED_LOGIN_PATH : LOGIN_PAGE_PATH)
}
