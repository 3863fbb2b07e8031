/**
 * The second factor's contract: POST /api/auth/two-factor/setup, /enable, /disable (owners and managers), PUT
 * /api/auth/two-factor/policy (owner), and the code step of POST /api/auth/login.
 */
import type { ErrorEnvelope } from './errors'

export const TWO_FACTOR_PAGE_PATH = '/admin/account/two-factor'
export const RECOVERY_CODE_COUNT = 10

export const twoFactorPaths = {
  setup: '/api/auth/two-factor/setup',
  enable: '/api/auth/two-factor/enable',
  disable: '/api/auth/two-factor/disable',
  policy: '/api/auth/two-factor/policy',
}

export const twoFactorMessages = {
  /** POST /api/auth/login's 401 when the password is right and the code is missing or wrong. */
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  code: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  wrongCode: 'That code is not right. Enter the code your authenticator app shows now, or an unused recovery code.',
  wrongSetupCode: 'That code is not right. Enter the 6-digit code your authenticator app shows now for this account.',
  setupFirst: 'Start the set-up first: scan the QR code, then enter the code the app shows.',
  alreadyOn: 'The second factor is already on. Turn it off first to set up another app.',
  notOn: 'The second factor is not on.',
  /** 403 on every other staff route while the owner's rule requires the second factor and this account has none. */
  setupRequired: 'The owner requires a second factor for owners and managers. Turn it on in My account › Second factor first.',
} as const

/** POST /api/auth/two-factor/setup: the new secret (not active until a code from it is confirmed). */
export interface TwoFactorSetupJson {
  /** Base32, for typing into an authenticator app by hand. */
  secret: string
  otpauthUrl: string
  /** The otpauth address as a QR code: an SVG document. */
  qrCode: string
}

/** POST /api/auth/two-factor/enable: the recovery codes, shown this once (only their hashes are kept). */
export interface RecoveryCodesJson {
  recoveryCodes: string[]
}

/** What the second-factor page shows of the signed-in account (its loader reads it). */
export interface TwoFactorStatusJson {
  role: string
  enabled: boolean
  /** The owner's rule: owners and managers must use a second factor. */
  required: boolean
  recoveryCodesLeft: number
}

/** PUT /api/auth/two-factor/policy. */
export interface TwoFactorPolicyJson {
  required: boolean
}

/** POST /api/auth/login's 401 when the account has a second factor and the code was missing or wrong. */
export interface TwoFactorRequiredBody extends ErrorEnvelope {
  twoFactorRequired: true
}
