/** Staff accounts: usernames with scrypt password hashes, and a role each (app/lib/roles.ts). */
import { count, eq } from 'drizzle-orm'
import type { Role } from '~/lib/roles'
import { asActor } from '../db/actor'
import type { Database } from '../db/client'
import { staffAccounts, staffSessions } from '../db/schema'
import { hashPassword, timingDecoyHash, verifyPassword } from './password'

/** A signed-in staff member: only active accounts sign in or keep a session. */
export interface Staff {
  id: number
  username: string
  role: Role
  /** The account has the second factor on. */
  twoFactor: boolean
}

/** The Staff of an account row. */
export function staffOf(account: { id: number; username: string; role: string; twoFactorEnabledAt: Date | null }): Staff {
  return { id: account.id, username: account.username, role: account.role as Role, twoFactor: account.twoFactorEnabledAt !== null }
}

export async function countStaff(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staffAccounts)
  return Number(row.n)
}

/**
 * Creates the account (with `role`, else the column's default: owner), or sets a new password when it exists (its
 * role stays). Returns true when it was created. `actor` names who did it in the audit trail.
 */
export async function upsertStaff(
  db: Database,
  username: string,
  password: string,
  options: { role?: Role; actor?: string } = {},
): Promise<boolean> {
  const passwordHash = await hashPassword(password)
  const existing = await db.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.username, username))
  const write = <T>(work: (tx: Database) => Promise<T>) =>
    options.actor ? asActor(db, options.actor, work) : db.transaction((tx) => work(tx as unknown as Database))
  if (existing.length > 0) {
    await write(async (tx) => {
      await tx.update(staffAccounts).set({ passwordHash }).where(eq(staffAccounts.id, existing[0].id))
      // A reset password must also end every open session of that account.
      await tx.delete(staffSessions).where(eq(staffSessions.staffId, existing[0].id))
    })
    return false
  }
  await write((tx) => tx.insert(staffAccounts).values({ username, passwordHash, ...(options.role ? { role: options.role } : {}) }))
  return true
}

export async function findStaffByUsername(db: Database, username: string) {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.username, username))
  return row ?? null
}

/**
 * Checks a username and password; takes the same time whether or not the username exists. A deactivated account
 * does not sign in.
 */
export async function authenticate(db: Database, username: string, password: string): Promise<Staff | null> {
  const account = await findStaffByUsername(db, username)
  const ok = await verifyPassword(password, account?.passwordHash ?? (await timingDecoyHash))
  return account && ok && account.active ? staffOf(account) : null
}
