/** One venue day as the seating rules see it for a party: its bookable starts, the grid they are on, and its pacing. */
import { bookableStartMinutes, openSpan } from './bookable-times'
import type { DayHours } from './opening-hours'
import type { DayPlan } from './seating'
import type { SeatingRulesJson } from './seating-rules'

/** The plan of a day with `day`'s hours for a party whose stay is `stayMinutes`. */
export function dayPlan(day: DayHours, rules: Pick<SeatingRulesJson, 'slotMinutes' | 'maxCoversPerSlot'>, stayMinutes: number): DayPlan {
  return {
    starts: bookableStartMinutes(day, rules.slotMinutes, stayMinutes),
    openFrom: openSpan(day)?.from ?? 0,
    slotMinutes: rules.slotMinutes,
    maxCoversPerSlot: rules.maxCoversPerSlot,
  }
}
