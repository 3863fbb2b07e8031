import type { Page } from '@playwright/test'
import type { CreatedReservationJson } from '~/contracts/reservations'
import { PHONE, apiGet, createReservation, expect, expectAxeCleanAndFits, expectNoAxeViolations, expectNoSidewaysScroll, holdRequests, weekdayDate, openHydrated, ownData, ownName, signIn, test, venueDate, waitForHydration } from './support/public-fixtures'
import { availabilityAnswer, BAR_SEATS, bookingForm as form, takeBarSeatsAtSeven, fillGuest, keepAvailabilityUntilBooking, openToasts, pickDate, slotOption, startBooking, timeSelect } from './support/booking-form'

// The guest's side of booking: availability in the time list, 409 alternatives, the confirmation with the private
// link, the guest's own booking page (cancel), and bad tokens. Each test books on a day of its own (own-data.ts),
// so the tests run in parallel on the shared demo database.
test.describe.configure({ mode: 'parallel' })

const own = ownData('public-booking-flow.spec.ts')
const NOT_FOUND = 'We could not find this booking. Please check the link in your confirmation.'

/** Books through the form and returns the confirmation panel. */
async function bookThroughForm(page: Page, booking: { name: string; date: string; time: string; guests: number }) {
  await startBooking(page, booking)
  await timeSelect(page).selectOption(booking.time)
  await page.getByRole('button', { name: 'Book Now' }).click()
  const panel = page.getByTestId('booking-confirmation')
  await expect(panel).toBeVisible()
  return panel
}

