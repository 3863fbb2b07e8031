import type { FieldPath, UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import type { ReservationInput, reservationInputSchema } from '~/contracts/reservations.schemas'
import { DEFAULT_GUESTS } from '~/lib/constants'

/** What the booking form holds (the schema's input) and hands over once valid (ReservationInput). */
export type ReservationFormValues = z.input<ReturnType<typeof reservationInputSchema>>
export type ReservationForm = UseFormReturn<ReservationFormValues, unknown, ReservationInput>

/** A fresh form: today, two guests at a table. */
export function emptyBookingForm(today: string): ReservationFormValues {
  return { name: '', email: '', phone: '', date: today, time: '', guests: DEFAULT_GUESTS, seatingPreference: 'table', notes: '' }
}

const FORM_FIELDS: ReadonlyArray<FieldPath<ReservationFormValues>> = [
  'name',
  'email',
  'phone',
  'date',
  'time',
  'guests',
  'seatingPreference',
  'notes',
]

/** True for a server field path (a 400's details) that names one of the form's fields. */
export const isBookingFormField = (path: string): path is FieldPath<ReservationFormValues> =>
  (FORM_FIELDS as readonly string[]).includes(path)

/** What every field component of the form gets: the form, the page-unique id of a field, and whether it is off. */
export interface BookingFieldProps {
  form: ReservationForm
  id: (name: string) => string
  /** Until the script runs, the fields are disabled: what a guest typed before would be lost when it takes over. */
  disabled: boolean
}
