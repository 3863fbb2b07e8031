/**
 * Staff accounts as the owner manages them (add, change role, reset password, deactivate, end sessions), a staff
 * member's own password and sessions, and the set-up link a new account's holder chooses a password through.
 * Every write runs under the actor who makes it, so the audit trail names them (db/actor.ts).
 */
import { randomBytes } from 'node:crypto'
import { and, count, eq, gt, isNotNull, ne, sql } from 'drizzle-orm'
import {
  type NewStaffJson,
  SETUP_LINK_HOURS,
  type SetupDoneJson,
  type SetupLinkState,
  setupPagePath,
  type StaffAccountJson,
  type StaffRole,
  type StaffSessionJson,
  staffMessages,
} from '~/contracts/staff'
import type { NewStaffInput, OwnPasswordInput, SetupInput, StaffChange } from '~/contracts/staff.schemas'
import { asActor } from '../db/actor'
import type { Database } from '../db/client'
import { isUniqueViolation } from '../db/pg-errors'
import { staffAccounts, staffSessions } from '../db/schema'
import { clearAttempts, countAttempt, sha256 } from './auth'
import { ConflictError, InputError, NotFoundError } from './errors'
import { hashPassword, verifyPassword } from './password'
import type { Staff } from './staff'

/** Advisory lock namespace of changes to accounts' roles and activity (see booking-locks.ts for the others). */
const STAFF_ACCOUNTS_LOCK_NAMESPACE = 7_261_010
/** The "username" under which guesses of set-up links are counted and throttled, per client (auth.ts). */
export const SETUP_ATTEMPT_NAME = '(set-up link)'

const accountColumns = {
  id: staffAccounts.id,
  username: staffAccounts.username,
  role: staffAccounts.role,
  active: staffAccounts.active,
  twoFactorEnabledAt: staffAccounts.twoFactorEnabledAt,
  createdAt: staffAccounts.createdAt,
  setupTokenHash: staffAccounts.setupTokenHash,
}

type AccountRow = { id: number; username: string; role: string; active: boolean; twoFactorEnabledAt: Date | null; createdAt: Date; setupTokenHash: string | null }

function accountJson(row: AccountRow, openSessions: number): StaffAccountJson {
  return {
    id: row.id,
    username: row.username,
    role: row.role as StaffRole,
    active: row.active,
    twoFactor: row.twoFactorEnabledAt !== null,
    createdAt: row.createdAt.toISOString(),
    openSessions,
    setupPending: row.setupTokenHash !== null,
  }
}

/** Every account by username, each with its number of open sessions. */
export async function listStaffAccounts(db: Database, now = new Date()): Promise<StaffAccountJson[]> {
  const openSessions = db
    .select({ staffId: staffSessions.staffId, n: count().as('n') })
    .from(staffSessions)
    .where(gt(staffSessions.expiresAt, now))
    .groupBy(staffSessions.staffId)
    .as('open_sessions')
  const rows = await db
    .select({ ...accountColumns, openSessions: openSessions.n })
    .from(staffAccounts)
    .leftJoin(openSessions, eq(openSessions.staffId, staffAccounts.id))
    .orderBy(staffAccounts.username)
  return rows.map((row) => accountJson(row, Number(row.openSessions ?? 0)))
}

async function findAccount(db: Database, id: number): Promise<AccountRow> {
  const [row] = await db.select(accountColumns).from(staffAccounts).where(eq(staffAccounts.id, id))
  if (!row) throw new NotFoundError(staffMessages.noSuchAccount)
  return row
}

function newSetupLink(now: Date) {
  const token = randomBytes(32).toString('base64url')
  return { token, tokenHash: sha256(token), expiresAt: new Date(now.getTime() + SETUP_LINK_HOURS * 3_600_000) }
}

/**
 * Adds an account. With a password it can sign in at once; without, it gets an unusable random password and a
 * set-up link (its path is in the answer, shown once: only the token's SHA-256 is kept) valid for 24 hours.
 */
