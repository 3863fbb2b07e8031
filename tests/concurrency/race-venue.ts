/** The venue a race runs on, set up straight in its scratch database, and what every race must leave true. */
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import { barHoldsOutOfStep, holdsOutOfStep, overlappingHolds, overlappingTableBookings } from './race-checks'
import { concurrencyPortBase, createScratchDatabase, type ProductionServer, type ScratchDatabase, startProductionServer } from './servers'

/** Empties the bookings and the venue's tables and bar seats before each race. */
export async function clearVenue(database: ScratchDatabase) {
  await database.query('truncate reservations, table_combinations, tables, bar_seats restart identity cascade')
}

/** Adds the tables (number, seats) and bar seats. */
export async function seedVenue(database: ScratchDatabase, tables: Array<[number, number]>, barSeats: number) {
  for (const [number, capacity] of tables) {
    await database.query('insert into tables (table_number, capacity) values ($1, $2)', [number, capacity])
  }
  await database.query('insert into bar_seats (seat_number) select generate_series(1, $1::int)', [barSeats])
}

/** No table held twice at any minute, and the holds exactly what the bookings hold (over their time ranges). */
export async function expectNoDoubleBooking(database: ScratchDatabase) {
  expect(await holdsOutOfStep(database)).toEqual([])
  expect(await overlappingHolds(database)).toBe(0)
  expect(await overlappingTableBookings(database)).toBe(0)
  expect(await barHoldsOutOfStep(database)).toEqual([])
}

export interface RaceServers {
  database: ScratchDatabase
  servers: ProductionServer[]
}

/**
 * For the describe block: a scratch database and two production server processes on it (staff `admin` can sign in),
 * on ports `portOffset` past the concurrency base (files that may run side by side keep apart); an empty venue
 * before each test.
 */
export function useRaceServers(adminUrl: string | undefined, admin: { username: string; password: string }, portOffset: number): RaceServers {
  const race: RaceServers = { database: undefined as unknown as ScratchDatabase, servers: [] }
  beforeAll(async () => {
    race.database = await createScratchDatabase(adminUrl!)
    const env = { DATABASE_URL: race.database.url, ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password }
    const base = concurrencyPortBase() + portOffset
    // Both start together on the empty database: start-up (migrations) is serialised by its own lock.
    race.servers = await Promise.all([startProductionServer(base, env), startProductionServer(base + 1, env)])
  }, 120_000)

  afterAll(async () => {
    await Promise.all(race.servers.map((s) => s.stop()))
    await race.database?.drop()
  }, 60_000)

  beforeEach(() => clearVenue(race.database))
  return race
}
