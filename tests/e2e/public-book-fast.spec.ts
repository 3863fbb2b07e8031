import type { Locator, Page } from '@playwright/test'
import {
  DESKTOP,
  expect,
  expectNoAxeViolations,
  mockApi,
  navigateWithBottomBar,
  openHydrated,
  ownData,
  ownName,
  PHONE,
  test,
  weekdayDate,
} from './support/public-fixtures'
import {
  availabilityAnswer,
  BAR_SEATS,
  bookingForm as form,
  takeBarSeatsAtSeven,
  keepAvailabilityUntilBooking,
  openToasts,
  pickDate,
  startBooking,
  timeSelect,
} from './support/booking-form'

// A guest books in seconds: the booking form in the order guests decide, a lost time explained next to
// the field, the group path for large parties, toasts clear of the form. Each test at a phone's and a desktop's size,
// on days of its own (own-data.ts).
test.describe.configure({ mode: 'parallel' })

const own = ownData('public-book-fast.spec.ts')

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The control is on screen once scrolled to, and nothing (the bottom bar, a toast) lies on top of its middle. */
async function expectReachable(page: Page, control: Locator) {
  await control.scrollIntoViewIfNeeded()
  await expect(control).toBeInViewport()
  const box = (await control.boundingBox())!
  const onTop = await control.evaluate((el, [x, y]) => el.contains(document.elementFromPoint(x, y)), [box.x + box.width / 2, box.y + box.height / 2])
  expect(onTop, 'nothing covers it').toBe(true)
}

/** The open toast covers none of `targets`. */
async function expectToastClearOf(page: Page, targets: Record<string, Locator>) {
  const toast = (await openToasts(page).first().boundingBox())!
  for (const [name, target] of Object.entries(targets)) {
    const box = await target.boundingBox()
    expect(box, `${name} is on the page`).not.toBeNull()
    expect(overlaps(toast, box!), `the toast covers ${name}`).toBe(false)
  }
}

/** Counts the availability requests on their way, to know when the page has stopped asking. */
function availabilityInFlight(page: Page) {
  let open = 0
  const isAvailability = (url: string) => new URL(url).pathname === '/api/availability'
  page.on('request', (r) => isAvailability(r.url()) && open++)
  page.on('requestfinished', (r) => isAvailability(r.url()) && open--)
  page.on('requestfailed', (r) => isAvailability(r.url()) && open--)
  return () => open
}

