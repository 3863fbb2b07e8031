/**
 * Staff sign-in: sessions (random tokens, stored only as SHA-256 hashes), login throttling, and the purge of
 * expired sessions and old failed attempts.
 */
import { createHash, randomBytes } from 'node:crypto'
import { and, count, eq, gt, gte, lt, min, sql } from 'drizzle-orm'
import { INVALID_CREDENTIALS_MESSAGE } from '~/contracts/auth'
import { twoFactorMessages } from '~/contracts/two-factor'
import type { LoginInput } from '~/contracts/auth.schemas'
import { plural } from '~/lib/plural'
import type { Database } from '../db/client'
import { loginFailures, staffAccounts, staffSessions } from '../db/schema'
import { oneAtATimePerKey } from '../one-at-a-time'
import { TooManyRequestsError, UnauthorizedError } from './errors'
import { authenticate, type Staff, staffOf } from './staff'
import { checkSecondFactor } from './two-factor'

export const REMEMBER_ME_DAYS = 30
/** A session without 'Remember me' ends with the browser, and on the server after 12 hours at most. */
export const BROWSER_SESSION_HOURS = 12
export const THROTTLE_WINDOW_MINUTES = 15
/** Attempts one client may make for one username within the window, and for any usernames. */
export const MAX_FAILURES_PER_USERNAME_AND_CLIENT = 5
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
 * Signs a staff member in. The attempt is counted before the password is checked (TooManyRequestsError while this
 * username from this client, or this client with any username, has used up its attempts), so parallel guesses
 * cannot pass together; wrong credentials keep the attempt counted (UnauthorizedError); the right ones clear this
 * username's attempts from this client and open a session. `clientKey` is a hash of the client's address: a
 * stranger's guesses elsewhere never lock the owner out. An account with a second factor also needs its `code` (from
 * the authenticator app, or an unused recovery code): without it, or with a wrong one, SecondFactorRequiredError,
 * and the attempt stays counted like a wrong password.
 */
export async function signIn(
  db: Database,
  input: LoginInput,
  clientKey: string,
  now = new Date(),
  { device = null, sessionStart = now }: { device?: string | null; sessionStart?: Date } = {},
): Promise<SignedIn> {
  await countAttempt(db, input.username, clientKey, now)
  const staff = await authenticate(db, input.username, input.password)
  if (!staff) throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE)
  if (staff.twoFactor) {
    if (!input.code || !(await checkSecondFactor(db, staff.id, input.code, now))) throw new SecondFactorRequiredError()
  }
  const session = await createSession(db, staff.id, input.remember, sessionStart, device)
  await clearAttempts(db, input.username, clientKey)
  return { staff, ...session }
}

/** Forgets this username's failed attempts from this client (after it proved who it is). */
export async function clearAttempts(db: Database, username: string, clientKey: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.username, username), eq(loginFailures.clientKey, clientKey)))
}

/** The password was right, and the account's second-factor code is missing or wrong (401 with `twoFactorRequired`). */
export class SecondFactorRequiredError extends UnauthorizedError {
  constructor() {
    super(twoFactorMessages.codeRequired)
  }
}

/** Advisory lock namespace for counting login attempts, one lock per client (see booking-locks.ts for the others). */
export const LOGIN_ATTEMPT_LOCK_NAMESPACE = 7_261_004

/**
 * This process's attempts, one at a time per client. Waiting for a turn holds no database connection: waiting on the
 * advisory lock inside a transaction did, and 40 parallel guesses from one client took every connection of the pool,
 * so other visitors' requests waited for one (and answered 503 once they had waited too long). The advisory lock still
 * orders attempts across processes.
 */
const inClientTurn = oneAtATimePerKey()

/**
 * Records a login attempt, or refuses it when the client has to wait; one at a time per client. Other guesses of a
 * secret (a set-up link, the current password, a code to turn the second factor off) count here too.
 */
export async function countAttempt(db: Database, username: string, clientKey: string, now: Date): Promise<void> {
  await inClientTurn(clientKey, () => recordAttempt(db, username, clientKey, now))
}

async function recordAttempt(db: Database, username: string, clientKey: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOGIN_ATTEMPT_LOCK_NAMESPACE}, hashtext(${clientKey}))`)
    const waitSeconds = await loginRetryAfterSeconds(tx as unknown as Database, username, clientKey, now)
    if (waitSeconds > 0) throw new TooManyRequestsError(throttleMessage(waitSeconds), waitSeconds)
    await tx.insert(loginFailures).values({ username, clientKey, failedAt: now })
  })
}

/**
 * Opens a session of an active account (an inactive one: the wrong-credentials refusal, as if its password were
 * wrong); `device` is the browser and system in words (app/lib/device-name.ts).
 */
export async function createSession(db: Database, staffId: number, remember: boolean, now = new Date(), device: string | null = null) {
  const [account] = await db.select({ active: staffAccounts.active }).from(staffAccounts).where(eq(staffAccounts.id, staffId))
  if (!account?.active) throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE)
  const token = randomBytes(32).toString('base64url')
  const lifetimeMs = remember ? REMEMBER_ME_DAYS * 86_400_000 : BROWSER_SESSION_HOURS * 3_600_000
  const expiresAt = new Date(now.getTime() + lifetimeMs)
  await db.insert(staffSessions).values({ tokenHash: sha256(token), staffId, expiresAt, remember, device, createdAt: now, lastSeenAt: now })
  return { token, expiresAt }
}

/** A session's "last seen" is written at most this often: a request that uses it is not a write each time. */
export const LAST_SEEN_INTERVAL_MS = 60_000

/** The staff member of a session that has not ended, of an active account; notes when the session was last used. */
export async function findSessionStaff(db: Database, token: string, now = new Date()): Promise<Staff | null> {
  // A deactivated account's session is no session.
  const tokenHash = sha256(token)
  const [row] = await db
    .select({
      id: staffAccounts.id,
      username: staffAccounts.username,
      role: staffAccounts.role,
      twoFactorEnabledAt: staffAccounts.twoFactorEnabledAt,
      lastSeenAt: staffSessions.lastSeenAt,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, tokenHash), gt(staffSessions.expiresAt, now), eq(staffAccounts.active, true)))
  if (!row) return null
  if (!row.lastSeenAt || now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_INTERVAL_MS) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.tokenHash, tokenHash))
  }
  return staffOf(row)
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, sha256(token)))
}

/**
 * When a login of this username from this client, or any login from this client, must wait: the seconds until it
 * may try again; otherwise 0. Counts the attempts within the throttle window that did not succeed.
 */
async function loginRetryAfterSeconds(db: Database, username: string, clientKey: string, now: Date): Promise<number> {
  const recent = gte(loginFailures.failedAt, new Date(now.getTime() - THROTTLE_WINDOW_MINUTES * 60_000))
  const [byUser] = await db
    .select({ n: count(), oldest: min(loginFailures.failedAt) })
    .from(loginFailures)
    .where(and(recent, eq(loginFailures.username, username), eq(loginFailures.clientKey, clientKey)))
  const [byClient] = await db
    .select({ n: count(), oldest: min(loginFailures.failedAt) })
    .from(loginFailures)
    .where(and(recent, eq(loginFailures.clientKey, clientKey)))
  const waits = [
    Number(byUser.n) >= MAX_FAILURES_PER_USERNAME_AND_CLIENT ? byUser.oldest : null,
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
