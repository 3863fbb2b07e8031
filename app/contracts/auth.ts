/** Staff sign-in's contract: /api/auth/login, /logout, /session. */
import type { Role } from '~/lib/roles'

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password'
export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue.'

export const loginMessages = {
  username: 'Please enter your username',
  password: 'Please enter your password',
} as const

/** GET /api/auth/session: who is signed in, their role, and whether their account has the second factor on. */
export interface SessionJson {
  username: string
  role: Role
  twoFactor: boolean
}

/** The staff login page; with `?expired=1` it says the session ended. */
export const LOGIN_PAGE_PATH = '/admin/login'
export const SESSION_EXPIRED_LOGIN_PATH = '/admin/login?expired=1'

export const authPaths = { login: '/api/auth/login', logout: '/api/auth/logout', session: '/api/auth/session' }
