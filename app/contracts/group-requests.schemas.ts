/** The zod half of the group requests' contract (group-requests.ts). */
import { z } from 'zod'
import { MAX_GROUP_GUESTS, MIN_GUESTS } from '~/lib/constants'
import { groupRequestMessages } from './group-requests'
import { reservationMessages } from './reservations'
import { partySize, reservationInputSchema } from './reservations.schemas'

/** A group's size: read like a booking's party (a plain number, or text written as one), from 1 to 200. */
export const groupSize = z.pipe(
  partySize.in,
  z
    .number({ error: reservationMessages.guestsMin })
    .int(reservationMessages.guestsWhole)
    .min(MIN_GUESTS, reservationMessages.guestsMin)
    .max(MAX_GROUP_GUESTS, groupRequestMessages.guestsMax),
)

/**
 * POST /api/group-requests: a booking's fields (their rules and messages) without the seating (a group sits at
 * tables), a phone required, and up to 200 guests. Whether the day is open at `time` is the service's rule (it needs
 * the hours): any quarter hour within them.
 */
export function groupRequestInputSchema(today: string) {
  const booking = reservationInputSchema(today).shape
  return z
    .object({
      name: booking.name,
      email: booking.email,
      phone: booking.phone,
      date: booking.date,
      time: booking.time,
      guests: groupSize,
      notes: booking.notes,
      language: booking.language,
    })
    .refine((input) => input.phone !== undefined, {
      path: ['phone'],
      message: groupRequestMessages.phone,
      // Said with the other fields' messages, not only once they are right.
      when: (payload) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
    })
}

export type GroupRequestInput = z.infer<ReturnType<typeof groupRequestInputSchema>>
