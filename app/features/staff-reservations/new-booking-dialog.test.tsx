import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { reservationPaths } from '~/contracts/reservations'
import type { TableJson } from '~/contracts/tables'
import { ApiError } from '~/lib/api'
import { addDays } from '~/lib/dates'
import { venueClock } from '~/lib/venue-clock'
import { venueToday } from '~/lib/venue-time'
import { NewBookingDialog, NewBookingForm, type NewBookingStart } from './new-booking-dialog'
import { newBookingFailure } from './new-booking-answer'
import { checkNewBooking, newBookingDefaults } from './new-booking-form'
import { createStaffBooking, seatingSetupKeys } from './new-booking-query'
import type { OpeningHoursJson } from '~/contracts/opening-hours'
import { DEFAULT_WEEKLY_HOURS } from '~/lib/opening-hours'
import { DEFAULT_SEATING_RULES, type SeatingRulesJson } from '~/lib/seating-rules'

const TIME_ZONE = 'Asia/Manila'
// A day next week: every time of it is still ahead, whatever the clock says.
const DAY = addDays(venueToday(TIME_ZONE), 7)

const tables: TableJson[] = [
  { id: 50, tableNumber: 5, capacity: 6, isActive: true, upcomingBookings: 0 },
  { id: 10, tableNumber: 1, capacity: 2, isActive: true, upcomingBookings: 0 },
  { id: 30, tableNumber: 3, capacity: 8, isActive: false, upcomingBookings: 0 },
]

/** The form as the dialog shows it, with the venue's seating set-up as read from the API (none loaded by default). */
function render(start: NewBookingStart, setup: { rules?: SeatingRulesJson; combinations?: unknown[]; hours?: OpeningHoursJson } = {}) {
  const client = new QueryClient()
  if (setup.rules) client.setQueryData(seatingSetupKeys.rules, setup.rules)
  if (setup.combinations) client.setQueryData(seatingSetupKeys.combinations, setup.combinations)
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <NewBookingForm start={start} onClose={() => {}} tables={tables} hours={setup.hours} timeZone={TIME_ZONE} />
    </QueryClientProvider>,
  )
}

