import type { ReservationJson } from '~/contracts/reservations'
import type { TableJson } from '~/contracts/tables'
import type { SeatingPreference } from '~/lib/constants'
import type { DayHours } from '~/lib/opening-hours'

/** Where a booking started from a free cell of the floor view sits. */
export interface FloorCellStart {
  time: string
  seatingPreference: SeatingPreference
  /** The table of the cell; null for the bar. */
  tableNumber: number | null
}

export interface FloorViewProps {
  /** The venue day shown ('yyyy-MM-dd'). */
  date: string
  /** That day's hours (hoursOn): the columns run from opening to closing; a closed day says so. */
  hours: DayHours
  /** Every table (inactive ones are not drawn). */
  tables: readonly TableJson[]
  barSeats: number
  /** The day's bookings, every status (inactive ones are drawn greyed or left out, never as taking a table). */
  reservations: readonly ReservationJson[]
  /** A tap (or Enter) on a booking: open its details. */
  onOpenBooking: (id: number) => void
  /** A tap (or Enter) on a free cell: start a booking for that table (or the bar) and time. */
  onStartBooking: (start: FloorCellStart) => void
}

/** The floor view: one row per active table plus the bar, half-hour columns over the day's hours. (Placeholder.) */
export function FloorView({ reservations }: FloorViewProps) {
  return <p className="text-muted-foreground">Floor view: {reservations.length} bookings.</p>
}
