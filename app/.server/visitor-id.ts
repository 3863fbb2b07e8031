/**
 * Visitor cookies the server can recognise as its own: `<id>.<mac>`, the mac an HMAC-SHA256 of the id under this
 * installation's secret, cut to 128 bits. A made-up, altered or unsigned id is not a visitor.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** A 16-byte id and 16 bytes of its HMAC, both base64url: a forger's chance is 2^-128 per try. */
const SIGNED_ID = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/

function macOf(secret: Uint8Array, id: string): string {
  return createHmac('sha256', secret).update(id).digest().subarray(0, 16).toString('base64url')
}

/** A new random visitor id (22 characters) with its signature: the cookie's value. */
export function newSignedVisitorId(secret: Uint8Array): string {
  const id = randomBytes(16).toString('base64url')
  return `${id}.${macOf(secret, id)}`
}

/** The visitor id of a cookie value this secret signed, or null (missing, unsigned, forged, another secret's). */
export function verifiedVisitorId(secret: Uint8Array, cookieValue: string | undefined): string | null {
  const parts = SIGNED_ID.exec(cookieValue ?? '')
  if (!parts) return null
  const [, id, mac] = parts
  // Compared as text: a base64url string has one canonical spelling, so only the exact signature passes.
  return timingSafeEqual(Buffer.from(mac), Buffer.from(macOf(secret, id))) ? id : null
}
