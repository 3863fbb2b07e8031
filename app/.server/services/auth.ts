/**
 * Staff sign-in: sessions (random tokens, stored only as SHA-256 hashes), login throttling, and the purge of
 * expired sessions and old failed attempts.
 */
import { createHash, randomBytes } from 'node:crypto'
import { and, count, eq, gt, gte, lt, min } from 'drizzle-orm'
import { INVALID_CREDENTIALS_MESSAGE } from '~/contracts/auth'
import type { LoginInput } from '~/contracts/auth.schemas'
import { plural } from '~/lib/plural'
import type { Database } from '../db/client'
import { loginFailures, staffAccounts, staffSessions } from '../db/schema'
import { TooManyRequestsError, UnauthorizedError } from './errors'
import { authenticate, type Staff } from './staff'

export const REMEMBER_ME_DAYS = 30
/** A session without 'Remember me' ends with the browser, and on the server after 12 hours at most. */
export const BROWSER_SESSION_HOURS = 12
export const THROTTLE_WINDOW_MINUTES = 15
export const MAX_FAILURES_PER_USERNAME = 5
export const MAX_FAILURES_PER_CLIENT = 20

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

export function throttleMessage(seconds: number): string {
  return `Too many failed login attempts. Please try again in ${plural(Math.ceil(seconds / 60), 'minute')}.`
}

export interface SignedIn {
  staff: Staff
  token: string
  /** When the session ends on the server. */
  expiresAt: Date
}

/**
 * Signs a staff member in: refuses while the username or the client (`clientKey`, a hash of its address) is
 * throttled (TooManyRequestsError), records a failure for wrong credentials (UnauthorizedError), else opens a
 * session.
 */
export async function signIn(db: Database, input: LoginInput, clientKey: string, now = new Date()): Promise<SignedIn> {
  const waitSeconds = await loginRetryAfterSeconds(db, input.username, clientKey, now)
  if (waitSeconds > 0) throw new TooManyRequestsError(throttleMessage(waitSeconds), waitSeconds)
  const staff = await authenticate(db, input.username, input.password)
  if (!staff) {
    await db.insert(loginFailures).values({ username: input.username, clientKey, failedAt: now })
    throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE)
  }
  await db.delete(loginFailures).where(eq(loginFailures.username, input.username))
  return { staff, ...(await createSession(db, staff.id, input.remember, now)) }
}

export async function createSession(db: Database, staffId: number, remember: boolean, now = new Date()) {
  const token = randomBytes(32).toString('base64url')
  const lifetimeMs = remember ? REMEMBER_ME_DAYS * 86_400_000 : BROWSER_SESSION_HOURS * 3_600_000
  const expiresAt = new Date(now.getTime() + lifetimeMs)
  await db.insert(staffSessions).values({ tokenHash: sha256(token), staffId, expiresAt })
  return { token, expiresAt }
}

export async function findSessionStaff(db: Database, token: string, now = new Date()): Promise<Staff | null> {
  const [row] = await db
    .select({ id: staffAccounts.id, username: staffAccounts.username })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, sha256(token)), gt(staffSessions.expiresAt, now)))
  return row ?? null
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, sha256(token)))
}

/**
 * When a login from this username or client must wait, the number of seconds until it may try again;
 * otherwise 0. Counts failures within the throttle window.
 */
async function loginRetryAfterSeconds(db: Database, username: string, clientKey: string, now: Date): Promise<number> {
  const recent = gte(loginFailures.failedAt, new Date(now.getTime() - THROTTLE_WINDOW_MINUTES * 60_000))
  const [byUser] = await db
    .select({ n: count(), oldest: min(loginFailures.failedAt) })
    .from(loginFailures)
    .where(and(recent, eq(loginFailures.username, username)))
  const [byClient] = await db
    .select({ n: count(), oldest: min(loginFailures.failedAt) })
    .from(loginFailures)
    .where(and(recent, eq(loginFailures.clientKey, clientKey)))
  const waits = [
    Number(byUser.n) >= MAX_FAILURES_PER_USERNAME ? byUser.oldest : null,
    Number(byClient.n) >= MAX_FAILURES_PER_CLIENT ? byClient.oldest : null,
  ]
    .filter((d): d is Date => d instanceof Date)
    .map((oldest) => Math.ceil((oldest.getTime() + THROTTLE_WINDOW_MINUTES * 60_000 - now.getTime()) / 1000))
  return waits.length > 0 ? Math.max(1, ...waits) : 0
}

/**
 * Deletes what no longer matters: sessions past their end, and failed logins older than the throttle window
 * (they no longer count). Run at start-up and then periodically (startup.ts). Returns how many rows went.
 */
export async function purgeExpiredSignIns(db: Database, now = new Date()): Promise<{ sessions: number; loginFailures: number }> {
  const sessions = await db.delete(staffSessions).where(lt(staffSessions.expiresAt, now)).returning({ id: staffSessions.tokenHash })
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MINUTES * 60_000)
  const failures = await db.delete(loginFailures).where(lt(loginFailures.failedAt, windowStart)).returning({ id: loginFailures.id })
  return { sessions: sessions.length, loginFailures: failures.length }
}
