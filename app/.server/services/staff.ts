/** Staff accounts: usernames with scrypt password hashes. */
import { count, eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { staffAccounts, staffSessions } from '../db/schema'
import { hashPassword, timingDecoyHash, verifyPassword } from './password'

export interface Staff {
  id: number
  username: string
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
