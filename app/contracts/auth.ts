/** Staff sign-in's contract: /api/auth/login, /logout, /session. */

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password'
export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue.'

export const loginMessages = {
  username: 'Please enter your username',
  password: 'Please enter your password',
} as const

/** POST /api/auth/login and GET /api/auth/session: who is signed in. */
export interface SessionJson {
  username: string
}

/** The staff login page; with `?expired=1` it says the session ended. */
export const LOGIN_PAGE_PATH = '/admin/login'
export const SESSION_EXPIRED_LOGIN_PATH = '/admin/login?expired=1'

export const authPaths = { login: '/api/auth/login', logout: '/api/auth/logout', session: '/api/auth/session' }
