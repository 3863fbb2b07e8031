import { sql } from 'drizzle-orm'
import type { Database } from '~/.server/db/client'
import { barSeats, tables } from '~/.server/db/schema'
import type { TestApp } from './test-app'

export interface CapacitySeed {
  tables?: Array<[tableNumber: number, capacity: number]>
  barSeats?: number
}

/** Sets up the venue's capacity on a clean test database: tables (number, seats) and bar seats. */
export async function seedCapacity(
  db: Database,
  venue: CapacitySeed,
): Promise<Array<{ id: number; tableNumber: number; capacity: number }>> {
  await db.execute(sql`delete from ${barSeats}`)
  if (venue.barSeats) {
    await db.insert(barSeats).values(Array.from({ length: venue.barSeats }, (_, i) => ({ seatNumber: i + 1 })))
  }
  if (!venue.tables?.length) return []
  return db
    .insert(tables)
    .values(venue.tables.map(([tableNumber, capacity]) => ({ tableNumber, capacity })))
    .returning({ id: tables.id, tableNumber: tables.tableNumber, capacity: tables.capacity })
}

/** Seeds the capacity into the test app's database and drops its cached reads, so the next request sees it. */
export async function seedAppCapacity(t: TestApp, venue: CapacitySeed) {
  const created = await seedCapacity(t.database.handle.db, venue)
  t.deps.reads.invalidate()
  return created
}

let guestNumber = 0

/**
 * A valid booking request body; override any field. Each body is another guest (its own e-mail and phone): one
 * guest may not hold two bookings at once (app/lib/duplicate-booking.ts).
 */
export function bookingBody(overrides: Record<string, unknown> = {}) {
  guestNumber += 1
  return {
    name: 'Maria Santos',
    email: `maria.${guestNumber}@example.com`,
    phone: `0917${String(1_000_000 + guestNumber).slice(-7)}`,
    time: '19:00',
    guests: 2,
    seatingPreference: 'table',
    notes: 'Sunset view please',
    ...overrides,
  }
}
