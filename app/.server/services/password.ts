import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

const KEY_LENGTH = 64
const COST = 16384
const BLOCK_SIZE = 8
const PARALLELISM = 1

/**
 * Password hashes computed at once, at most: scrypt is deliberately heavy (16 MiB, tens of milliseconds of CPU), and
 * a burst of logins must not take the CPU from guests' pages. The rest wait their turn.
 */
export const MAX_CONCURRENT_HASHES = 1
let hashing = 0
const waitingForHash: Array<() => void> = []

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  while (hashing >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waitingForHash.push(resolve))
  hashing++
  try {
    return await work()
  } finally {
    hashing--
    waitingForHash.shift()?.()
  }
}

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return withHashSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key)))
      }),
  )
}

/** scrypt with a per-password random salt, stored as "scrypt$N$r$p$salt$hash" (base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, COST, BLOCK_SIZE, PARALLELISM)
  return ['scrypt', COST, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p))
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** A hash of a random password: verifying against it costs the same time as a real account. */
export const timingDecoyHash = hashPassword(randomBytes(16).toString('hex'))

/** A random password that is easy to copy: 20 characters from a 32-letter alphabet (100 bits). */
export function generatePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789'
  const bytes = randomBytes(20)
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')
}
