import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { openingExceptions, openingHours } from '~/.server/db/schema'
import { DEFAULT_VENUE } from '~/contracts/venue'
import { loader as rootLoader } from '~/root'
import { loader as contactsLoader } from '~/routes/contacts'
import { loader as publicLayoutLoader } from '~/routes/public-layout'
import { firstScreenWording } from '~/.server/first-screen'
import { useTestApp } from '../support/test-app'

// The pages' data, read by their loaders in-process (the API tests have no page renderer): what the contact page,
// the footer and the JSON-LD are made from.
const t = useTestApp()

const NOW = new Date('2026-11-24T02:00:00Z') // Tuesday, November 24, 2026, 10:00 in Manila

function loaderArgs() {
  const context = { db: t.deps.db, config: t.config, clock: t.deps.clock, staff: null, nonce: '' } as AppLoadContext
  return { context, request: new Request('http://localhost/contacts'), params: {}, unstable_pattern: '' } as never
}

describe('the pages read the venue', () => {
  it("every page's root data has the saved details and the Restaurant JSON-LD with the weekly hours", async () => {
    t.setNow(NOW)
    const cookie = await t.signIn()
    const saved = { ...DEFAULT_VENUE, phone: '+63 917 555 0199', social: [{ label: 'Instagram', url: 'https://instagram.com/bar' }] }
    expect((await t.request('PUT', '/api/venue', { cookie, body: saved })).status).toBe(200)
    await t.database.handle.db.update(openingHours).set({ closed: true }).where(eq(openingHours.weekday, 1))

    const root = await rootLoader(loaderArgs())
    expect(root.venue).toEqual(saved)
    expect(root.restaurant).toMatchObject({
      '@type': 'Restaurant',
      telephone: '+63 917 555 0199',
      address: { '@type': 'PostalAddress', streetAddress: DEFAULT_VENUE.address },
      geo: { latitude: DEFAULT_VENUE.latitude, longitude: DEFAULT_VENUE.longitude },
      sameAs: ['https://instagram.com/bar'],
    })
    // Monday is closed: six days of hours.
    expect(root.restaurant.openingHoursSpecification.map((s) => s.dayOfWeek.replace('https://schema.org/', ''))).toEqual([
      'Sunday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ])
  })

  it('the contact page lists the weekly hours, Monday first, and the closures and special days ahead with their notes', async () => {
    t.setNow(NOW)
    const { db } = t.database.handle
    await db.update(openingHours).set({ closed: true }).where(eq(openingHours.weekday, 1))
    await db.insert(openingExceptions).values([
      { date: '2026-11-20', closed: true, note: 'Past: not shown' },
      { date: '2026-11-26', closed: true, note: 'Private event' },
      { date: '2026-12-24', closed: false, opens: '11:00', closes: '18:00', note: 'Christmas Eve' },
    ])
    const page = await contactsLoader(loaderArgs())
    expect(page.weekly[0]).toEqual({ key: '1', day: 'Monday', hours: 'Closed' })
    expect(page.weekly[6]).toEqual({ key: '0', day: 'Sunday', hours: '11:00 AM to midnight' })
    expect(page.upcoming).toEqual([
      { key: '2026-11-26', day: 'Thursday, November 26, 2026', hours: 'Closed (Private event)' },
      { key: '2026-12-24', day: 'Thursday, December 24, 2026', hours: '11:00 AM to 6:00 PM (Christmas Eve)' },
    ])
  })

  it("the contact page names today's hours (venue time), with an exception's note", async () => {
    t.setNow(NOW)
    expect((await contactsLoader(loaderArgs())).today).toEqual({ key: '2026-11-24', day: 'Tuesday', hours: '11:00 AM to midnight' })
    await t.database.handle.db.insert(openingExceptions).values({ date: '2026-11-24', closed: false, opens: '15:00', closes: '22:00', note: 'Staff training' })
    expect((await contactsLoader(loaderArgs())).today).toEqual({ key: '2026-11-24', day: 'Tuesday', hours: '3:00 PM to 10:00 PM (Staff training)' })
  })
})

describe('the first screen', () => {
  it("every public page carries the first screen's wording for two days, from last night's hours on", async () => {
    await t.database.handle.db.insert(openingExceptions).values([
      { date: '2026-11-22', closed: true },
      { date: '2026-11-23', closed: false, opens: '18:00', closes: '02:00', note: 'Late party' },
      { date: '2026-11-25', closed: true, note: 'Private event' },
    ])
    const manila = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`).getTime()
    t.setNow(new Date(manila('2026-11-24', '01:00')))
    const frame = await publicLayoutLoader(loaderArgs())
    expect(frame.timeZone).toBe('Asia/Manila')
    expect(frame.firstScreen.slice(0, 5)).toEqual([
      { from: manila('2026-11-24', '01:00'), hours: 'Open now until 2:00 AM', happyHour: 'Happy hour from 4:00 PM' },
      { from: manila('2026-11-24', '02:00'), hours: 'Open today 11:00 AM to midnight', happyHour: 'Happy hour from 4:00 PM' },
      { from: manila('2026-11-24', '16:00'), hours: 'Open today 11:00 AM to midnight', happyHour: 'Happy hour now until 7:00 PM' },
      // Tomorrow is closed: no happy hour until Thursday's.
      { from: manila('2026-11-24', '19:00'), hours: 'Open today 11:00 AM to midnight', happyHour: null },
      { from: manila('2026-11-25', '00:00'), hours: 'Closed today (Private event)', happyHour: 'Happy hour tomorrow from 4:00 PM' },
    ])
  })

  it('a shared page is kept per wording: the wording follows the clock and every change of the venue or hours', async () => {
    const wording = firstScreenWording(t.deps.db, t.deps.reads, 'Asia/Manila')
    // Tuesday, November 24, 2026 in Manila.
    const at = (time: string) => wording(new Date(`2026-11-24T${time}:00+08:00`))
    expect(await at('10:00')).toBe('Open today 11:00 AM to midnight | Happy hour from 4:00 PM')
    expect(await at('16:00')).toBe('Open today 11:00 AM to midnight | Happy hour now until 7:00 PM')
    expect(await at('19:00')).toBe('Open today 11:00 AM to midnight | Happy hour tomorrow from 4:00 PM')

    const cookie = await t.signIn()
    expect((await t.request('PUT', '/api/venue', { cookie, body: { ...DEFAULT_VENUE, happyHour: { start: '17:00', end: '20:00' } } })).status).toBe(200)
    await expect.poll(() => at('16:00')).toBe('Open today 11:00 AM to midnight | Happy hour from 5:00 PM')
    await t.database.handle.db.insert(openingExceptions).values({ date: '2026-11-24', closed: true, note: 'Typhoon warning' })
    await expect.poll(() => at('16:00')).toBe('Closed today (Typhoon warning) | Happy hour tomorrow from 5:00 PM')
  })
})
