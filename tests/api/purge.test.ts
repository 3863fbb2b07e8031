import { describe, expect, it } from 'vitest'
import { loginFailures, staffSessions } from '~/.server/db/schema'
import { createLogger } from '~/.server/logger'
import { createSession, purgeExpiredSignIns, THROTTLE_WINDOW_MINUTES } from '~/.server/services/auth'
import { findStaffByUsername, upsertStaff } from '~/.server/services/staff'
import { schedulePurge } from '~/.server/startup'
import { useTestApp } from '../support/test-app'

const t = useTestApp()
const MINUTE = 60_000

/** A staff account with one expired and one live session, and failed logins from long ago and just now. */
async function seedSignIns(now: Date) {
  const { db } = t.database.handle
  await upsertStaff(db, 'maria', 'a long enough password')
  const staffId = (await findStaffByUsername(db, 'maria'))!.id
  await createSession(db, staffId, false, new Date(now.getTime() - 13 * 60 * MINUTE)) // ended an hour ago
  await createSession(db, staffId, true, now)
  await db.insert(loginFailures).values([
    { username: 'maria', clientKey: 'a', failedAt: new Date(now.getTime() - (THROTTLE_WINDOW_MINUTES + 1) * MINUTE) },
    { username: 'maria', clientKey: 'a', failedAt: new Date(now.getTime() - MINUTE) },
  ])
  return staffId
}

describe('purge of expired sign-in records', () => {
  it('deletes ended sessions and failures older than the throttle window, and keeps the rest', async () => {
    const now = new Date()
    await seedSignIns(now)
    expect(await purgeExpiredSignIns(t.database.handle.db, now)).toEqual({ sessions: 1, loginFailures: 1 })
    const sessions = await t.database.handle.db.select().from(staffSessions)
    expect(sessions).toHaveLength(1)
    expect(sessions[0].expiresAt.getTime()).toBeGreaterThan(now.getTime())
    const failures = await t.database.handle.db.select().from(loginFailures)
    expect(failures.map((f) => f.failedAt.getTime())).toEqual([now.getTime() - MINUTE])
  })

  it('runs a moment after the start and then on its schedule, and stops when asked', async () => {
    const { db } = t.database.handle
    const staffId = await seedSignIns(new Date())
    const stop = schedulePurge(db, t.deps.clock, createLogger('silent'), { intervalMs: 50, firstDelayMs: 20 })
    try {
      await expect.poll(async () => (await db.select().from(staffSessions)).length, { timeout: 5000 }).toBe(1)
      // An expired session made after the first purge goes at the next run.
      await createSession(db, staffId, false, new Date(Date.now() - 13 * 60 * MINUTE))
      await expect.poll(async () => (await db.select().from(staffSessions)).length, { timeout: 5000 }).toBe(1)
    } finally {
      stop()
    }
  })
})
