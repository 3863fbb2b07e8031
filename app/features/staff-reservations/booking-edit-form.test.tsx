import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { type OpeningHoursJson, openingHoursKeys } from '~/contracts/opening-hours'
import { addDays } from '~/lib/dates'
import { DEFAULT_WEEKLY_HOURS } from '~/lib/opening-hours'
import { venueToday } from '~/lib/venue-time'
import { BookingEditForm } from './booking-edit-form'
import { testBooking } from './reservation-fixture'

const TIME_ZONE = 'Asia/Manila'
// A day next week: every time of it is still ahead, whatever the clock says.
const DAY = addDays(venueToday(TIME_ZONE), 7)
const lateNight: OpeningHoursJson = { weekly: DEFAULT_WEEKLY_HOURS, exceptions: [{ date: DAY, closed: false, opens: '18:00', closes: '02:00' }] }

function render(fields: Parameters<typeof testBooking>[0], hours?: OpeningHoursJson) {
  const client = new QueryClient()
  if (hours) client.setQueryData(openingHoursKeys.all, hours)
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <BookingEditForm reservation={testBooking({ date: DAY, ...fields })} timeZone={TIME_ZONE} />
    </QueryClientProvider>,
  )
}

/** The options of the select labelled `label`: [value, text, selected]. */
function optionsOf(html: string, label: string): Array<[string, string, boolean]> {
  const id = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1]
  const select = id ? new RegExp(`<select[^>]*id="${id}"[^>]*>(.*?)</select>`).exec(html)?.[1] : undefined
  return [...(select ?? '').matchAll(/<option value="([^"]*)"( selected="")?[^>]*>([^<]*)<\/option>/g)].map((m) => [m[1], m[3], m[2] !== undefined])
}

describe('BookingEditForm', () => {
  it("offers a phone booking the night's bookable starts past midnight, and its own stay", () => {
    const html = render({ source: 'phone', time: '23:00', stayMinutes: 90 }, lateNight)
    const times = optionsOf(html, 'Time')
    expect(times[0]).toEqual(['18:00', '6:00 PM', false])
    // A 90-minute stay may start until 00:30, the last start that ends by closing.
    expect(times.slice(-3).map(([, text]) => text)).toEqual(['11:30 PM', '12:00 AM (after midnight)', '12:30 AM (after midnight)'])
    expect(times.find(([, , selected]) => selected)?.[0]).toBe('23:00')
    const stays = optionsOf(html, 'Stay')
    expect(stays).toHaveLength(24)
    expect(stays.find(([, , selected]) => selected)).toEqual(['90', '1 hour 30 minutes', true])
  })

  it("offers a walk-in every open interval of the night, and keeps the booking's own time listed", () => {
    const html = render({ source: 'walk-in', time: '01:15', stayMinutes: 45 }, lateNight)
    expect(optionsOf(html, 'Time').slice(-3).map(([value]) => value)).toEqual(['01:00', '01:15', '01:30'])
  })
})
