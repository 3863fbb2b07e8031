import { type AppLoadContext, redirect } from 'react-router'
import { SESSION_COOKIE } from '~/.server/auth/session'
import type { Staff } from '~/.server/services/staff'
import { LOGIN_PATH, SESSION_EXPIRED_LOGIN_PATH } from '~/components/admin-session'

/**
 * The guard every admin page loader starts with: the signed-in staff member, or a redirect to the
 * login page before any admin data is read. A session cookie that no longer names a valid session
 * means the session ended on the server (expired or signed out elsewhere): the login page says so.
 */
export function requireStaff(context: AppLoadContext, request: Request): Staff {
  if (context.staff) return context.staff
  throw redirect(hasSessionCookie(request) ? SESSION_EXPIRED_LOGIN_PATH : LOGIN_PATH)
}

function hasSessionCookie(request: Request): boolean {
  const header = request.headers.get('cookie') ?? ''
  return header.split(';').some((part) => {
    const [name, value] = part.trim().split('=')
    return name === SESSION_COOKIE && Boolean(value)
  })
}
