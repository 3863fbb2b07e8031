import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '~/.server/db/client'
import { emailOutbox, refusedDemand, reservations, reservationStatusChanges } from '~/.server/db/schema'
import { recordVisit } from '~/.server/services/visitors'
import type { ModelData } from './report-model'

/**
 * Runs `work` with the database's triggers off (session_replication_role = replica, this transaction only): report
 * tests write bookings of the past and their status history exactly as they want them, without the status trigger
 * adding a row stamped now, the holds trigger asking for bar seats, or the audit trail recording each row.
 */
export async function withoutTriggers(db: Database, work: (tx: Database) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`)
    await work(tx as unknown as Database)
  })
}

export async function sqlRows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

/** Writes the model's data: bookings and histories straight into their tables, visits through recordVisit. */
export async function insertModel(db: Database, data: ModelData): Promise<void> {
  await withoutTriggers(db, async (tx) => {
    await tx.insert(reservations).values(
      data.bookings.map((b) => ({
        id: b.id,
        name: `Guest ${b.id}`,
        email: b.email,
        phone: b.phone,
        date: b.date,
        time: b.time,
        startsAt: b.startsAt,
        guests: b.guests,
        seatingPreference: b.seating,
        status: b.status,
        source: b.source,
        createdAt: b.createdAt,
      })),
    )
    await tx.execute(sql`select setval('reservations_id_seq', ${data.bookings.length})`)
    await tx
      .insert(reservationStatusChanges)
      .values(data.bookings.flatMap((b) => b.changes.map((change) => ({ reservationId: b.id, status: change.status, changedBy: 'test', changedAt: change.at }))))
    if (data.refused.length > 0) await tx.insert(refusedDemand).values(data.refused)
    await tx
      .insert(emailOutbox)
      .values(data.emails.map((e, i) => ({ kind: 'staff-new-booking', recipient: `venue${i}@example.com`, content: {}, status: e.status, createdAt: e.createdAt })))
  })
  for (const [visitor, days] of data.visits) {
    for (const day of days) await recordVisit(db, visitor, day)
  }
}