/** The options of the select labelled `label`, as their texts. */
function optionsOf(html: string, label: string): string[] {
  const id = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1]
  const select = id ? new RegExp(`<select[^>]*id="${id}"[^>]*>(.*?)</select>`).exec(html)?.[1] : undefined
  return [...(select ?? '').matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1])
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('NewBookingDialog', () => {
  it('is closed while there is no start', () => {
    const html = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <NewBookingDialog start={null} onClose={() => {}} tables={tables} hours={undefined} />
      </QueryClientProvider>,
    )
    expect(html).toBe('')
  })

  it('labels every field and offers the sources, the seating, the times and the tables that seat the party', () => {
    const html = render({
      date: DAY,
      time: '19:30',
      seatingPreference: 'table',
      tableNumber: 5,
    })
    for (const label of ['Name', 'Guests', 'Date', 'Time', 'Stay', 'Table', 'Phone \\(optional\\)', 'E-mail \\(optional\\)', 'Staff note \\(optional\\)']) {
      expect(html).toMatch(new RegExp(`<label[^>]*for="[^"]+"[^>]*>${label}</label>`))
    }
    expect(html).toMatch(/<legend[^>]*>Source<\/legend>.*Walk-in.*Phone.*Online/)
    expect(html).toMatch(/<legend[^>]*>Seating<\/legend>.*At a table.*At the bar/)
    expect(html).toMatch(/<input type="number"[^>]*inputMode="numeric" min="1" max="20"[^>]*name="guests"/)
    const times = optionsOf(html, 'Time')
    expect(times[0]).toBe('Select a time')
    expect(times).toContain('7:30 PM')
    expect(times).toHaveLength(24)
    // Two guests to start with: the inactive table is left out, the tables come by number.
    expect(optionsOf(html, 'Table')).toEqual(['Suggest automatically', 'Table 1 (2 seats)', 'Table 5 (6 seats)'])
    const stays = optionsOf(html, 'Stay')
    expect(stays.slice(0, 3)).toEqual(['Usual stay (2 hours)', '15 minutes', '30 minutes'])
    expect(stays).toHaveLength(25)
    // No pacing under the first rules: nothing to override.
    expect(html).not.toContain('Allow beyond the pacing limit')
  })

  it("offers joined tables, the party's stay under the rules, and the pacing override when pacing is on", () => {
    const rules: SeatingRulesJson = { ...DEFAULT_SEATING_RULES, stays: [{ maxGuests: 2, minutes: 90 }, { maxGuests: 20, minutes: 150 }], maxCoversPerSlot: 30 }
    const html = render({ date: DAY, time: '19:30' }, { rules, combinations: [{ id: 1, tableNumbers: [1, 5], capacity: 8, upcomingBookings: 0 }] })
    expect(optionsOf(html, 'Table')).toEqual(['Suggest automatically', 'Table 1 (2 seats)', 'Table 5 (6 seats)', 'Tables 1 + 5 (8)'])
    expect(optionsOf(html, 'Stay')[0]).toBe('Usual stay (1 hour 30 minutes)')
    expect(html).toMatch(/<label[^>]*class="flex h-11[^"]*"><input[^>]*type="checkbox"[^>]*name="override"[^>]*\/>Allow beyond the pacing limit<\/label>/)
    // A walk-in is never refused by pacing: the question is not asked.
    expect(render({ date: venueToday(TIME_ZONE) }, { rules })).not.toContain('Allow beyond the pacing limit')
  })

  it('runs the times of a late night past midnight, marked as such', () => {
    const hours: OpeningHoursJson = { weekly: DEFAULT_WEEKLY_HOURS, exceptions: [{ date: DAY, closed: false, opens: '18:00', closes: '02:00' }] }
    const times = optionsOf(render({ date: DAY }, { hours }), 'Time')
    expect(times.slice(1, 2)).toEqual(['6:00 PM'])
    expect(times.slice(-2)).toEqual(['11:30 PM', '12:00 AM (after midnight)'])
  })

  it('asks no table of a bar booking', () => {
    const html = render({
      date: DAY,
      time: '19:30',
      seatingPreference: 'bar',
      tableNumber: null,
    })
    expect(html).not.toMatch(/for="[^"]+-table"/)
    expect(html).toMatch(/>Time<\/label>/)
  })

  it('gives every control a touch target of at least 44 px', () => {
    const html = render({ date: DAY })
    const controls = [...html.matchAll(/<(select|button|input)\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/type="(radio|checkbox)"/.test(tag))
    expect(controls.length).toBeGreaterThan(8)
    for (const tag of controls) expect(tag).toMatch(/\bh-11\b/)
    // The radios are hidden inside their labels, which are the targets.
    expect(html.match(/<label class="flex h-11[^"]*"><input type="radio"/g)).toHaveLength(5)
  })
})

describe('a walk-in filled in and sent', () => {
  it('posts the staff schema body to /api/reservations', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            id: 41,
            reference: 'BB-7K3QM',
            name: 'Ana Reyes',
            guests: 4,
            time: '19:30',
            managePath: null,
          }),
          {
            status: 201,
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    )
    vi.stubGlobal('fetch', fetchMock)
    // The guests walk in on the day, at ten past six.
    const now = { today: DAY, time: '18:10' }
    const values = {
      ...newBookingDefaults(
        {
          date: DAY,
          time: '19:30',
          seatingPreference: 'table',
          tableNumber: 5,
        },
        now,
      ),
      name: 'Ana Reyes',
      guests: '4',
      phone: '0917 555 0142',
      staffNote: 'window table, birthday',
    }
    const check = checkNewBooking(values, now.today)
    if (!check.ok) throw new Error(JSON.stringify(check.fieldErrors))

    const created = await createStaffBooking(check.body)

    expect(created.reference).toBe('BB-7K3QM')
    expect(fetchMock).toHaveBeenCalledOnce()
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(reservationPaths.list)
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual({
      source: 'walk-in',
      name: 'Ana Reyes',
      guests: 4,
      seatingPreference: 'table',
      date: DAY,
      time: '19:30',
      tableNumber: 5,
      // The number as staff typed it, in E.164 by the schema the server parses with.
      phone: '+639175550142',
      staffNote: 'window table, birthday',
    })
  })

  it("reads a 409's other times for the dialog to offer", async () => {
    const body = {
      message: 'There is no table for 4 guests at 7:30 PM.',
      alternatives: ['20:00', '20:30'],
    }
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 409 })),
    )
    const now = venueClock(TIME_ZONE).read()
    const check = checkNewBooking(
      {
        ...newBookingDefaults({ date: DAY, time: '19:30' }, now),
        name: 'Ana Reyes',
        guests: '4',
      },
      now.today,
    )
    if (!check.ok) throw new Error('the form should pass')

    const error = await createStaffBooking(check.body).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ApiError)
    expect(newBookingFailure(error)).toEqual({
      kind: 'conflict',
      message: body.message,
      alternatives: ['20:00', '20:30'],
      seatUntil: null,
      duplicate: false,
    })
  })
})