test.describe('booking flow', () => {
  test('book, see the confirmation with reference and private link, open it, cancel: the cancelled state shows and the seats are free', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const name = ownName('Maria Flow')
    const { date } = own('book and cancel')
    const created = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/reservations'))
    const panel = await bookThroughForm(page, { name, date, time: '19:00', guests: 4 })
    const answer = (await (await created).json()) as CreatedReservationJson

    // The 'Reservation Confirmed' toast still shows.
    await expect(openToasts(page)).toContainText('Reservation Confirmed')
    await expect(openToasts(page)).toContainText('We look forward to seeing you!')
    // The panel replaces the form and takes the focus.
    await expect(form(page)).toHaveCount(0)
    // One wording for a new booking: the panel agrees with the toast, and offers the booking for a calendar.
    await expect(panel.getByRole('heading', { name: 'Reservation confirmed' })).toBeFocused()
    await expect(panel.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', `/api/bookings/${answer.manageToken}/ics`)
    await expect(panel.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('download', '')
    await expect(panel.getByTestId('booking-reference')).toHaveText(answer.reference)
    expect(answer.reference).toMatch(/^BB-[2-9A-HJKMNP-Z]{5}$/)
    await expect(panel).toContainText(`Thank you, ${name}.`)
    for (const [term, value] of [
      ['Date', weekdayDate(date)],
      ['Time', '7:00 PM'],
      ['Party', '4 guests'],
      ['Seating', 'Table'],
    ]) {
      await expect(panel.locator('dl > div').filter({ has: page.locator('dt', { hasText: term }) }).locator('dd')).toHaveText(value)
    }
    const url = `${baseURL}${answer.managePath}`
    expect(answer.managePath).toMatch(/^\/booking\/[A-Za-z0-9_-]{43}$/)
    await expect(panel.getByTestId('private-link')).toHaveText(url)
    await expect(panel).toContainText('This link is the only way to view or cancel your booking online')
    await expect(panel).toContainText('Keep it private')

    // Copy puts the full link on the clipboard.
    await panel.getByRole('button', { name: 'Copy link' }).click()
    await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible()
    await expect(panel.getByRole('status')).toContainText('The link is copied.')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)

    // Open my booking: the guest's own page.
    await panel.getByRole('link', { name: 'Open my booking' }).click()
    await expect(page).toHaveURL(url)
    const booking = page.getByTestId('manage-booking')
    await expect(page.getByRole('heading', { level: 1, name: 'Your Booking' })).toBeVisible()
    await expect(booking.getByTestId('booking-reference')).toHaveText(answer.reference)
    await expect(booking.getByTestId('booking-status')).toHaveText('Confirmed')
    await expect(booking).toContainText('Our team has confirmed your booking.')
    await expect(booking.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', `/api/bookings/${answer.manageToken}/ics`)
    for (const text of [name, weekdayDate(date), '7:00 PM', '4 guests', 'Table']) await expect(booking).toContainText(text)

    // A reload answers from the server (status 200, booking in the first HTML).
    const reload = await page.reload()
    expect(reload?.status()).toBe(200)
    expect(await reload!.text()).toContain(`>${answer.reference}<`)
    await waitForHydration(page)

    // Cancel asks first; 'Keep my booking' changes nothing.
    const cancels: string[] = []
    page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/cancel') && cancels.push(r.url()))
    await booking.getByRole('button', { name: 'Cancel booking' }).click()
    let question = page.getByRole('alertdialog', { name: 'Cancel this booking?' })
    await expect(question).toContainText(`your table for 4 guests at 7:00 PM on ${weekdayDate(date)}`)
    await question.getByRole('button', { name: 'Keep my booking' }).click()
    await expect(question).toBeHidden()
    await expect(booking.getByRole('button', { name: 'Cancel booking' })).toBeFocused()
    expect(cancels).toEqual([])

    await booking.getByRole('button', { name: 'Cancel booking' }).click()
    question = page.getByRole('alertdialog', { name: 'Cancel this booking?' })
    await question.getByRole('button', { name: 'Yes, cancel it' }).click()
    await expect(booking.getByTestId('booking-status')).toHaveText('Cancelled')
    await expect(booking).toContainText('This booking has been cancelled and its seats released.')
    await expect(booking.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0)
    // Cancelled: no more talk of cancelling, nor of adding it to a calendar.
    await expect(booking).not.toContainText(/view or cancel|cancel online|Plans changed/)
    await expect(booking.getByRole('link', { name: 'Add to calendar' })).toHaveCount(0)
    await expect(openToasts(page)).toContainText('Booking cancelled')
    expect(cancels).toHaveLength(1)

    // It stays cancelled (server), staff see it cancelled, and its table is free again.
    await page.reload()
    await expect(page.getByTestId('booking-status')).toHaveText('Cancelled')
    await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0)
    const guestView = await page.request.get(`/api/bookings/${answer.manageToken}`)
    expect(await guestView.json()).toMatchObject({ status: 'cancelled', canCancel: false, reference: answer.reference })
    await signIn(page)
    const staffView = (await apiGet<Array<{ id: number; status: string }>>(page, '/api/reservations')).find((r) => r.id === answer.id)
    expect(staffView?.status).toBe('cancelled')

    // Back to /book: the confirmation (and its link) is still there; 'Make another booking' gives a fresh form.
    await page.goBack()
    await expect(page).toHaveURL(/\/book$/)
    await expect(page.getByTestId('booking-confirmation').getByTestId('booking-reference')).toHaveText(answer.reference)
    // A reload keeps it too (the browser's history state; the server's HTML shows the form, then it hydrates).
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByTestId('booking-confirmation').getByTestId('booking-reference')).toHaveText(answer.reference)
    await page.getByRole('button', { name: 'Make another booking' }).click()
    await expect(form(page)).toBeVisible()
    // The form's first field (the party size: the order guests decide in) takes the focus.
    await expect(page.getByLabel('Number of guests')).toBeFocused()
    await expect(page.getByLabel('Name')).toHaveValue('')
    await expect(page.getByLabel('Number of guests')).toHaveValue('2')
    await expect(timeSelect(page)).toHaveValue('')
  })

  test('while the script of the confirmation is on its way, the form gives way to "Loading your confirmation..."', async ({ page }) => {
    // The script is asked for as the guest starts on the form; held, the booking is made before it arrives.
    const script = await holdRequests(page, /\/booking-confirmation-[\w-]+\.js$/)
    const { date } = own('confirmation script held')
    await startBooking(page, { name: ownName('Lina Waiting'), date, guests: 2 })
    await timeSelect(page).selectOption('19:00')
    await page.getByRole('button', { name: 'Book Now' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Loading your confirmation...' })).toBeVisible()
    await expect(form(page)).toHaveCount(0)
    expect(script.held.length).toBeGreaterThan(0)

    await script.release()
    await expect(page.getByTestId('booking-confirmation')).toBeVisible()
    await expect(page.getByText('Loading your confirmation...')).toHaveCount(0)
  })

  test('the private page sends no Referer, is not indexed, and is not in the sitemap', async ({ page, request }) => {
    const booking = await createReservation(request, {
      date: own('private page').date,
      time: '12:00',
      guests: 2,
      seatingPreference: 'table',
      name: ownName('Ref Check'),
      email: 'maria.santos.with.a.very.long.address@beach-resort-example.com',
      notes: 'Birthday dinner, a table near the water please',
    })
    await page.setViewportSize(PHONE)
    const referers: Array<Promise<string | null>> = []
    page.on('request', (r) => {
      if (r.url().includes('/assets/')) referers.push(r.headerValue('referer'))
    })
    const response = await page.goto(booking.managePath)
    expect(response?.status()).toBe(200)
    expect(response?.headers()['cache-control']).toBe('private, no-store')
    await waitForHydration(page)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')
    expect(referers.length).toBeGreaterThan(0)
    expect((await Promise.all(referers)).filter(Boolean)).toEqual([])
    expect(await page.evaluate(() => document.referrer)).toBe('')
    // Everything the guest typed shows, and a long email address wraps instead of widening a phone's page.
    await expect(page.getByTestId('manage-booking')).toContainText('maria.santos.with.a.very.long.address@beach-resort-example.com')
    await expect(page.getByTestId('manage-booking')).toContainText('Birthday dinner, a table near the water please')
    await expectNoSidewaysScroll(page, PHONE.width)

    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain('/book</loc>')
    expect(sitemap).not.toContain('/booking')
  })
})

test.describe('availability in the time list', () => {
  test('a full slot is marked unavailable; a picked time that no longer fits is cleared, said next to the field, and the form asks for a time', async ({ page, request }) => {
    const { date } = own('full slot')
    // Ten of the bar's twelve seats taken from 7:00 PM to 9:00 PM.
    await takeBarSeatsAtSeven(request, date, BAR_SEATS - 2)

    await startBooking(page, { name: ownName('Bar Guest'), date, guests: 2, seating: 'Bar' })
    // Two guests still fit at 7:00 PM.
    await expect(slotOption(page, '19:00')).toHaveText('7:00 PM')
    await expect(slotOption(page, '19:00')).toBeEnabled()
    await timeSelect(page).selectOption('19:00')

    // Three do not: every start whose two hours overlap 7:00-9:00 PM is full; the picked time is cleared.
    await page.getByLabel('Number of guests').fill('3')
    for (const [time, label] of [
      ['17:30', '5:30 PM (full)'],
      ['18:00', '6:00 PM (full)'],
      ['19:00', '7:00 PM (full)'],
      ['20:30', '8:30 PM (full)'],
    ]) {
      await expect(slotOption(page, time)).toHaveText(label)
      await expect(slotOption(page, time)).toBeDisabled()
    }
    for (const [time, label] of [
      ['17:00', '5:00 PM'],
      ['21:00', '9:00 PM'],
    ]) {
      await expect(slotOption(page, time)).toHaveText(label)
      await expect(slotOption(page, time)).toBeEnabled()
    }
    await expect(timeSelect(page)).toHaveValue('')
    await expect(page.getByTestId('booking-alternatives')).toContainText('7:00 PM is not free for 3 guests on this date; here are the nearest times:')
    await expect(page.getByTestId('booking-alternatives').getByRole('button')).toHaveText([
      'Book 4:30 PM instead',
      'Book 5:00 PM instead',
      'Book 9:00 PM instead',
    ])
    // Still 24 options (the placeholder and the 23 slots), values HH:mm, the duration hint unchanged.
    await expect(timeSelect(page).locator('option')).toHaveCount(24)
    await expect(form(page).getByText('Standard reservation duration: 2 hours', { exact: true })).toBeVisible()

    const posts: string[] = []
    page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/reservations') && posts.push(r.url()))
    await page.getByRole('button', { name: 'Book Now' }).click()
    await expect(form(page).getByText('Please select a time', { exact: true })).toBeVisible()
    expect(posts).toEqual([])

    // Filling the bar completely makes every overlapping slot full for one guest too.
    await takeBarSeatsAtSeven(request, date, 2)
    await page.getByLabel('Number of guests').fill('1')
    await expect(slotOption(page, '19:00')).toHaveText('7:00 PM (full)')
    await expect(slotOption(page, '19:00')).toBeDisabled()
    // At a table the same time is free.
    await page.getByRole('radio', { name: 'Table' }).check()
    await expect(slotOption(page, '19:00')).toHaveText('7:00 PM')
    await expect(slotOption(page, '19:00')).toBeEnabled()
  })

  test('today: times already gone are marked past', async ({ page }) => {
    const answered = availabilityAnswer(page, { date: venueDate(0) })
    await page.goto('/book')
    const answer = await answered
    const slots = ((await answer.json()) as { slots: Array<{ time: string; available: boolean; reason?: string }> }).slots
    expect(slots).toHaveLength(23)
    for (const slot of slots) {
      const option = slotOption(page, slot.time)
      if (slot.reason === 'past') {
        await expect(option).toHaveText(/ \(past\)$/)
        await expect(option).toBeDisabled()
      } else if (slot.available) {
        await expect(option).toBeEnabled()
      }
    }
  })

  test('a party larger than any table but not the bar: the times say so at a table, the bar seats them', async ({ page }) => {
    // The demo's largest table seats 10 and its bar 12: 11 guests book online only at the bar.
    await openHydrated(page, '/book')
    await pickDate(page, own('party too large').date)
    await page.getByLabel('Number of guests').fill('11')
    const notice = page.getByTestId('availability-notice')
    await expect(notice).toContainText('We have no table for 11 guests. Please call us to arrange a group booking.')
    await expect(notice.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+?\d+$/)
    await expect(slotOption(page, '19:00')).toHaveText('7:00 PM (party too large)')
    await expect(timeSelect(page).locator('option:disabled')).toHaveCount(23)

    await page.getByRole('radio', { name: 'Bar' }).check()
    await expect(notice).toHaveCount(0)
    await expect(timeSelect(page).locator('option:disabled')).toHaveCount(0)
    await page.getByLabel('Number of guests').fill('4')
    await expect(notice).toHaveCount(0)
    await expect(timeSelect(page).locator('option:disabled')).toHaveCount(0)
  })

  test('availability never blocks booking: while it loads and when it fails every time can be picked', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 500/)
    let release!: () => void
    const released = new Promise<void>((r) => (release = r))
    await page.route(/\/api\/availability\?/, async (route) => {
      await released
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Something went wrong' }) })
    })
    await openHydrated(page, '/book')
    await fillGuest(page, ownName('No Availability'), { guests: 2 })
    await pickDate(page, own('availability fails').date)
    await expect(form(page).getByText('Checking which times are free...')).toBeVisible()
    await expect(timeSelect(page)).toBeEnabled()
    await expect(timeSelect(page).locator('option:disabled')).toHaveCount(0)
    await timeSelect(page).selectOption('13:00')
    release()
    await expect(form(page).getByText('We could not check which times are free.')).toBeVisible()
    await expect(timeSelect(page).locator('option:disabled')).toHaveCount(0)
    await expect(timeSelect(page)).toHaveValue('13:00')
    await page.getByRole('button', { name: 'Book Now' }).click()
    await expect(page.getByTestId('booking-confirmation')).toContainText('1:00 PM')
  })
})

