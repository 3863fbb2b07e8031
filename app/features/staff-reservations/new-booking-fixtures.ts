/** What the staff 'New booking' tests share: the venue's day and time now, a late night, a filled-in form. */
import { DEFAULT_WEEKLY_HOURS, type OpeningHoursJson } from '~/lib/opening-hours'
import { newBookingDefaults, type NewBookingFormValues } from './new-booking-form'

export const TODAY = '2026-11-27'
export const NOW = { today: TODAY, time: '19:10' }
/** TODAY open 18:00 to 2:00 AM. */
export const lateNight: OpeningHoursJson = {
  weekly: DEFAULT_WEEKLY_HOURS,
  exceptions: [{ date: TODAY, closed: false, opens: '18:00', closes: '02:00' }],
}

/** Ana Reyes, 4 guests, at 7:30 PM today, the rest as a fresh form has it, with `changes` over it. */
export function form(changes: Partial<NewBookingFormValues> = {}): NewBookingFormValues {
  return {
    ...newBookingDefaults({ date: TODAY, time: '19:30' }, NOW),
    name: 'Ana Reyes',
    guests: '4',
    ...changes,
  }
}
