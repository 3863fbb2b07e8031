import type { ProductionServer, ScratchDatabase } from './servers'

/** One request's answer, with what was asked: an assertion that fails prints the odd answers whole. */
export interface Answer<Request = unknown> {
  request: Request
  status: number
  body: Record<string, unknown>
}

/** Sends one JSON request to a server process and reads its answer (a body that is not JSON is kept as text). */
export async function send<Request>(
  server: ProductionServer,
  method: string,
  path: string,
  request: Request,
  cookie?: string,
): Promise<Answer<Request>> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(request),
  })
  const text = await res.text()
  let body: Record<string, unknown>
  try {
    body = JSON.parse(text) as Record<string, unknown>
  } catch {
    body = { text }
  }
  return { request, status: res.status, body }
}

/** Signs in through the API as the servers' first staff account (ADMIN_USERNAME/ADMIN_PASSWORD); the Cookie to send. */
export async function signIn(server: ProductionServer, username: string, password: string): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  })
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`)
  return (res.headers.get('set-cookie') ?? '').split(';')[0]
}

/**
 * What every holding table booking holds, worked out from the booking itself (not from table_holds): its
 * combination's tables, else its table, for [starts_at, starts_at + stay).
 */
const HELD_TABLES = `
  select r.id, held.table_id, tsrange(r.starts_at, r.starts_at + r.stay_minutes * interval '1 minute') as during
  from reservations r
  left join table_combinations c on c.id = r.combination_id
  cross join lateral unnest(coalesce(c.table_ids, array[r.table_id])) as held(table_id)
  where r.status in ('pending', 'confirmed', 'arrived', 'offered') and r.seating_preference = 'table' and held.table_id is not null`

/** Pairs of table holds of one table whose ranges share a minute: must be none. */
export async function overlappingHolds(database: ScratchDatabase): Promise<number> {
  const [row] = await database.query<{ n: string }>(`
    select count(*) as n from table_holds a join table_holds b
      on a.table_id = b.table_id and a.reservation_id < b.reservation_id and a.during && b.during`)
  return Number(row.n)
}

/**
 * Holds that do not match the bookings: a hold no holding booking accounts for, or a table a holding booking should
 * hold and does not (over table_holds ranges). Must be none: then overlappingHolds() speaks for the bookings.
 */
export async function holdsOutOfStep(database: ScratchDatabase): Promise<Array<{ id: number; table_id: number; during: string; side: string }>> {
  return database.query(`
    with held as (${HELD_TABLES})
    (select reservation_id as id, table_id, during::text, 'held by no booking' as side from table_holds
       except select id, table_id, during::text, 'held by no booking' from held)
    union all
    (select id, table_id, during::text, 'booking holds no such hold' from held
       except select reservation_id, table_id, during::text, 'booking holds no such hold' from table_holds)`)
}

/** Pairs of holding bookings that share a table at an overlapping minute, worked out from the bookings: must be none. */
export async function overlappingTableBookings(database: ScratchDatabase): Promise<number> {
  const [row] = await database.query<{ n: string }>(`
    with held as (${HELD_TABLES})
    select count(*) as n from held a join held b on a.table_id = b.table_id and a.id < b.id and a.during && b.during`)
  return Number(row.n)
}

/** The most bar guests of holding bookings in any quarter hour, worked out from the bookings' starts and stays. */
export async function busiestBarQuarter(database: ScratchDatabase): Promise<number> {
  const [row] = await database.query<{ n: string }>(`
    select coalesce(max(guests), 0) as n from (
      select quarter, sum(r.guests) as guests
      from reservations r
      cross join lateral generate_series(r.starts_at, r.starts_at + (r.stay_minutes - 15) * interval '1 minute', interval '15 minutes') as quarter
      where r.status in ('pending', 'confirmed', 'arrived', 'offered') and r.seating_preference = 'bar'
      group by quarter) s`)
  return Number(row.n)
}

/** Bar bookings whose seat holds are not one seat per guest in every quarter hour of the stay: must be none. */
export async function barHoldsOutOfStep(database: ScratchDatabase): Promise<Array<{ id: number; expected: number; held: number }>> {
  return database.query(`
    select r.id, r.guests * r.stay_minutes / 15 as expected, count(h.reservation_id)::int as held
    from reservations r left join bar_seat_holds h on h.reservation_id = r.id
    where r.status in ('pending', 'confirmed', 'arrived', 'offered') and r.seating_preference = 'bar'
    group by r.id having count(h.reservation_id) <> r.guests * r.stay_minutes / 15`)
}