test.describe('server refusals', () => {
  test('409: the toast shows the server message and its alternatives are buttons that pick the time', async ({ page, request, consoleGuard }) => {
    consoleGuard.allow(/status of 409/)
    const { date } = own('409')
    // What this proves is the server's refusal: the form must send the booking. Whenever the form asks for
    // availability again before it does (it does when an answer goes stale, or was still on its way when the other
    // booking landed), it is given the answer the guest chose from.
    await keepAvailabilityUntilBooking(page)
    await startBooking(page, { name: ownName('Too Late'), date, guests: 2, seating: 'Bar' })
    await expect(slotOption(page, '19:00')).toHaveText('7:00 PM')
    await expect(slotOption(page, '19:00')).toBeEnabled()
    await timeSelect(page).selectOption('19:00')

    // Meanwhile someone else takes the whole bar at 7:00 PM.
    await takeBarSeatsAtSeven(request, date)
    const refused = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/reservations'))
    await page.getByRole('button', { name: 'Book Now' }).click()
    const response = await refused
    expect(response.status()).toBe(409)
    const body = (await response.json()) as { message: string; alternatives: string[] }
    expect(body.alternatives).toEqual(['16:30', '17:00', '21:00'])

    const toast = openToasts(page)
    await expect(toast).toContainText('Error')
    await expect(toast).toContainText(body.message)
    expect(body.message).toMatch(/^Sorry, we cannot seat 2 guests at the bar at 7:00 PM on .* We can seat you at 4:30 PM, 5:00 PM or 9:00 PM that day\.$/)

    const offers = page.getByTestId('booking-alternatives')
    await expect(offers.getByRole('button')).toHaveText(['Book 4:30 PM instead', 'Book 5:00 PM instead', 'Book 9:00 PM instead'])
    // Availability is asked again: 7:00 PM is full now, and the refused time is cleared.
    await expect(slotOption(page, '19:00')).toHaveText('7:00 PM (full)')
    await expect(timeSelect(page)).toHaveValue('')
    // The guest's details stay.
    await expect(page.getByLabel('Number of guests')).toHaveValue('2')

    await offers.getByRole('button', { name: 'Book 9:00 PM instead' }).click()
    await expect(timeSelect(page)).toHaveValue('21:00')
    await expect(offers.getByRole('button', { name: 'Book 9:00 PM instead' })).toHaveAttribute('aria-pressed', 'true')
    await expect(offers).toContainText('9:00 PM is selected. Press Book Now to book it.')

    await page.getByRole('button', { name: 'Book Now' }).click()
    const panel = page.getByTestId('booking-confirmation')
    await expect(panel).toContainText('9:00 PM')
    await expect(panel).toContainText('Bar')
  })

  test('400 past time: the message shows at the time field and in the toast', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 400/)
    const pastTime = {
      message: 'Please select a time later than now',
      details: [{ path: 'time', message: 'Please select a time later than now' }],
    }
    await page.route('**/api/reservations', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify(pastTime) }),
    )
    await openHydrated(page, '/book')
    await fillGuest(page, ownName('Past Time'), { guests: 2 })
    await pickDate(page, own('400').date)
    await timeSelect(page).selectOption('11:00')
    await page.getByRole('button', { name: 'Book Now' }).click()
    await expect(openToasts(page)).toContainText('Please select a time later than now')
    await expect(form(page).getByText('Please select a time later than now')).toBeVisible()
    await expect(timeSelect(page)).toHaveAttribute('aria-invalid', 'true')
    await expect(timeSelect(page)).toHaveAccessibleDescription(/Please select a time later than now/)
  })
})

