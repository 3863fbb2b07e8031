/**
 * The second factor's one-time codes: standard TOTP (RFC 6238: HMAC-SHA-1, 6 digits, 30-second steps), as every
 * authenticator app computes them. A thin wrapper of the `otpauth` library (docs/decisions/014-two-factor-libraries.md)
 * that takes the time as an argument, so every rule about it can be tested with a controlled clock.
 */
import { Secret, TOTP } from 'otpauth'

export const TOTP_DIGITS = 6
export const TOTP_PERIOD_SECONDS = 30
/** Steps accepted either side of now: an app whose clock is up to 30 seconds off, or a code typed as it changed. */
export const TOTP_WINDOW_STEPS = 1
/** 160 bits, the length RFC 4226 recommends for an HMAC-SHA-1 key (32 base32 characters). */
const SECRET_BYTES = 20

function totp(secret: string, issuer = '', label = 'OTPAuth'): TOTP {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS })
}

/** A new random secret, base32 (what an authenticator app is given by hand). */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32
}

/** The `otpauth://totp/...` address an authenticator app reads from the QR code: issuer, account and secret. */
export function totpAddress(secret: string, issuer: string, account: string): string {
  return totp(secret, issuer, account).toString()
}

/** The code an authenticator app shows at `now`. */
export function totpCode(secret: string, now: Date): string {
  return totp(secret).generate({ timestamp: now.getTime() })
}

/** The number of the 30-second step `now` is in (the counter the code is computed from). */
export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS)
}

/**
 * The step whose code `code` is, within a step of now, or null when it is none of them. Spaces in the code are
 * ignored (apps show "123 456").
 */
export function matchTotpStep(secret: string, code: string, now: Date): number | null {
  const token = code.replace(/\s+/g, '')
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(token)) return null
  const delta = totp(secret).validate({ token, timestamp: now.getTime(), window: TOTP_WINDOW_STEPS })
  return delta === null ? null : totpStep(now) + delta
}
