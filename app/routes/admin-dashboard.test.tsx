import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { groupRequestPaths } from '~/contracts/group-requests'
import { DEFAULT_WEEKLY_HOURS, openingHoursPaths } from '~/contracts/opening-hours'
import { type ReservationJson, reservationPaths } from '~/contracts/reservations'
import type { Route } from './+types/admin-dashboard'
import AdminDashboard from './admin-dashboard'

/** 11:10 UTC is 19:10 on 5 December at the venue. */
const NOW = new Date('2026-12-05T11:10:00Z')
const TODAY = '2026-12-05'

const booking = (id: number, time: string, status: string, guests: number) =>
  ({ id, name: `Guest ${id}`, date: TODAY, time, guests, status }) as ReservationJson

/** What the server answers, by path; anything else is an empty list. */
const answers: Record<string, unknown> = {
  [reservationPaths.summary]: {
    total: 5006,
    pending: 1251,
    today: { date: TODAY, bookings: 2, covers: 6, arrived: 0, expected: 2, noShows: 0 },
    waitlist: { waited: 8, seated: 3 },
  },
  [reservationPaths.day(TODAY)]: [
    booking(1, '19:30', 'confirmed', 4),
    booking(2, '20:00', 'pending', 2),
    booking(3, '20:00', 'cancelled', 6),
    booking(4, '20:00', 'requested', 30),
  ],
  [groupRequestPaths.open]: [booking(4, '20:00', 'requested', 30), booking(5, '19:00', 'requested', 40)],
  [openingHoursPaths.hours]: { weekly: DEFAULT_WEEKLY_HOURS, exceptions: [] },
}

let requested: string[] = []

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  requested = []
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(url)
    return Response.json(answers[url] ?? [])
  })
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function render(client: QueryClient) {
  const props = { loaderData: { timeZone: 'Asia/Manila', today: TODAY } } as unknown as Route.ComponentProps
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AdminDashboard {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

/** The value of the stat card labelled `label`. */
function stat(html: string, label: string): string | undefined {
  return new RegExp(`${label.replace(/'/g, '&#x27;')}</h4><p [^>]*data-testid="stat-value">(\\d+)</p>`).exec(html)?.[1]
}

describe('the dashboard', () => {
  it("asks for the counts and today's bookings, never for every booking ever made", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(client)
    await Promise.all(client.getQueryCache().getAll().map((query) => query.fetch()))

    expect(requested).toContain(reservationPaths.summary)
    expect(requested).toContain(reservationPaths.day(TODAY))
    expect(requested.filter((url) => url.startsWith(reservationPaths.list))).toEqual([reservationPaths.summary, reservationPaths.day(TODAY)])

    const html = render(client)
    expect(stat(html, 'Total Reservations')).toBe('5006')
    expect(stat(html, 'Pending Reservations')).toBe('1251')
    // The day's totals are the server's (the host stand's rule: GET /api/reservations/summary).
    expect(stat(html, "Today's bookings")).toBe('2')
    expect(stat(html, 'Requests')).toBe('2')
    expect(html).toContain('href="/admin/reservations#requests"')
    expect(html).toMatch(/data-testid="today-covers"><span [^>]*>6<\/span>/)
    expect(html).toContain('Guest 1')
    expect(html).not.toContain('Guest 3')
    // The day's waitlist, from the same summary: who waited, who was seated from it.
    expect(stat(html, 'Waitlist today')).toBe('8')
    expect(html).toContain('8 waited, 3 seated')
  })
})
