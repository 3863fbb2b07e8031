import { MAX_GUESTS, MIN_GUESTS, type SeatingPreference } from '~/lib/constants'
import type { WalkInInput } from './waitlist-query'

export interface WalkInFormValues {
  name: string
  guests: string
  seatingPreference: SeatingPreference
  phone: string
  email: string
  note: string
}

export const EMPTY_WALK_IN: WalkInFormValues = { name: '', guests: '2', seatingPreference: 'table', phone: '', email: '', note: '' }

export type WalkInErrors = Partial<Record<keyof WalkInFormValues, string>>

/** The form's values as POST /api/waitlist takes them, or what to fix first (the server checks again). */
export function readWalkIn(values: WalkInFormValues): { input: WalkInInput } | { errors: WalkInErrors } {
  const errors: WalkInErrors = {}
  const name = values.name.trim()
  const guests = Number(values.guests)
  if (!name) errors.name = 'Enter a name to call the party by'
  if (!Number.isInteger(guests) || guests < MIN_GUESTS || guests > MAX_GUESTS) errors.guests = `A party of ${MIN_GUESTS} to ${MAX_GUESTS}`
  const email = values.email.trim()
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = 'Check the e-mail address'
  if (Object.keys(errors).length > 0) return { errors }
  const input: WalkInInput = { name, guests, seatingPreference: values.seatingPreference }
  const phone = values.phone.trim()
  const note = values.note.trim()
  if (phone) input.phone = phone
  if (email) input.email = email
  if (note) input.note = note
  return { input }
}
