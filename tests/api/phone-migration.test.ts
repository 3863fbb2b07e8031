/** Migration 0013 on a database with bookings: guests' phone numbers in E.164 where they can mean one thing only. */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storedPhone } from '~/lib/phone-number'
import { migrationsBefore } from '../support/migrations-before'
import { createTestDatabase, migrationsFolder, type TestDatabase } from '../support/test-db'

const PHONE_MIGRATION = '0013_phones_and_map_link'

async function rows<T>(database: TestDatabase, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.handle.db.execute(query)) as unknown as { rows: T[] }).rows
}

// As guests and staff typed them before numbers were stored in one form, and what each becomes.
const STORED_BEFORE: Array<[string | null, string | null]> = [
  ['09171000001', '+639171000001'],
  ['0917 100 0001', '+639171000001'],
  ['+63 917 555 0142', '+639175550142'],
  ['+639175550142', '+639175550142'],
  ['639175550142', '+639175550142'],
  ['9175550142', '+639175550142'],
  ['(036) 288-0000', '+63362880000'],
  ['+447700900123', '+447700900123'],
  ['0044 7700 900123', '+447700900123'],
  // Could be more than one number: left as they are.
  ['2880000', '2880000'],
  ['0917 555', '0917 555'],
  ['12345678901234', '12345678901234'],
  ['call the hotel', 'call the hotel'],
  [null, null],
]

describe('migration 0013 on a database with bookings', () => {
  let database: TestDatabase
  let before: ReturnType<typeof migrationsBefore>

  beforeAll(async () => {
    before = migrationsBefore(PHONE_MIGRATION)
    database = await createTestDatabase({ migrate: false })
    await database.handle.migrate(before.folder)
    for (const [index, [phone]] of STORED_BEFORE.entries()) {
      await database.handle.db.execute(
        sql`insert into reservations (id, name, email, phone, date, time, starts_at, guests)
            values (${index + 1}, 'Guest', 'guest@example.com', ${phone}, '2030-06-07', '19:00', '2030-06-07 19:00', 2)`,
      )
    }
    await database.handle.migrate(migrationsFolder)
  })

  afterAll(async () => {
    await database?.close()
    before?.remove()
  })

  it('stores every number that can mean one thing in E.164, the others as they were, at the same version', async () => {
    const stored = await rows<{ phone: string | null; version: number }>(database, sql`select phone, version from reservations order by id`)
    expect(stored).toEqual(STORED_BEFORE.map(([, phone]) => ({ phone, version: 1 })))
  })

  it('agrees with the form the app stores a number it is typed in', () => {
    for (const [typed, migrated] of STORED_BEFORE) {
      if (typed !== null && migrated?.startsWith('+')) expect(storedPhone(typed), typed).toBe(migrated)
    }
  })

  it('clears the map link of the address the venue had, so the link follows its coordinates or address', async () => {
    const [venue] = await rows<{ map_url: string }>(database, sql`select data->>'mapUrl' as map_url from venue_settings`)
    expect(venue.map_url).toBe('')
  })
})
