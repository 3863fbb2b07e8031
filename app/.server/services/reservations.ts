import { asc, desc, eq } from 'drizzle-orm'
import type { ReservationStatus } from '~/lib/constants'
import type { ReservationInput } from '~/schemas/reservation'
import type { Database } from '../db/client'
import { reservations } from '../db/schema'

type ReservationRow = typeof reservations.$inferSelect

export interface ReservationJson {
  id: number
  name: string
  email: string
  phone: string | null
  date: string
  time: string
  guests: number
  seatingPreference: string
  tableId: number | null
  notes: string | null
  status: string
  createdAt: string
}

export function toReservationJson(row: ReservationRow): ReservationJson {
  return { ...row, createdAt: row.createdAt.toISOString() }
}

export async function createReservation(db: Database, input: ReservationInput): Promise<ReservationJson> {
  const [row] = await db
    .insert(reservations)
    .values({ ...input, phone: input.phone ?? null, notes: input.notes ?? null })
    .returning()
  return toReservationJson(row)
}

/** All reservations in calendar order. */
export async function listReservations(db: Database): Promise<ReservationJson[]> {
  const rows = await db
    .select()
    .from(reservations)
    .orderBy(asc(reservations.date), asc(reservations.time), asc(reservations.id))
  return rows.map(toReservationJson)
}

/** The most recently made reservations, newest first. */
export async function listRecentReservations(db: Database, limit: number): Promise<ReservationJson[]> {
  const rows = await db.select().from(reservations).orderBy(desc(reservations.createdAt), desc(reservations.id)).limit(limit)
  return rows.map(toReservationJson)
}

export async function updateReservationStatus(
  db: Database,
  id: number,
  status: ReservationStatus,
): Promise<ReservationJson | null> {
  const [row] = await db.update(reservations).set({ status }).where(eq(reservations.id, id)).returning()
  return row ? toReservationJson(row) : null
}