export async function createStaffAccount(db: Database, actor: Staff, input: NewStaffInput, now = new Date()): Promise<NewStaffJson> {
  const link = input.password === undefined ? newSetupLink(now) : null
  const passwordHash = await hashPassword(input.password ?? randomBytes(32).toString('base64url'))
  try {
    const [row] = await asActor(db, actor.username, (tx) =>
      tx
        .insert(staffAccounts)
        .values({
          username: input.username,
          role: input.role,
          passwordHash,
          createdAt: now,
          setupTokenHash: link?.tokenHash ?? null,
          setupExpiresAt: link?.expiresAt ?? null,
        })
        .returning(accountColumns),
    )
    return { ...accountJson(row, 0), ...(link ? { setupPath: setupPagePath(link.token) } : {}) }
  } catch (error) {
    if (isUniqueViolation(error, 'staff_accounts_username_unique')) throw new ConflictError(staffMessages.usernameTaken(input.username))
    throw error
  }
}

/**
 * Changes an account's role, activity or password. A change that would leave no active owner is refused (409); the
 * check and the change hold one lock, so two owners demoting each other at once cannot both pass. A role change,
 * deactivation or new password ends the account's sessions in the same transaction (every process reads sessions
 * from the database on each request, so they end everywhere at once).
 */
