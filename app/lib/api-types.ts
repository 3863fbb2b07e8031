/**
 * The JSON the API answers (spec section 7 and docs/api-bookings.md): the one contract between browser and
 * server. Server services return these shapes; browser features read them. Prices are integer centavos; dates
 * are venue-local "yyyy-MM-dd", times venue-local "HH:mm", instants ISO strings.
 */

export interface MenuItemJson {
  id: number
  name: string
  description: string
  price: number
  category: string
  imageUrl: string | null
  isSpecial: boolean
}

export interface OfferJson {
  id: number
  name: string
  price: number
  isActive: boolean
}

/** GET /api/offers/active: what guests see. */
export type ActiveOfferJson = Pick<OfferJson, 'id' | 'name' | 'price'>

export interface EventJson {
  id: number
  title: string
  description: string
  /** ISO instant. */
  date: string
  imageUrl: string | null
}

/** A reservation as staff see it (never the guest's token hash). */
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
  /** ISO instant. */
  createdAt: string
  /** The booking reference guests quote ('BB-7K3QM'); null for bookings made before references existed. */
  reference: string | null
  /** The number of the assigned table (what staff call it); null without a table. */
  tableNumber: number | null
}

/** One day of GET /api/reservations/covers: guests expected from the day's non-cancelled bookings. */
export interface CoversDay {
  date: string
  covers: number
  bookings: number
  tableCovers: number
  barCovers: number
}

export interface VisitorStats {
  totalUniqueVisitors: number
  returningVisitors: number
  newVisitorsToday: number
  returningVisitorsToday: number
}

export interface TableJson {
  id: number
  tableNumber: number
  capacity: number
  isActive: boolean
  /** Pending or confirmed bookings at this table that have not ended yet. */
  upcomingBookings: number
}

/** A booking touched by a table or bar-seat change (the API's `affected`, `moved` and `unassigned`). */
export interface AffectedBooking {
  id: number
  reference: string | null
  name: string
  date: string
  time: string
  guests: number
  status: string
  /** Its table after the change; null when none was free (or before the change). */
  tableNumber: number | null
}

/** PATCH /api/tables/:id answer. */
export interface TableChangeResult {
  table: TableJson
  /** Upcoming bookings moved to another free table (tableNumber is the new one). */
  moved: AffectedBooking[]
  /** Upcoming bookings left without a table because none was free: staff should call these guests. */
  unassigned: AffectedBooking[]
}

/** GET /api/bookings/:token: what a guest sees of their own booking (no ids, nothing of other guests). */
export interface GuestBookingJson {
  reference: string | null
  name: string
  email: string
  phone: string | null
  date: string
  time: string
  guests: number
  seatingPreference: string
  notes: string | null
  status: string
  /** The start as an instant (ISO). */
  startsAt: string
  /** True while the guest may still cancel online (held, and before its start). */
  canCancel: boolean
}
