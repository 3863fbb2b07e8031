import { createHash, randomBytes } from 'node:crypto'
import { and, count, eq, gt, gte, lt, min } from 'drizzle-orm'
import type { Database } from '../db/client'
import { loginFailures, staffAccounts, staffSessions } from '../db/schema'
import { hashPassword, timingDecoyHash, verifyPassword } from '../auth/password'

export const REMEMBER_ME_DAYS = 30
/** A session without 'Remember me' ends with the browser, and on the server after 12 hours at most. */
export const BROWSER_SESSION_HOURS = 12
export const THROTTLE_WINDOW_MINUTES = 15
export const MAX_FAILURES_PER_USERNAME = 5
export const MAX_FAILURES_PER_CLIENT = 20

export interface Staff {
  id: number
  username: string
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

export async function countStaff(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staffAccounts)
  return Number(row.n)
}

/** Creates the account, or sets a new password when it exists. Returns true when it was created. */
export async function upsertStaff(db: Database, username: string, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password)
  const existing = await db.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.username, username))
  if (existing.length > 0) {
    await db.transaction(async (tx) => {
      await tx.update(staffAccounts).set({ passwordHash }).where(eq(staffAccounts.id, existing[0].id))
      // A reset password must also end every open session of that account.
      await tx.delete(staffSessions).where(eq(staffSessions.staffId, existing[0].id))
    })
    return false
  }
  await db.insert(staffAccounts).values({ username, passwordHash })
  return true
}

export async function findStaffByUsername(db: Database, username: string) {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.username, username))
  return row ?? null
}

/** Checks a username and password; takes the same time whether or not the username exists. */
export async function authenticate(db: Database, username: string, password: string): Promise<Staff | null> {
  const account = await findStaffByUsername(db, username)
  const ok = await verifyPassword(password, account?.passwordHash ?? (await timingDecoyHash))
  return account && ok ? { id: account.id, username: account.username } : null
}

export async function createSession(
  db: Database,
  staffId: number,
  remember: boolean,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
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

export async function deleteExpiredSessions(db: Database, now = new Date()): Promise<void> {
  await db.delete(staffSessions).where(lt(staffSessions.expiresAt, now))
}

/**
 * When a login from this username or client must wait, the number of seconds until it may try again;
 * otherwise 0. Counts failures within the throttle window.
 */
export async function loginRetryAfterSeconds(
  db: Database,
  username: string,
  clientKey: string,
  now = new Date(),
): Promise<number> {
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MINUTES * 60_000)
  const recent = and(gte(loginFailures.failedAt, windowStart))
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

export async function recordLoginFailure(db: Database, username: string, clientKey: string, now = new Date()) {
  await db.insert(loginFailures).values({ username, clientKey, failedAt: now })
  // Old failures are useless; trimming here keeps the table small without a scheduler.
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(now.getTime() - 86_400_000)))
}

export async function clearLoginFailures(db: Database, username: string) {
  await db.delete(loginFailures).where(eq(loginFailures.username, username))
}
