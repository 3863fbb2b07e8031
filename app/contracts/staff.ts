/**
 * Staff accounts and their sessions (owners: /api/staff, /api/sessions), a staff member's own account
 * (/api/auth/account), and the set-up link a new account is given (/api/auth/setup, page /admin/setup/:token).
 */

/** Who may do what by role is app/lib/roles.ts's; these are the roles an account can have. */
export const STAFF_ROLES = ['owner', 'manager', 'host'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export const ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', manager: 'Manager', host: 'Host' }

export const MIN_PASSWORD_LENGTH = 8
export const MAX_PASSWORD_LENGTH = 200
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{2,40}$/
/** A set-up link is valid this long, and once. */
export const SETUP_LINK_HOURS = 24

export const staffMessages = {
  username: 'Usernames are 2 to 40 characters: letters, digits, dots, dashes and underscores.',
  role: 'Role must be owner, manager or host.',
  password: `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`,
  passwordTooLong: `The password must be ${MAX_PASSWORD_LENGTH} characters or fewer.`,
  currentPassword: 'Please enter your current password.',
  wrongCurrentPassword: 'Your current password is not right.',
  active: 'Active must be true or false.',
  nothingToChange: 'Send a role, active or password to change.',
  usernameTaken: (username: string) => `There is already a staff account named '${username}'.`,
  noSuchAccount: 'There is no such staff account.',
  noSuchSession: 'There is no such session.',
  lastOwner: 'The last owner cannot be removed, deactivated or given another role.',
  setupToken: 'This set-up link is not valid.',
  setupUsed: 'This set-up link is not valid any more: it was used already, or a newer one replaced it. Ask the owner for a new link.',
  setupExpired: 'This set-up link has expired (links are valid for 24 hours). Ask the owner for a new link.',
} as const

/** GET /api/staff: one account. */
export interface StaffAccountJson {
  id: number
  username: string
  role: StaffRole
  active: boolean
  /** The second factor is on. */
  twoFactor: boolean
  createdAt: string
  /** Sessions that have not ended. */
  openSessions: number
  /** A set-up link was made and its holder has not chosen a password yet (the link may have expired). */
  setupPending: boolean
}

/** POST /api/staff answer: the account, and without a password its set-up path (shown once). */
export interface NewStaffJson extends StaffAccountJson {
  setupPath?: string
}

/** One open session (GET /api/staff/:id/sessions, GET /api/auth/account/sessions). */
export interface StaffSessionJson {
  id: number
  /** Browser and system ('Chrome on Android'), or 'Unknown browser'. */
  device: string
  createdAt: string
  lastSeenAt: string | null
  expiresAt: string
  remember: boolean
  /** The session of this request. */
  current: boolean
}

/** GET of the page /admin/setup/:token: what the link is. */
export type SetupLinkState = { state: 'valid'; username: string } | { state: 'used' } | { state: 'expired' }

/** POST /api/auth/setup answer. */
export interface SetupDoneJson {
  username: string
}

export const SETUP_PAGE_PREFIX = '/admin/setup/'
export const setupPagePath = (token: string) => `${SETUP_PAGE_PREFIX}${token}`

export const staffPaths = {
  list: '/api/staff',
  item: (id: number) => `/api/staff/${id}`,
  sessions: (id: number) => `/api/staff/${id}/sessions`,
  session: (id: number) => `/api/sessions/${id}`,
  setup: '/api/auth/setup',
  ownPassword: '/api/auth/account/password',
  ownSessions: '/api/auth/account/sessions',
  ownSession: (id: number) => `/api/auth/account/sessions/${id}`,
} as const

export const staffKeys = {
  all: ['staff'] as const,
  sessions: (id: number) => ['staff', id, 'sessions'] as const,
  own: ['account', 'sessions'] as const,
}