test.describe('bad tokens', () => {
  test('an altered, unknown or malformed token: HTTP 404 and one friendly page inside the public frame', async ({ page, request, consoleGuard }) => {
    consoleGuard.allow(/status of 404/)
    const booking = await createReservation(request, { name: ownName('Token Owner'), date: own('bad tokens').date, time: '13:00', seatingPreference: 'table' })
    const token = booking.manageToken
    const flip = (c: string) => (c === 'A' ? 'B' : 'A')
    const altered = [
      token.slice(0, -1) + flip(token.slice(-1)),
      flip(token[0]) + token.slice(1),
      token.slice(0, 20) + flip(token[20]) + token.slice(21),
      token.slice(0, -1),
      `${token}A`,
      'not-a-token',
      'A'.repeat(43),
    ]
    const texts: string[] = []
    for (const bad of altered) {
      const response = await page.goto(`/booking/${bad}`)
      expect(response?.status(), bad).toBe(404)
      const main = page.locator('main')
      await expect(main.getByRole('heading', { level: 1, name: 'Booking not found' })).toBeVisible()
      await expect(main).toContainText(NOT_FOUND)
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')
      const html = await response!.text()
      expect(html).not.toContain(booking.reference)
      expect(html).not.toContain('Token Owner')
      texts.push(await main.innerText())
      const api = await request.get(`/api/bookings/${bad}`)
      expect(api.status()).toBe(404)
      expect(await api.json()).toEqual({ message: NOT_FOUND })
    }
    // One page for all of them.
    expect(new Set(texts).size).toBe(1)
    // The real token still opens the booking.
    expect((await page.goto(booking.managePath))?.status()).toBe(200)
    await expect(page.getByTestId('booking-reference')).toHaveText(booking.reference)
  })
})

