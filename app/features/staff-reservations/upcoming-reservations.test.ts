import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ReservationJson } from '~/contracts/reservations'
import { nextPagePath, readUpcomingReservations, UPCOMING_PAGES_SHOWN } from './upcoming-reservations'

const booking = (id: number) => ({ id, name: `Guest ${id}` }) as ReservationJson

/** A server whose every page holds one booking and names the next, up to `pages` pages. */
function pagedServer(pages: number) {
  const asked: string[] = []
  vi.stubGlobal('fetch', async (path: string) => {
    asked.push(path)
    const n = asked.length
    const headers = n < pages ? { link: `</api/reservations?cursor=c${n}>; rel="next"` } : undefined
    return new Response(JSON.stringify([booking(n)]), { status: 200, headers })
  })
  return asked
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('nextPagePath', () => {
  it('reads the next page of a Link header, and null without one', () => {
    expect(nextPagePath('</api/reservations?cursor=2026-12-05T19%3A00%3A00_4&limit=7>; rel="next"')).toBe(
      '/api/reservations?cursor=2026-12-05T19%3A00%3A00_4&limit=7',
    )
    expect(nextPagePath(null)).toBeNull()
    expect(nextPagePath('</x>; rel="prev"')).toBeNull()
  })
})

describe('readUpcomingReservations', () => {
  it('follows the pages to the last one and says nothing more follows', async () => {
    const asked = pagedServer(3)
    expect(await readUpcomingReservations()).toEqual({ reservations: [booking(1), booking(2), booking(3)], more: false })
    expect(asked).toEqual(['/api/reservations', '/api/reservations?cursor=c1', '/api/reservations?cursor=c2'])
  })

  it(`stops after ${UPCOMING_PAGES_SHOWN} pages and says more follow`, async () => {
    const asked = pagedServer(UPCOMING_PAGES_SHOWN + 3)
    const read = await readUpcomingReservations()
    expect(read.reservations).toHaveLength(UPCOMING_PAGES_SHOWN)
    expect(read.more).toBe(true)
    expect(asked).toHaveLength(UPCOMING_PAGES_SHOWN)
  })

  it('fails as the API does when a page is refused', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"message":"Please sign in to continue."}', { status: 401 }))
    await expect(readUpcomingReservations()).rejects.toMatchObject({ status: 401 })
  })
})
