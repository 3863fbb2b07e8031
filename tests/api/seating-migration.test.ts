import { type SQL, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { pgError } from '~/.server/db/pg-errors'
import { migrationsBefore } from '../support/migrations-before'
import { createTestDatabase, type TestDatabase } from '../support/test-db'

const SEATING_MIGRATION = '0010_seating_engine'
const LATER_MIGRATION = '0012_bookings_confirmed_at_once'

/** Runs statements one by one (a prepared statement holds only one). */
async function run(database: TestDatabase, ...statements: string[]) {
  for (const statement of statements) await database.handle.db.execute(sql.raw(statement))
}

async function rows<T>(database: TestDatabase, query: SQL): Promise<T[]> {
  return ((await database.handle.db.execute(query)) as unknown as { rows: T[] }).rows
}

/** The PostgreSQL refusal of a statement (code and constraint), or null when it was accepted. */
async function refusal(database: TestDatabase, query: SQL) {
  try {
    await database.handle.db.execute(query)
    return null
  } catch (error) {
    const pg = pgError(error)
    return pg ? { code: pg.code, constraint: pg.constraint } : error
  }
}

interface TableHold {
  reservation_id: number
  table_id: number
  from: string
  until: string
}

const tableHolds = (database: TestDatabase) =>
  rows<TableHold>(
    database,
    sql`select reservation_id, table_id, lower(during)::text as "from", upper(during)::text as until
        from table_holds order by reservation_id, table_id`,
  )

describe('migration 0010 on a database with bookings', () => {
  let database: TestDatabase
  let before: ReturnType<typeof migrationsBefore>
  // Migrated through 0011: 0012 turns pending bookings into confirmed ones, its own test's subject.
  let through: ReturnType<typeof migrationsBefore>

  beforeAll(async () => {
    before = migrationsBefore(SEATING_MIGRATION)
    database = await createTestDatabase({ migrate: false })
    await database.handle.migrate(before.folder)
    // Bookings as the schema before 0010 allows them: tables 1 (4 seats) and 2 (2 seats), 12 bar seats (0002).
    await run(
      database,
      'insert into tables (id, table_number, capacity) values (1, 1, 4), (2, 2, 2)',
      `insert into reservations (id, name, email, date, time, guests, seating_preference, table_id, status, created_at) values
        (1, 'Table', 'a@example.com', '2030-06-07', '19:00', 2, 'table', 1, 'confirmed', '2030-06-01 08:00+00'),
        (2, 'Bar', 'b@example.com', '2030-06-07', '20:00', 3, 'bar', null, 'pending', '2030-06-01 08:01+00'),
        (3, 'Cancelled', 'c@example.com', '2030-06-07', '19:00', 2, 'table', 1, 'cancelled', '2030-06-01 08:02+00')`,
    )
    // Two bookings of one table at overlapping times, as a fault before 0010 could have left them: the later id was
    // booked first, so it is the one that keeps the table.
    await run(
      database,
      'alter table reservations disable trigger reservations_sync_holds',
      `insert into reservations (id, name, email, date, time, guests, seating_preference, table_id, status, created_at) values
        (4, 'Clash later', 'd@example.com', '2030-06-07', '12:30', 2, 'table', 2, 'pending', '2030-06-01 10:00+00'),
        (5, 'Clash first', 'e@example.com', '2030-06-07', '12:00', 2, 'table', 2, 'confirmed', '2030-06-01 09:00+00')`,
      'alter table reservations enable trigger reservations_sync_holds',
      "select setval('reservations_id_seq', 5)",
    )
    through = migrationsBefore(LATER_MIGRATION)
    await database.handle.migrate(through.folder)
  })

  afterAll(async () => {
    await database?.close()
    before?.remove()
    through?.remove()
  })

  it('keeps every booking, starting on its date at its time for two hours, at the same version', async () => {
    const bookings = await rows<{ id: number; starts_at: string; stay_minutes: number; status: string; version: number }>(
      database,
      sql`select id, starts_at::text, stay_minutes, status, version from reservations order by id`,
    )
    expect(bookings).toEqual([
      { id: 1, starts_at: '2030-06-07 19:00:00', stay_minutes: 120, status: 'confirmed', version: 1 },
      { id: 2, starts_at: '2030-06-07 20:00:00', stay_minutes: 120, status: 'pending', version: 1 },
      { id: 3, starts_at: '2030-06-07 19:00:00', stay_minutes: 120, status: 'cancelled', version: 1 },
      { id: 4, starts_at: '2030-06-07 12:30:00', stay_minutes: 120, status: 'pending', version: 1 },
      { id: 5, starts_at: '2030-06-07 12:00:00', stay_minutes: 120, status: 'confirmed', version: 1 },
    ])
  })

  it('holds again what holding bookings held, in booking order: the later of two clashing bookings holds nothing', async () => {
    expect(await tableHolds(database)).toEqual([
      { reservation_id: 1, table_id: 1, from: '2030-06-07 19:00:00', until: '2030-06-07 21:00:00' },
      { reservation_id: 5, table_id: 2, from: '2030-06-07 12:00:00', until: '2030-06-07 14:00:00' },
    ])
    const bar = await rows<{ reservation_id: number; quarter: string; seats: string }>(
      database,
      sql`select reservation_id, starts_at::text as quarter, string_agg(seat_number::text, ',' order by seat_number) as seats
          from bar_seat_holds group by reservation_id, starts_at order by starts_at`,
    )
    // Eight quarter hours from 20:00, the three lowest seats in each.
    expect(bar).toEqual(
      ['20:00', '20:15', '20:30', '20:45', '21:00', '21:15', '21:30', '21:45'].map((time) => ({
        reservation_id: 2,
        quarter: `2030-06-07 ${time}:00`,
        seats: '1,2,3',
      })),
    )
  })

  it('adds the default seating rules', async () => {
    expect(
      await rows(database, sql`select id, slot_minutes, stays, max_covers_per_slot, guest_change_cutoff_minutes from seating_rules`),
    ).toEqual([{ id: 1, slot_minutes: 30, stays: [{ maxGuests: 20, minutes: 120 }], max_covers_per_slot: null, guest_change_cutoff_minutes: 120 }])
  })

  /** Two guests at table 1 on the night of `date`, starting at `startsAt` (the night's next day after midnight). */
  const bookTableOne = (name: string, date: string, time: string, startsAt: string) =>
    sql`insert into reservations (name, email, date, time, starts_at, guests, table_id)
        values (${name}, 'x@example.com', ${date}, ${time}, ${startsAt}, 2, 1)
        returning id`

  it('refuses an overlapping table booking by the exclusion constraint', async () => {
    expect(await refusal(database, bookTableOne('Overlap', '2030-06-07', '20:45', '2030-06-07 20:45'))).toEqual({
      code: '23P01',
      constraint: 'table_holds_no_overlap',
    })
  })

  it('takes a booking after midnight on the next calendar day, and no other day', async () => {
    expect(await refusal(database, bookTableOne('Wrong day', '2030-06-07', '00:30', '2030-06-09 00:30'))).toEqual({
      code: '23514',
      constraint: 'reservations_starts_at_matches',
    })
    const [late] = await rows<{ id: number }>(database, bookTableOne('Late', '2030-06-07', '00:30', '2030-06-08 00:30'))
    expect((await tableHolds(database)).filter((hold) => hold.reservation_id === late.id)).toEqual([
      { reservation_id: late.id, table_id: 1, from: '2030-06-08 00:30:00', until: '2030-06-08 02:30:00' },
    ])
  })
})

describe('holds on a migrated database', () => {
  let database: TestDatabase

  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterEach(() => database.reset())
  afterAll(() => database?.close())

  const book = (name: string, table: { tableId?: number; combinationId?: number }, startsAt: string, guests = 2, stayMinutes = 120) =>
    sql`insert into reservations (name, email, date, time, starts_at, stay_minutes, guests, table_id, combination_id)
        values (${name}, 'x@example.com', ${startsAt.slice(0, 10)}, ${startsAt.slice(11, 16)}, ${startsAt}, ${stayMinutes}, ${guests},
          ${table.tableId ?? null}, ${table.combinationId ?? null})
        returning id`

  it('holds every table of a combination, so that a booking on either table is refused', async () => {
    await run(
      database,
      'insert into tables (id, table_number, capacity) values (1, 1, 4), (2, 2, 4), (3, 3, 4)',
      "insert into table_combinations (id, table_ids, capacity) values (1, '{1,2}', 8)",
    )
    const [joined] = await rows<{ id: number }>(database, book('Joined', { combinationId: 1 }, '2030-06-07 19:00', 7))
    expect(await tableHolds(database)).toEqual([
      { reservation_id: joined.id, table_id: 1, from: '2030-06-07 19:00:00', until: '2030-06-07 21:00:00' },
      { reservation_id: joined.id, table_id: 2, from: '2030-06-07 19:00:00', until: '2030-06-07 21:00:00' },
    ])
    for (const tableId of [1, 2]) {
      expect(await refusal(database, book('Single', { tableId }, '2030-06-07 20:00'))).toEqual({
        code: '23P01',
        constraint: 'table_holds_no_overlap',
      })
    }
    await database.handle.db.execute(book('Other table', { tableId: 3 }, '2030-06-07 20:00'))
    expect(await refusal(database, book('Too many', { combinationId: 1 }, '2030-06-08 19:00', 9))).toEqual({
      code: '23514',
      constraint: 'table_holds_capacity',
    })
  })

  it('frees the table exactly at the end of a 90-minute stay', async () => {
    await database.handle.db.execute(sql`insert into tables (id, table_number, capacity) values (1, 1, 4)`)
    await database.handle.db.execute(book('Short stay', { tableId: 1 }, '2030-06-07 12:00', 2, 90))
    expect(await refusal(database, book('A quarter early', { tableId: 1 }, '2030-06-07 13:15'))).toEqual({
      code: '23P01',
      constraint: 'table_holds_no_overlap',
    })
    expect(await refusal(database, book('At the end', { tableId: 1 }, '2030-06-07 13:30'))).toBeNull()
  })
})
