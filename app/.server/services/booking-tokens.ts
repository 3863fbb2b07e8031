/** Booking references (what guests quote) and private tokens (what opens a guest's own booking). */
import { createHash, randomBytes, randomInt } from 'node:crypto'

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
export const MANAGE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** 'BB-' and five characters nobody misreads (no 0/O, 1/I/L). */
export function newReference(): string {
  let code = ''
  for (let i = 0; i < 5; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]
  return `BB-${code}`
}

/** 256 random bits, URL-safe (43 characters). */
export function newManageToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
