import { formatEventDate } from '../../app/lib/event-times'
import { apiGet, expect, holdRequests, mockApi, navigateWithBottomBar, openHydrated, test, VENUE_TZ } from './support/public-fixtures'
import type { EventJson } from '~/contracts/events'
import type { ActiveOfferJson as Offer } from '~/contracts/offers'

// Independent tests (one shared demo database, nothing they change overlaps): spread them over the workers.
test.describe.configure({ mode: 'parallel' })

const columnCount = (el: Element) => getComputedStyle(el).gridTemplateColumns.split(' ').filter(Boolean).length

test.describe('happy hour offers (/offers)', () => {
  test('title, subtitle and every active offer with its price in whole pesos', async ({ page }) => {
    const offers = await apiGet<Offer[]>(page, '/api/offers/active')
    await page.goto('/offers')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Happy Hour')
    await expect(page.getByText('Every day, 4:00 PM to 7:00 PM', { exact: true })).toBeVisible()
    const cards = page.getByTestId('offer')
    await expect(cards).toHaveCount(offers.length)
    await expect(page.getByTestId('offer-name')).toHaveText(offers.map((o) => o.name))
    await expect(page.getByTestId('offer-price')).toHaveText(offers.map((o) => `₱${Math.round(o.price / 100)}`))
    // Demo data: San Miguel at 7000 centavos is '₱70'; the inactive daiquiri is not offered.
    await expect(cards.filter({ hasText: 'San Miguel Pale Pilsen' }).getByTestId('offer-price')).toHaveText('₱70')
    await expect(page.getByText('Frozen Strawberry Daiquiri')).toHaveCount(0)
  })

  test('the grid has 2 columns on small screens and 4 on large ones', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/offers')
    expect(await page.getByTestId('offers-grid').evaluate(columnCount)).toBe(2)
    await page.setViewportSize({ width: 1280, height: 800 })
    expect(await page.getByTestId('offers-grid').evaluate(columnCount)).toBe(4)
  })

  test("shows 'Loading offers...' while loading, then the offers", async ({ page }) => {
    await openHydrated(page, '/music')
    const hold = await holdRequests(page, '**/api/offers/active')
    await navigateWithBottomBar(page, 'Offers')
    await expect(page.getByText('Loading offers...', { exact: true })).toBeVisible()
    await hold.release()
    await expect(page.getByTestId('offer').first()).toBeVisible()
    await expect(page.getByText('Loading offers...')).toHaveCount(0)
  })

  test("shows 'No offers available at the moment.' when there are none", async ({ page }) => {
    await openHydrated(page, '/music')
    await mockApi(page, '**/api/offers/active', 200, [])
    await navigateWithBottomBar(page, 'Offers')
    await expect(page.getByText('No offers available at the moment.', { exact: true })).toBeVisible()
    await expect(page.getByTestId('offer')).toHaveCount(0)
  })

  test('shows an error state with a retry when the offers cannot load', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 503/)
    await openHydrated(page, '/music')
    const failing = await mockApi(page, '**/api/offers/active', 503, { message: 'The database is unavailable' })
    await navigateWithBottomBar(page, 'Offers')
    await expect(page.getByRole('alert')).toContainText("We couldn't load the offers.")
    await failing.stop()
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByTestId('offer').first()).toBeVisible()
  })
})

test.describe('upcoming events (/events)', () => {
  test("title and a card per event: title, date as 'MMMM dd, yyyy at h:mm a' in venue time, description", async ({ page }) => {
    const events = await apiGet<EventJson[]>(page, '/api/events')
    expect(events.length).toBeGreaterThan(0)
    await page.goto('/events')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upcoming Events')
    const cards = page.getByTestId('event')
    await expect(cards).toHaveCount(events.length)
    for (const [i, event] of events.entries()) {
      const card = cards.nth(i)
      await expect(card.getByRole('heading')).toHaveText(event.title)
      const date = card.getByTestId('event-date')
      await expect(date).toHaveText(formatEventDate(event.date, VENUE_TZ))
      await expect(date).toHaveText(/^(January|February|March|April|May|June|July|August|September|October|November|December) \d{2}, \d{4} at \d{1,2}:\d{2} (AM|PM)$/)
      await expect(card).toContainText(event.description)
    }
    // Demo data: the acoustic session is at 17:30 Manila time.
    await expect(cards.filter({ hasText: 'Sunset Acoustic Sessions' }).getByTestId('event-date')).toHaveText(/ at 5:30 PM$/)
  })

  test('the grid has 1 column on phones, 2 on small screens and 3 on large ones', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/events')
    const grid = page.getByTestId('events-grid')
    expect(await grid.evaluate(columnCount)).toBe(1)
    await page.setViewportSize({ width: 700, height: 900 })
    expect(await grid.evaluate(columnCount)).toBe(2)
    await page.setViewportSize({ width: 1280, height: 800 })
    expect(await grid.evaluate(columnCount)).toBe(3)
  })

  test('three placeholder cards while loading; an event image has the title as alt text', async ({ page }) => {
    const events = await apiGet<EventJson[]>(page, '/api/events')
    const withImage = events.map((e, i) => (i === 0 ? { ...e, imageUrl: 'https://images.example.com/fire-dance.jpg' } : e))
    await openHydrated(page, '/music')
    let release!: () => void
    const released = new Promise<void>((r) => (release = r))
    await page.route('**/api/events', async (route) => {
      await released
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(withImage) })
    })
    await navigateWithBottomBar(page, 'Events')
    await expect(page.getByTestId('event-placeholder')).toHaveCount(3)
    release()
    await expect(page.getByTestId('event')).toHaveCount(events.length)
    const image = page.getByTestId('event').first().getByRole('img', { name: events[0].title })
    await expect(image).toHaveAttribute('src', 'https://images.example.com/fire-dance.jpg')
    // The image cannot load here (no internet): its box keeps the 16:9 shape.
    const box = await image.boundingBox()
    expect(box!.width / box!.height).toBeCloseTo(16 / 9, 1)
  })

  test('an empty state when nothing is planned, an error state with a retry when the call fails', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 500/)
    await openHydrated(page, '/music')
    const empty = await mockApi(page, '**/api/events', 200, [])
    await navigateWithBottomBar(page, 'Events')
    await expect(page.getByText('No upcoming events at the moment. Please check back soon!')).toBeVisible()
    await empty.stop()

    // A fresh page (the empty list stays cached otherwise: data never goes stale by default).
    await openHydrated(page, '/music')
    const failing = await mockApi(page, '**/api/events', 500, 'Internal Server Error')
    await navigateWithBottomBar(page, 'Events')
    await expect(page.getByRole('alert')).toContainText("We couldn't load the events.")
    await failing.stop()
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByTestId('event').first()).toBeVisible()
  })
})