export async function updateStaffAccount(db: Database, actor: Staff, id: number, change: StaffChange, now = new Date()): Promise<StaffAccountJson> {
  const passwordHash = change.password === undefined ? undefined : await hashPassword(change.password)
  return asActor(db, actor.username, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STAFF_ACCOUNTS_LOCK_NAMESPACE}, 0)`)
    const account = await findAccount(tx, id)
    const role = change.role ?? account.role
    const active = change.active ?? account.active
    const stopsBeingOwner = account.role === 'owner' && account.active && (role !== 'owner' || !active)
    if (stopsBeingOwner && (await countOtherActiveOwners(tx, id)) === 0) throw new ConflictError(staffMessages.lastOwner)
    const endsSessions = role !== account.role || (account.active && !active) || passwordHash !== undefined
    const [row] = await tx
      .update(staffAccounts)
      .set({
        role,
        active,
        ...(passwordHash !== undefined ? { passwordHash, setupTokenHash: null, setupExpiresAt: null } : {}),
        // A deactivated account's set-up link opens nothing.
        ...(!active ? { setupTokenHash: null, setupExpiresAt: null } : {}),
      })
      .where(eq(staffAccounts.id, id))
      .returning(accountColumns)
    if (endsSessions) await tx.delete(staffSessions).where(eq(staffSessions.staffId, id))
    return accountJson(row, endsSessions ? 0 : await countOpenSessions(tx, id, now))
  })
}

async function countOtherActiveOwners(tx: Database, id: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.role, 'owner'), eq(staffAccounts.active, true), ne(staffAccounts.id, id)))
  return Number(row.n)
}

async function countOpenSessions(db: Database, staffId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffSessions)
    .where(and(eq(staffSessions.staffId, staffId), gt(staffSessions.expiresAt, now)))
  return Number(row.n)
}

/** An account's sessions that have not ended, newest first; `currentTokenHash` marks the one of this request. */
export async function listSessions(db: Database, staffId: number, currentTokenHash: string | null, now = new Date()): Promise<StaffSessionJson[]> {
  await findAccount(db, staffId)
  const rows = await db
    .select()
    .from(staffSessions)
    .where(and(eq(staffSessions.staffId, staffId), gt(staffSessions.expiresAt, now)))
    .orderBy(sql`${staffSessions.createdAt} desc`, sql`${staffSessions.id} desc`)
  return rows.map((row) => ({
    id: row.id,
    device: row.device ?? 'Unknown browser',
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    remember: row.remember,
    current: row.tokenHash === currentTokenHash,
  }))
}

/** Ends every session of an account. */
export async function endAllSessions(db: Database, actor: Staff, staffId: number): Promise<void> {
  await findAccount(db, staffId)
  await asActor(db, actor.username, (tx) => tx.delete(staffSessions).where(eq(staffSessions.staffId, staffId)))
}

/** Ends one session, by its public id; with `ofStaffId`, only if it is that account's (404 otherwise). */
export async function endSession(db: Database, actor: Staff, sessionId: number, ofStaffId?: number): Promise<void> {
  const ended = await asActor(db, actor.username, (tx) =>
    tx
      .delete(staffSessions)
      .where(and(eq(staffSessions.id, sessionId), ofStaffId === undefined ? undefined : eq(staffSessions.staffId, ofStaffId)))
      .returning({ id: staffSessions.id }),
  )
  if (ended.length === 0) throw new NotFoundError(staffMessages.noSuchSession)
}

/** Ends every session of this staff member but the one of this request. */
export async function endOtherOwnSessions(db: Database, actor: Staff, currentTokenHash: string): Promise<void> {
  await asActor(db, actor.username, (tx) =>
    tx.delete(staffSessions).where(and(eq(staffSessions.staffId, actor.id), ne(staffSessions.tokenHash, currentTokenHash))),
  )
}

/**
 * A staff member's new password: the current one must be right (a wrong one counts toward the login throttling of
 * this client); the account's other sessions end, this one stays.
 */
export async function changeOwnPassword(
  db: Database,
  actor: Staff,
  input: OwnPasswordInput,
  currentTokenHash: string,
  clientKey: string,
  now = new Date(),
): Promise<void> {
  await countAttempt(db, actor.username, clientKey, now)
  const [account] = await db.select({ passwordHash: staffAccounts.passwordHash }).from(staffAccounts).where(eq(staffAccounts.id, actor.id))
  if (!account || !(await verifyPassword(input.currentPassword, account.passwordHash))) {
    throw InputError.field('currentPassword', staffMessages.wrongCurrentPassword)
  }
  await clearAttempts(db, actor.username, clientKey)
  const passwordHash = await hashPassword(input.newPassword)
  await asActor(db, actor.username, async (tx) => {
    await tx.update(staffAccounts).set({ passwordHash }).where(eq(staffAccounts.id, actor.id))
    await tx.delete(staffSessions).where(and(eq(staffSessions.staffId, actor.id), ne(staffSessions.tokenHash, currentTokenHash)))
  })
}

/** What a set-up link is now: valid (for whom), expired, or used (or never made: the same to a stranger). */
export async function setupLinkState(db: Database, token: string, now = new Date()): Promise<SetupLinkState> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { state: 'used' }
  const [row] = await db
    .select({ username: staffAccounts.username, expiresAt: staffAccounts.setupExpiresAt })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.setupTokenHash, sha256(token)), eq(staffAccounts.active, true), isNotNull(staffAccounts.setupExpiresAt)))
  if (!row) return { state: 'used' }
  if (row.expiresAt!.getTime() <= now.getTime()) return { state: 'expired' }
  return { state: 'valid', username: row.username }
}

/**
 * Sets the password of a set-up link's account and uses the link up. Each try counts toward this client's login
 * throttling (a stranger guessing links is stopped as one guessing passwords); the right link clears them.
 */
export async function completeSetup(db: Database, input: SetupInput, clientKey: string, now = new Date()): Promise<SetupDoneJson> {
  await countAttempt(db, SETUP_ATTEMPT_NAME, clientKey, now)
  const state = await setupLinkState(db, input.token, now)
  if (state.state === 'expired') throw new NotFoundError(staffMessages.setupExpired)
  if (state.state !== 'valid') throw new NotFoundError(staffMessages.setupUsed)
  const passwordHash = await hashPassword(input.password)
  const done = await asActor(db, state.username, (tx) =>
    tx
      .update(staffAccounts)
      .set({ passwordHash, setupTokenHash: null, setupExpiresAt: null })
      // Only while the link still opens it: two uses at once cannot both set a password.
      .where(and(eq(staffAccounts.setupTokenHash, sha256(input.token)), gt(staffAccounts.setupExpiresAt, now), eq(staffAccounts.active, true)))
      .returning({ id: staffAccounts.id }),
  )
  if (done.length === 0) throw new NotFoundError(staffMessages.setupUsed)
  await clearAttempts(db, SETUP_ATTEMPT_NAME, clientKey)
  return { username: state.username }
}