test('axe on a phone: the confirmation panel, the booking page and its cancel question', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 404/) // the bad-token page at the end answers 404 on purpose
  await page.setViewportSize(PHONE)
  const panel = await bookThroughForm(page, { name: ownName('Axe Guest'), date: own('axe').date, time: '18:00', guests: 2 })
  await expect(panel.getByTestId('booking-reference')).toBeVisible()
  await expectNoAxeViolations(page, 'confirmation panel')
  // Nothing in the panel runs off a phone's screen.
  await expectNoSidewaysScroll(page, PHONE.width)

  await panel.getByRole('link', { name: 'Open my booking' }).click()
  await expect(page.getByTestId('manage-booking')).toBeVisible()
  await page.reload()
  await waitForHydration(page)
  await expectAxeCleanAndFits(page, 'booking page')

  await page.getByRole('button', { name: 'Cancel booking' }).click()
  await expect(page.getByRole('alertdialog', { name: 'Cancel this booking?' })).toBeVisible()
  await expectNoAxeViolations(page, 'cancel question')
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, cancel it' }).click()
  await expect(page.getByTestId('booking-status')).toHaveText('Cancelled')
  await expectNoAxeViolations(page, 'cancelled booking')

  await page.goto('/booking/altered-token')
  await expectNoAxeViolations(page, 'booking not found')
})

