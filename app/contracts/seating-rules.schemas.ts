/** The zod half of the seating-rules contract (seating-rules.ts). */
import { z } from 'zod'
import { MAX_GUESTS } from '~/lib/constants'
import { MAX_STAY_MINUTES, MIN_STAY_MINUTES, type SeatingRulesJson, STAY_STEP_MINUTES } from '~/lib/seating-rules'
import { MAX_COVERS_PER_SLOT, MAX_GUEST_CHANGE_CUTOFF_MINUTES, MAX_NO_SHOW_GRACE_MINUTES, seatingRulesMessages as m } from './seating-rules'

const wholeNumber = (message: string, min: number, max: number) => z.number({ error: message }).int(message).min(min, message).max(max, message)

const isPartySize = (guests: number) => Number.isInteger(guests) && guests >= 1 && guests <= MAX_GUESTS

const slotMinutes = z
  .number({ error: m.slotMinutes })
  .refine((minutes) => minutes === 15 || minutes === 30, m.slotMinutes)
  .transform((minutes) => minutes as SeatingRulesJson['slotMinutes'])

const stay = z.object(
  {
    maxGuests: wholeNumber(m.stayGuests, 1, MAX_GUESTS),
    minutes: wholeNumber(m.stayMinutes, MIN_STAY_MINUTES, MAX_STAY_MINUTES).refine((minutes) => minutes % STAY_STEP_MINUTES === 0, m.stayMinutes),
  },
  { error: m.stayGuests },
)

/** By party size, each larger than the one before, the last for the largest online party (20). */
const stays = z
  .array(stay, { error: m.stays })
  .min(1, m.stays)
  // More rows than party sizes cannot go up one by one.
  .max(MAX_GUESTS, m.stayOrder)
  // Checked between the party sizes that are valid themselves: a wrong one has its own message.
  .superRefine((list, ctx) => {
    const size = (index: number) => (isPartySize(list[index].maxGuests) ? list[index].maxGuests : null)
    list.forEach((_, index) => {
      const [before, here] = [index > 0 ? size(index - 1) : null, size(index)]
      if (before !== null && here !== null && here <= before) ctx.addIssue({ code: 'custom', path: [index, 'maxGuests'], message: m.stayOrder })
    })
    const last = list.length - 1
    const lastSize = last >= 0 ? size(last) : null
    if (lastSize !== null && lastSize !== MAX_GUESTS) ctx.addIssue({ code: 'custom', path: [last, 'maxGuests'], message: m.lastStay })
  })
  .transform((list) => list.map(({ maxGuests, minutes }) => ({ maxGuests, minutes })))

/**
 * PUT /api/seating-rules: the whole rules, every field (`maxCoversPerSlot: null` is no pacing); `noShowGraceMinutes`
 * may be left out (clients older than it), and then keeps the saved grace period.
 */
export const seatingRulesInputSchema = z.object({
  slotMinutes,
  stays,
  maxCoversPerSlot: wholeNumber(m.maxCoversPerSlot, 1, MAX_COVERS_PER_SLOT).nullable(),
  guestChangeCutoffMinutes: wholeNumber(m.guestChangeCutoffMinutes, 0, MAX_GUEST_CHANGE_CUTOFF_MINUTES),
  noShowGraceMinutes: wholeNumber(m.noShowGraceMinutes, 0, MAX_NO_SHOW_GRACE_MINUTES).optional(),
}) satisfies z.ZodType<Omit<SeatingRulesJson, 'noShowGraceMinutes'> & Partial<Pick<SeatingRulesJson, 'noShowGraceMinutes'>>, unknown>

export type SeatingRulesInput = z.infer<typeof seatingRulesInputSchema>