for (const [size, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })

    test('a guest books a table for four from the first screen in one pass', async ({ page }) => {
      const { date } = own(`book ${size}`)
      const name = ownName('Quick Guest')
      await openHydrated(page, '/')
      // The first screen's "Book a table" button where the page has one, else the navigation's Booking entry.
      const firstScreen = page.getByRole('main').getByRole('link', { name: 'Book a table' })
      if ((await firstScreen.count()) > 0) await firstScreen.first().click()
      else await navigateWithBottomBar(page, 'Booking')
      await expect(page).toHaveURL(/\/book$/)

      // Top to bottom: party, seating, date, time, then who.
      const guests = page.getByLabel('Number of guests')
      await expect(guests).toBeEnabled()
      await guests.fill('4')
      await page.getByRole('radio', { name: 'Table' }).check()
      const answered = availabilityAnswer(page, { date, guests: 4, seating: 'table' })
      await pickDate(page, date)
      await answered
      await timeSelect(page).selectOption({ label: '7:00 PM' })
      await page.getByLabel('Name').fill(name)
      await page.getByLabel('Email').fill(`${name.toLowerCase().replace(/\W+/g, '.')}@example.com`)
      await page.getByLabel('Phone (optional)').fill('09171234567')

      const bookNow = page.getByRole('button', { name: 'Book Now' })
      if (size === 'desktop') {
        // Above the fold: the whole form fits the first screen, no scrolling.
        expect(await page.evaluate(() => window.scrollY)).toBe(0)
        const box = (await bookNow.boundingBox())!
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
      }
      await expectReachable(page, bookNow)
      await bookNow.click()

      const panel = page.getByTestId('booking-confirmation')
      await expect(panel.getByRole('heading', { name: 'Reservation confirmed' })).toBeFocused()
      await expect(openToasts(page)).toContainText('Reservation Confirmed')
      for (const text of ['7:00 PM', '4 guests', 'Table']) await expect(panel).toContainText(text)
      await expect(panel.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', /^\/api\/bookings\/[A-Za-z0-9_-]{43}\/ics$/)
    })

    test('a time taken while the guest chooses is explained next to the field, with the nearest times', async ({ page, request }) => {
      const { date } = own(`taken ${size}`)
      const inFlight = availabilityInFlight(page)
      await startBooking(page, { name: ownName('Taken Guest'), date, guests: 2, seating: 'Bar' })
      await timeSelect(page).selectOption('19:00')
      await page.getByLabel('Name').focus()
      await expect.poll(inFlight).toBe(0)

      // Meanwhile someone else takes the whole bar from 7:00 PM to 9:00 PM.
      await takeBarSeatsAtSeven(request, date)
      // Coming back to the time field asks again which times are free.
      const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/availability')
      await timeSelect(page).focus()
      await (await asked).response()

      const offers = page.getByTestId('booking-alternatives')
      await expect(offers).toContainText('7:00 PM was just taken; here are the nearest times:')
      await expect(offers.getByRole('button')).toHaveText(['Book 4:30 PM instead', 'Book 5:00 PM instead', 'Book 9:00 PM instead'])
      await expect(timeSelect(page)).toHaveValue('')
      await expect(timeSelect(page)).toHaveAccessibleDescription(/7:00 PM was just taken/)
      // axe on the guests' phones: at a desktop's size the form shows the same message in another column.
      if (size === 'phone') await expectNoAxeViolations(page, 'taken time explained')

      await offers.getByRole('button', { name: 'Book 9:00 PM instead' }).click()
      await expect(timeSelect(page)).toHaveValue('21:00')
      await page.getByRole('button', { name: 'Book Now' }).click()
      await expect(page.getByTestId('booking-confirmation')).toContainText('9:00 PM')
    })

    test('a party above what the venue seats online gets the group request at once, never a time it cannot book', async ({ page }) => {
      const { date } = own(`group ${size}`)
      const posts: string[] = []
      const sends = ['/api/reservations', '/api/group-requests']
      page.on('request', (r) => r.method() === 'POST' && sends.includes(new URL(r.url()).pathname) && posts.push(r.url()))
      await openHydrated(page, '/book')
      const answered = availabilityAnswer(page, { date })
      await pickDate(page, date)
      const limit = ((await (await answered).json()) as { maxOnlineParty: number }).maxOnlineParty
      expect(limit).toBe(BAR_SEATS)
      const name = ownName('Group Guest')
      await page.getByLabel('Name').fill(name)

      // A group of up to 200 may be typed; past the online limit the form asks for a group request.
      const guests = page.getByLabel('Number of guests')
      await expect(guests).toHaveAttribute('max', '200')
      await guests.fill('20')
      const group = page.getByTestId('group-booking')
      await expect(group).toHaveText('Online we can book parties of up to 12. For 20 guests, send us a group request and we will reply by e-mail.')
      await expect(guests).toHaveAccessibleDescription(/send us a group request/)
      await expect(guests).toBeFocused()
      const send = page.getByRole('button', { name: 'Send a group request' })
      await expect(send).toBeVisible()
      await expect(page.getByRole('button', { name: 'Book Now' })).toHaveCount(0)
      await expect(page.getByRole('radio', { name: 'Table' })).toHaveCount(0)
      await expect(page.getByTestId('availability-notice')).toHaveCount(0)
      // What was typed and picked stays; any quarter hour the venue is open may be asked for.
      await expect(page.getByLabel('Name')).toHaveValue(name)
      await expect(page.getByRole('button', { name: /^Date/ })).toHaveText(weekdayDate(date))
      await expect(timeSelect(page).locator('option[value="19:15"]')).toHaveText('7:15 PM')
      await expect(timeSelect(page).locator('option:disabled')).toHaveCount(0)
      await expect(page.getByLabel('Phone', { exact: true })).toBeVisible()
      if (size === 'phone') await expectNoAxeViolations(page, 'group request')

      // Sent without a time, an e-mail or a phone: the fields say what is missing, nothing is sent.
      await send.click()
      for (const message of ['Please select a time', 'Invalid email format', 'Please enter your phone number']) {
        await expect(form(page).getByText(message, { exact: true })).toBeVisible()
      }
      expect(posts).toEqual([])

      // 13 is still a group; 12 books online, with the name still typed.
      await guests.fill('13')
      await expect(group).toContainText('For 13 guests')
      await guests.fill('12')
      await expect(group).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Book Now' })).toBeVisible()
      await expect(page.getByLabel('Name')).toHaveValue(name)
      await expect(page.getByLabel('Phone (optional)')).toBeVisible()
      // (Whether the day then has a notice depends on the answer for 12 at a table, which may arrive at any moment.)
    })

    test('no toast covers the time field, its alternatives or Book Now (after a 409 and after a 400)', async ({ page, request, consoleGuard }) => {
      consoleGuard.allow(/status of 409/)
      consoleGuard.allow(/status of 400/)
      const { date } = own(`toasts ${size}`)
      // The form must send the booking the guest chose: it keeps the free times it was shown until it does.
      await keepAvailabilityUntilBooking(page)
      await startBooking(page, { name: ownName('Toast Guest'), date, guests: 2, seating: 'Bar' })
      await timeSelect(page).selectOption('19:00')
      await takeBarSeatsAtSeven(request, date)

      const bookNow = page.getByRole('button', { name: 'Book Now' })
      const refused = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/reservations'))
      await bookNow.click()
      expect((await refused).status()).toBe(409)
      const offers = page.getByTestId('booking-alternatives')
      await expect(openToasts(page)).toContainText('Sorry, we cannot seat 2 guests at the bar at 7:00 PM')
      await expect(offers).toContainText('7:00 PM was just taken; here are the nearest times:')
      await expect(timeSelect(page)).toHaveValue('')
      await expectToastClearOf(page, { 'the time field': timeSelect(page), 'the alternatives': offers, 'Book Now': bookNow })

      // A 400 naming the time: its message shows at the field, the toast beside it.
      await offers.getByRole('button', { name: 'Book 9:00 PM instead' }).click()
      const message = 'Please select a time later than now'
      await mockApi(page, '**/api/reservations', 400, { message, details: [{ path: 'time', message }] })
      await bookNow.click()
      await expect(openToasts(page)).toHaveCount(1)
      await expect(openToasts(page)).toContainText(message)
      await expect(form(page).getByText(message)).toBeVisible()
      await expectToastClearOf(page, { 'the time field': timeSelect(page), 'its message': form(page).getByText(message), 'Book Now': bookNow })
    })
  })
}