test('cancel refused (its time has come): the server message shows, with a way to call, and the page asks the server again', async ({
  page,
  request,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 409/)
  const booking = await createReservation(request, { name: ownName('Late Cancel'), date: own('cancel refused').date, time: '20:00', seatingPreference: 'table' })
  // A booking whose start has passed can't be made here, so the server's refusal is played back to the page.
  const tooLate = { message: 'This booking started at 8:00 PM on a past day and can no longer be cancelled online. Please contact us.' }
  await page.route('**/api/bookings/*/cancel', (route) =>
    route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify(tooLate) }),
  )
  await openHydrated(page, booking.managePath)
  const refreshed = page.waitForResponse((r) => r.request().method() === 'GET' && r.url().endsWith(`/api/bookings/${booking.manageToken}`))
  await page.getByRole('button', { name: 'Cancel booking' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, cancel it' }).click()
  await expect(openToasts(page)).toContainText('Error')
  await expect(openToasts(page)).toContainText(tooLate.message)
  const alert = page.getByTestId('manage-booking').getByRole('alert')
  await expect(alert).toContainText(tooLate.message)
  await expect(alert.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/)
  expect((await refreshed).status()).toBe(200)
  await expect(page.getByTestId('booking-status')).toHaveText('Confirmed')
})
