import type { APIRequestContext, Page } from '@playwright/test'
import { type BookingRequest, DESKTOP, PHONE, TABLET, VENUE_TZ, apiGet, createReservation, expect, expectNoAxeViolations, expectNoSidewaysScroll, expectNoSidewaysScrollAt, expectToast, holdRequests, longDate, ownData, ownName, signIn, test, venueDate } from './support/admin-fixtures'
import { calendarEvent, listEntry, openReservationsPage, showDate } from './support/seating'
import { venueTimeNow } from '../../app/lib/venue-time'
import type { ReservationJson } from '~/contracts/reservations'

const own = ownData('admin-reservations.spec.ts')

const COLOURS = {
  pending: 'rgb(234, 179, 8)',
  confirmed: 'rgb(34, 197, 94)',
  cancelled: 'rgb(239, 68, 68)',
  completed: 'rgb(59, 130, 246)',
  'no-show': 'rgb(156, 163, 175)',
}

/** A bar booking on the test's own day, then the reservations page showing that day. */
async function bookAndShow(page: Page, request: APIRequestContext, input: BookingRequest) {
  const reservation = await createReservation(request, { seatingPreference: 'bar', ...input })
  await signIn(page)
  await openReservationsPage(page)
  await showDate(page, reservation.date)
  return reservation
}

async function expectStatus(page: Page, reservation: Pick<ReservationJson, 'name'>, status: keyof typeof COLOURS) {
  await expect(calendarEvent(page, reservation.name)).toHaveCSS('background-color', COLOURS[status])
  await expect(page.getByLabel(`Status for ${reservation.name}`)).toHaveValue(status)
}

