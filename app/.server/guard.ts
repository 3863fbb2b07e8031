/**
 * The one guard of staff access, for the API (middleware: 401; the role check is router.ts's) and for admin pages
 * (loaders: redirect to the login page, 403 for a page the role may not open), plus the session cookie it reads.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { parse as parseCookieHeader } from 'hono/utils/cookie'
import { type AppLoadContext, data, redirect } from 'react-router'
import { LOGIN_PAGE_PATH, SESSION_EXPIRED_LOGIN_PATH, SIGN_IN_REQUIRED_MESSAGE } from '~/contracts/auth'
import { landingPage, pagePermission, refusalMessage, roleAllows, UNLISTED_MESSAGE } from '~/lib/roles'
import type { AppDeps, AppEnv } from './app-deps'
import { addressGroup, clientAddress, isHttps } from './client-address'
import type { Database } from './db/client'
import { findSessionStaff, sha256 } from './services/auth'
import { UnauthorizedError } from './services/errors'
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

/** Throws the 401 of a staff route unless the cookie names a valid staff session (before any body is read). */
export async function refuseNonStaff(deps: AppDeps, cookieHeader: string | null | undefined): Promise<Staff> {
  const staff = await staffFromCookieHeader(deps.db, cookieHeader)
  if (!staff) throw new UnauthorizedError(SIGN_IN_REQUIRED_MESSAGE)
  return staff
}

/** The signed-in staff member of the request (read once per request), or the 401. */
export async function requestStaff(deps: AppDeps, c: Context<AppEnv>): Promise<Staff> {
  const staff = c.get('staff') ?? (await refuseNonStaff(deps, c.req.header('cookie')))
  c.set('staff', staff)
  return staff
}

/** Guards staff-only API routes: 401 in the error envelope without a valid session. */
export function requireStaff(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await requestStaff(deps, c)
    await next()
  }
}

/**
 * The signed-in staff member of a page request, or a redirect to the login page. A session cookie that no longer
 * names a valid session means the session ended on the server (expired or signed out elsewhere): the login page
 * says so. The admin layout's guard: its pages check the role themselves (requireStaffPage).
 */
export function requireSignedIn(context: AppLoadContext, request: Request): Staff {
  if (context.staff) return context.staff
  const hasSessionCookie = Boolean(parseCookieHeader(request.headers.get('cookie') ?? '', SESSION_COOKIE)[SESSION_COOKIE])
  throw redirect(hasSessionCookie ? SESSION_EXPIRED_LOGIN_PATH : LOGIN_PAGE_PATH)
}

/** What an admin page the role may not open answers (status 403): why, and the page to go to instead. */
export interface PageRefusal {
  message: string
  landing: string
}

/**
 * The guard every admin page loader starts with, before any admin data is read: the signed-in staff member, a
 * redirect to the login page, or a 403 (thrown `data`, shown by the admin layout's error boundary) when the page's
 * role (app/lib/roles.ts, by the request's path) is above the staff member's; a page missing from that table is
 * refused to everyone.
 */
export function requireStaffPage(context: AppLoadContext, request: Request): Staff {
  const staff = requireSignedIn(context, request)
  const permission = pagePermission(new URL(request.url).pathname)
  if (!permission || !roleAllows(staff.role, permission)) {
    const message = permission ? refusalMessage(staff.role, permission) : UNLISTED_MESSAGE
    throw data<PageRefusal>({ message, landing: landingPage(staff.role) }, { status: 403 })
  }
  return staff
}
