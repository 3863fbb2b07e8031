import type { OpeningHoursJson } from '~/contracts/opening-hours'
import type { TableJson } from '~/contracts/tables'
import type { SeatingPreference } from '~/lib/constants'

/** What a new staff booking starts from: the day, and from the floor view a table (or the bar) and a time. */
export interface NewBookingStart {
  date: string
  time?: string
  seatingPreference?: SeatingPreference
  tableNumber?: number | null
}

export interface NewBookingDialogProps {
  /** Open while not null. */
  start: NewBookingStart | null
  onClose: () => void
  tables: readonly TableJson[] | undefined
  hours: OpeningHoursJson | undefined
  /** Called with the new booking's id once it is saved (the host stand may open or highlight it). */
  onCreated?: (id: number) => void
}

/** 'New booking' for staff: a walk-in or a phone booking. (Placeholder.) */
export function NewBookingDialog(props: NewBookingDialogProps) {
  void props
  return null
}