test.describe('in a browser far from the venue', () => {
  // The calendar must show venue-local times whatever the browser's own time zone is.
  test.use({ timezoneId: 'America/Los_Angeles' })

  test('the calendar is a week of the opening hours (11:00 to midnight) in half hours and shows bookings at venue time', async ({ page, request }) => {
    const today = venueDate(0)
    const name = ownName('Cal Check')
    const tomorrow = own('calendar').date
    expect(tomorrow).toBe(venueDate(1))
    await createReservation(request, { name, date: tomorrow, time: '19:00', guests: 2, seatingPreference: 'bar' })
    await signIn(page)
    await openReservationsPage(page)

    // Week time grid with previous/next/today and month/week/day.
    const toolbar = page.locator('.fc-header-toolbar')
    for (const selector of ['.fc-prev-button', '.fc-next-button', '.fc-today-button']) {
      await expect(toolbar.locator(selector)).toBeVisible()
    }
    await expect(toolbar.getByRole('button', { name: 'month', exact: true })).toBeVisible()
    await expect(toolbar.getByRole('button', { name: 'week', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(toolbar.getByRole('button', { name: 'day', exact: true })).toBeVisible()

    // The opening hours, 11:00 to midnight, in 30-minute slots, hourly labels, no all-day row, a now-indicator, automatic height.
    await expect(page.locator('.fc-timegrid-slot-lane')).toHaveCount(26)
    await expect(page.locator('.fc-timegrid-slot-label-cushion')).toHaveText([
      '11am', '12pm', '1pm', '2pm', '3pm', '4pm', '5pm', '6pm', '7pm', '8pm', '9pm', '10pm', '11pm',
    ])
    await expect(page.locator('.fc-timegrid-axis-cushion', { hasText: /all-day/i })).toHaveCount(0)
    expect(await page.locator('.fc-scroller-liquid-absolute').count()).toBe(0)

    // Today is the venue's today (for most of the venue's day, Los Angeles is still on the day before),
    // and the now-indicator runs on venue time: shown in today's column while the venue is open, from 11:00 to midnight.
    const todayColumn = page.locator(`.fc-timegrid-col[data-date="${today}"]`)
    await expect(todayColumn).toHaveClass(/fc-day-today/)
    const venueHour = Number(venueTimeNow(VENUE_TZ).slice(0, 2))
    await expect(todayColumn.locator('.fc-timegrid-now-indicator-line')).toHaveCount(venueHour >= 11 ? 1 : 0)

    // The booking sits in its day's column at 7:00 PM venue time, two hours long.
    await showDate(page, tomorrow)
    const event = calendarEvent(page, name)
    await expect(event).toContainText(`${name} (2 guests, bar)`)
    await expect(event.locator('.fc-event-time')).toHaveText('7:00 - 9:00')
    await expect(page.locator(`.fc-timegrid-col[data-date="${tomorrow}"]`).locator('.fc-event').filter({ hasText: name })).toHaveCount(1)
    await expectNoAxeViolations(page, 'calendar after navigating')
    const [slot7, slot9] = await Promise.all([
      page.locator('.fc-timegrid-slot-lane[data-time="19:00:00"]').boundingBox(),
      page.locator('.fc-timegrid-slot-lane[data-time="21:00:00"]').boundingBox(),
    ])
    const box = await event.boundingBox()
    expect(Math.abs(box!.y - slot7!.y)).toBeLessThan(4)
    expect(Math.abs(box!.y + box!.height - slot9!.y)).toBeLessThan(4)

    // Month and day views show it too.
    await toolbar.getByRole('button', { name: 'month', exact: true }).click()
    await expect(page.locator('.fc-dayGridMonth-view')).toBeVisible()
    await expect(calendarEvent(page, name)).toBeVisible()
    await toolbar.getByRole('button', { name: 'day', exact: true }).click()
    await expect(page.locator('.fc-timeGridDay-view')).toBeVisible()
    const todayButton = toolbar.locator('.fc-today-button')
    if (await todayButton.isEnabled()) await todayButton.click()
    await expect(page.locator(`.fc-timegrid-col[data-date="${today}"]`)).toBeVisible()
    await toolbar.locator('.fc-next-button').click()
    await expect(page.locator(`.fc-timegrid-col[data-date="${tomorrow}"]`)).toBeVisible()
    await expect(calendarEvent(page, name)).toBeVisible()
  })
})

test('clicking a calendar entry shows its details; a status change there updates both views and persists', async ({
  page,
  request,
}) => {
  const reservation = await bookAndShow(page, request, { name: ownName('Cal Dialog'), date: own('dialog').date, time: '15:30', guests: 3 })
  await expectStatus(page, reservation, 'confirmed')

  await calendarEvent(page, reservation.name).click()
  const dialog = page.getByRole('dialog', { name: reservation.name })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('3 guests')
  await expect(dialog).toContainText('Bar')
  await expect(dialog).toContainText('Not provided')
  await expect(dialog).toContainText(reservation.email!)
  await expect(dialog).toContainText('No notes')
  await expectNoAxeViolations(page, 'reservation details dialog')

  // Online bookings start confirmed (decision 013); staff may set one pending: a hold, not confirmed yet.
  await dialog.getByLabel('Status', { exact: true }).selectOption('pending')
  await expectToast(page, { title: 'Status updated', description: 'Reservation status has been updated successfully.' })
  await expect(dialog.getByLabel('Status', { exact: true })).toHaveValue('pending')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expectStatus(page, reservation, 'pending')

  await page.reload()
  await expect(page.locator('.fc-timeGridWeek-view')).toBeVisible()
  await showDate(page, reservation.date)
  await expectStatus(page, reservation, 'pending')
  const saved = (await apiGet<ReservationJson[]>(page, '/api/reservations')).find((r) => r.id === reservation.id)
  expect(saved?.status).toBe('pending')

  // The entry opens by keyboard too.
  await calendarEvent(page, reservation.name).focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Status', { exact: true })).toHaveValue('pending')
})

test('the list shows every detail, and a status change there updates the calendar and persists', async ({
  page,
  request,
}) => {
  const reservation = await bookAndShow(page, request, {
    name: ownName('List Change'),
    date: own('list').date,
    time: '17:00',
    guests: 2,
    phone: '+639171234567',
    notes: 'Window seat, birthday',
  })
  const entry = listEntry(page, reservation.name)
  await expect(entry).toContainText(`${longDate(reservation.date)} at 5:00 PM`)
  await expect(entry).toContainText('2 guests · Bar')
  await expect(entry).toContainText('+63 917 123 4567')
  await expect(entry).toContainText(reservation.email!)
  await expect(entry).toContainText('Window seat, birthday')

  // Cancelled is the details dialog's button (it asks first), not the selector's.
  await expect(page.getByLabel(`Status for ${reservation.name}`).locator('option[value="cancelled"]')).toHaveCount(0)
  await page.getByLabel(`Status for ${reservation.name}`).selectOption('no-show')
  await expectToast(page, { title: 'Status updated', description: 'Reservation status has been updated successfully.' })
  await expectStatus(page, reservation, 'no-show')

  await page.getByLabel(`Status for ${reservation.name}`).selectOption('completed')
  await expectToast(page, { title: 'Status updated', description: 'Reservation status has been updated successfully.' })
  await expectStatus(page, reservation, 'completed')

  await page.reload()
  await expect(page.locator('.fc-timeGridWeek-view')).toBeVisible()
  await showDate(page, reservation.date)
  await expectStatus(page, reservation, 'completed')
})

test('a failed status change shows the error toast and keeps the saved status', async ({ page, request, consoleGuard }) => {
  consoleGuard.allow(/status of 500/)
  const reservation = await bookAndShow(page, request, { name: ownName('Fail Change'), date: own('failed change').date, time: '20:30', guests: 2 })
  await page.route('**/api/reservations/*/status', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Something went wrong"}' }),
  )
  await page.getByLabel(`Status for ${reservation.name}`).selectOption('pending')
  await expectToast(page, {
    title: 'Error',
    description: 'Failed to update reservation status. Please try again.',
    destructive: true,
  })
  await expectStatus(page, reservation, 'confirmed')
  await expect(page.getByText('Status updated')).toHaveCount(0)
})

test("shows the loading text, passes axe on the host stand's tablet and on a phone, and fits from a phone to a desktop", async ({ page }) => {
  await signIn(page)
  await page.setViewportSize(TABLET)
  const hold = await holdRequests(page, '**/api/reservations')
  await page.goto('/admin/reservations?view=calendar')
  await expect(page.getByText('Loading reservations...')).toBeVisible()
  await hold.release()
  await expect(page.getByText('Loading reservations...')).toBeHidden()
  await expect(page.locator('.fc-timeGridWeek-view')).toBeVisible()
  await expectNoAxeViolations(page, 'reservations on the tablet')
  await expectNoSidewaysScrollAt(page, [{ width: 768, height: 1024 }, TABLET, DESKTOP], 'reservations')

  // Under 640 px the week's day headers stack their two lines so that seven columns fit: a layout of its own. The page
  // is loaded at that width (after a resize the calendar redraws a moment later).
  await page.setViewportSize(PHONE)
  await page.reload()
  await expect(page.locator('.fc-timeGridWeek-view')).toBeVisible()
  await expectNoAxeViolations(page, 'reservations on a phone')
  await expectNoSidewaysScroll(page, PHONE.width, 'reservations on a phone')
})

test('FullCalendar is loaded on the reservations page only', async ({ page }) => {
  const scripts: string[] = []
  page.on('response', async (res) => {
    if (res.url().endsWith('.js')) scripts.push(`${res.url()}\n${await res.text().catch(() => '')}`)
  })
  const usesFullCalendar = () => scripts.filter((s) => s.includes('fc-timegrid-slot'))

  await page.goto('/menu')
  await page.goto('/admin/login')
  await signIn(page)
  for (const path of ['/admin/dashboard', '/admin/menu', '/admin/offers']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
  }
  expect(usesFullCalendar()).toEqual([])

  await page.goto('/admin/reservations?view=calendar')
  await expect(page.locator('.fc-timeGridWeek-view')).toBeVisible()
  await expect.poll(() => usesFullCalendar().length).toBeGreaterThan(0)
  expect(usesFullCalendar().every((s) => /\/assets\/reservation-calendar-[\w-]+\.js/.test(s.split('\n')[0]))).toBe(true)
})
