import type { Database } from '~/.server/db/client'
import { findWithTable } from '~/.server/services/reservation-json'
import type { ReservationJson } from '~/contracts/reservations'

/** A guest's new booking with staff's view of it besides (a guest's own answer names no table, version or note). */
export async function withStaffView<T extends { id: number }>(db: Database, created: T): Promise<T & ReservationJson> {
  return { ...created, ...(await findWithTable(db, created.id)) }
}
