import type { APIRequestContext } from '@playwright/test'
import type { OpeningExceptionJson, OpeningHoursJson } from '~/contracts/opening-hours'
import { expect, venueDate } from './base'

/** The note guests read on the public server's first late night. */
export const LATE_NIGHT_NOTE = 'Full moon party'

/**
 * The public server's late nights, open 18:00 to 02:00: the own days of public-late-night.spec.ts (70) and
 * public-guest-change.spec.ts (71). A save of the hours replaces every exception, so each test writes all of them at
 * once and never takes them away: two tests opening their night at the same moment write the same hours, and
 * neither loses the other's (the server's database lives for one run).
 */
export async function openLateNights(staff: APIRequestContext) {
  const nights: OpeningExceptionJson[] = [
    { date: venueDate(70), closed: false, opens: '18:00', closes: '02:00', note: LATE_NIGHT_NOTE },
    { date: venueDate(71), closed: false, opens: '18:00', closes: '02:00' },
  ]
  const hours = (await (await staff.get('/api/opening-hours')).json()) as OpeningHoursJson
  const others = hours.exceptions.filter((e) => !nights.some((n) => n.date === e.date))
  const res = await staff.put('/api/opening-hours', { data: { weekly: hours.weekly, exceptions: [...others, ...nights] } })
  expect(res.status(), await res.text()).toBe(200)
}
