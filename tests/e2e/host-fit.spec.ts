import type { Locator, Page } from '@playwright/test'
import type { StaffCreatedReservationJson } from '~/contracts/reservations'
import { PHONE, TABLET, expect, ownData, signIn, test, venueDate } from './support/admin-fixtures'

// Issue 27, a trial at the door: the host stand must show the evening, not its own tools, on a tablet and a phone;
// every control a finger can hit; notices beside the controls, never over them.

const own = ownData('host-fit.spec.ts')
const PORTRAIT = { width: 768, height: 1024 }
/** The smallest touch target (WCAG 2.5.5), with half a pixel for rounding. */
const MIN_TARGET = 44 - 0.5

/**
 * A busy evening of 20 bookings on `date`: 6:00 PM and 8:00 PM at each of the eight demo tables, two at 10:00 PM and
 * two at the bar at 7:00 PM.
 */
async function busyEvening(page: Page, date: string): Promise<StaffCreatedReservationJson[]> {
  const slots = [
    ...Array.from({ length: 8 }, (_, i) => ({ time: '18:00', tableNumber: i + 1 })),
    ...Array.from({ length: 8 }, (_, i) => ({ time: '20:00', tableNumber: i + 1 })),
    { time: '22:00', tableNumber: 1 },
    { time: '22:00', tableNumber: 2 },
    { time: '19:00', tableNumber: undefined },
    { time: '19:00', tableNumber: undefined },
  ]
  const made: StaffCreatedReservationJson[] = []
  for (const [i, { time, tableNumber }] of slots.entries()) {
    const res = await page.request.post('/api/reservations', {
      data: {
        name: `Fit Guest ${i + 1}`,
        phone: `0917 555 ${String(1000 + i)}`,
        date,
        time,
        guests: 2,
        seatingPreference: tableNumber ? 'table' : 'bar',
        tableNumber,
        source: 'phone',
      },
    })
    expect(res.status(), await res.text()).toBe(201)
    made.push(await res.json())
  }
  return made
}

const arrivalCards = (page: Page) => page.getByRole('list', { name: 'Arrivals' }).getByRole('listitem')

async function expectTouchTarget(control: Locator, name: string) {
  await expect(control, name).toBeVisible()
  const box = (await control.boundingBox())!
  expect(box.width, `${name} is wide enough to tap`).toBeGreaterThanOrEqual(MIN_TARGET)
  expect(box.height, `${name} is tall enough to tap`).toBeGreaterThanOrEqual(MIN_TARGET)
}

/** The host stand's own controls, and the frame's, at the size shown. */
async function expectHostStandTargets(page: Page) {
  await expectTouchTarget(page.getByRole('button', { name: 'Logout' }), 'Logout')
  await expectTouchTarget(page.getByTestId('admin-menu').locator('summary'), 'the admin menu')
  const views = page.getByRole('navigation', { name: 'Views' })
  for (const view of ['Arrivals', 'Floor', 'Calendar']) await expectTouchTarget(views.getByRole('link', { name: view }), view)
  await expectTouchTarget(page.getByRole('searchbox', { name: /Find a booking/ }), 'the search')
  await expectTouchTarget(page.getByRole('button', { name: 'Search', exact: true }), 'Search')
  await expectTouchTarget(page.getByRole('link', { name: 'New booking' }), 'New booking')
  const day = page.getByRole('navigation', { name: 'Day' })
  for (const name of ['Previous day', 'Today', 'Next day']) await expectTouchTarget(day.getByRole('link', { name }), name)
  await expectTouchTarget(day.getByLabel('Any date'), 'the date')
  await expectTouchTarget(day.getByRole('button', { name: 'Show' }), 'Show')
  const filters = page.getByRole('navigation', { name: 'Filter by status' }).getByRole('link')
  for (const filter of await filters.all()) await expectTouchTarget(filter, `the filter ${await filter.textContent()}`)
}

/** Every card's time is one line: its box is no taller than one line of its text. */
async function expectTimesOnOneLine(page: Page) {
  const times = arrivalCards(page).getByText(/^\d{1,2}:\d{2}\s[AP]M$/)
  await expect(times).toHaveCount(20)
  const lines = await times.evaluateAll((elements) =>
    elements.map((el) => ({ text: el.textContent, lines: Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)) })),
  )
  expect(lines.filter((time) => time.lines !== 1), 'times that wrap').toEqual([])
  expect(lines.map((time) => time.text)).toContain('10:00 PM')
}

/**
 * How far down the first booking may start: the frame and the host stand's tools take no more (the trial's tablet had
 * it at 610 px). Then at least six bookings are wholly in view at 1024x768, and four at 768x1024 and on a 390x844 phone.
 */
for (const { key, size, firstBookingAt, inView } of [
  { key: 'tablet landscape', size: TABLET, firstBookingAt: 290, inView: 6 },
  { key: 'tablet portrait', size: PORTRAIT, firstBookingAt: 340, inView: 4 },
  { key: 'phone', size: PHONE, firstBookingAt: 410, inView: 4 },
] as const) {
  test(`${key} (${size.width}x${size.height}): the bookings start high, every control 44 px, times on one line`, async ({ page }) => {
    test.setTimeout(60_000)
    await page.setViewportSize(size)
    await signIn(page)
    const { date } = own(key)
    await busyEvening(page, date)

    await page.goto(`/admin/reservations?date=${date}`)
    await expect(arrivalCards(page)).toHaveCount(20)
    await expect(page.getByRole('button', { name: 'Logout' })).toBeEnabled()
    const firstTop = await arrivalCards(page).first().evaluate((card) => card.getBoundingClientRect().top)
    expect(firstTop, 'where the first booking starts').toBeLessThanOrEqual(firstBookingAt)
    const whole = await arrivalCards(page).evaluateAll((cards) =>
      cards.filter((card) => {
        const box = card.getBoundingClientRect()
        return box.top >= 0 && box.bottom <= window.innerHeight
      }).length,
    )
    expect(whole, 'bookings wholly in view without scrolling').toBeGreaterThanOrEqual(inView)
    // The page's heading is there for screen readers, however little room the page gives it.
    await expect(page.getByRole('heading', { name: 'Reservations', level: 2 })).toBeAttached()
    await expectHostStandTargets(page)
    await expectTimesOnOneLine(page)

    // Every page stays one menu tap away.
    await page.getByTestId('admin-menu').locator('summary').click()
    const admin = page.getByRole('navigation', { name: 'Admin' })
    await expect(admin.getByRole('link')).toHaveCount(16)
    for (const link of await admin.getByRole('link').all()) await expectTouchTarget(link, `the menu's ${await link.textContent()}`)
    await page.keyboard.press('Escape')
    await expect(admin.getByRole('link')).toHaveCount(0)

    // The details: a close button a finger hits, text read at arm's length.
    await arrivalCards(page).first().getByRole('button', { name: /^Details/ }).click()
    const dialog = page.getByRole('dialog')
    await expectTouchTarget(dialog.getByRole('button', { name: 'Close', exact: true }), 'the dialog close button')
    const descriptionSize = await dialog.evaluate((el) => parseFloat(getComputedStyle(document.getElementById(el.getAttribute('aria-describedby')!)!).fontSize))
    expect(descriptionSize, 'the dialog text size').toBeGreaterThanOrEqual(16)
    await dialog.getByRole('button', { name: 'Close', exact: true }).click()
    await expect(dialog).toBeHidden()

    // The floor: every booking a full-sized tap.
    await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Floor' }).click()
    const block = page.getByRole('button', { name: /^Fit Guest 1\b/ })
    await expectTouchTarget(block, 'a booking on the floor')
  })
}

test('a phone booking for another night keeps the host on tonight, with a link to that night; its notice covers no control', async ({ page }) => {
  await page.setViewportSize(TABLET)
  await signIn(page)
  const [tonight, later] = own('no jump').dates
  await busyEvening(page, tonight)
  await page.goto(`/admin/reservations?date=${tonight}`)
  await expect(arrivalCards(page)).toHaveCount(20)

  await page.getByRole('link', { name: 'New booking' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Name').fill('Later Lara')
  await dialog.getByLabel('Guests').fill('2')
  await dialog.getByLabel('Date').fill(later)
  await dialog.getByLabel('Time').selectOption('19:00')
  await dialog.getByRole('button', { name: 'Save booking' }).click()
  await expect(dialog).toBeHidden()

  // Still tonight's list; the notice says where the booking went.
  expect(new URL(page.url()).searchParams.get('date')).toBe(tonight)
  await expect(arrivalCards(page)).toHaveCount(20)
  const laterDay = new Date(`${later}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'short', timeZone: 'UTC' })
  const notice = page.getByRole('status').filter({ hasText: 'Later Lara is booked for' })
  await expect(notice).toContainText(`Later Lara is booked for ${laterDay}.`)

  // The save's toast sits where no button is, and lets taps through around it.
  const toast = page.locator('li[data-swipe-direction]').filter({ hasText: 'Booking saved' })
  await expect(toast).toBeVisible()
  const toastBox = (await toast.boundingBox())!
  const buttons = page.locator('main').getByRole('button').or(page.locator('main').getByRole('link')).or(page.getByRole('button', { name: 'Logout' }))
  for (const control of await buttons.all()) {
    const box = await control.boundingBox()
    if (!box || box.y > TABLET.height || box.y + box.height < 0) continue
    const overlaps = box.x < toastBox.x + toastBox.width && toastBox.x < box.x + box.width && box.y < toastBox.y + toastBox.height && toastBox.y < box.y + box.height
    expect(overlaps, `the toast covers ${await control.textContent()}`).toBe(false)
  }
  const beside = { x: toastBox.x + toastBox.width + 8, y: toastBox.y + toastBox.height / 2 }
  const hitsNotices = await page.evaluate(({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('[aria-label^="Notifications"]')), beside)
  expect(hitsNotices, 'the notices region lets taps through beside the toast').toBe(false)

  await notice.getByRole('link', { name: `Show ${laterDay}` }).click()
  await expect(page).toHaveURL(new RegExp(`date=${later}`))
  await expect(arrivalCards(page)).toHaveCount(1)
  await expect(arrivalCards(page)).toContainText('Later Lara')
  await expect(notice).toHaveCount(0)
})

test('the week calendar of a busy night shows readable bookings, the rest a tap away', async ({ page }) => {
  await page.setViewportSize(TABLET)
  await signIn(page)
  const { date } = own('busy week')
  const bookings = await busyEvening(page, date)
  await page.goto('/admin/reservations?view=calendar')

  // The calendar opens on this week (from Sunday): on to the week of the busy night.
  const sunday = (day: string) => {
    const d = new Date(`${day}T00:00:00Z`)
    return d.getTime() - d.getUTCDay() * 86_400_000
  }
  const weeks = Math.round((sunday(date) - sunday(venueDate(0))) / (7 * 86_400_000))
  for (let i = 0; i < weeks; i++) await page.getByRole('button', { name: 'Next week' }).click()
  const column = page.locator(`.fc-timegrid-col[data-date="${date}"]`)
  await expect(column).toBeVisible()

  const events = column.locator('.fc-timegrid-event')
  await expect(events.first()).toBeVisible()
  const widths = await events.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().width))
  expect(Math.min(...widths), 'the narrowest booking in the week').toBeGreaterThanOrEqual(50)
  const more = column.locator('.fc-timegrid-more-link').first()
  await expect(more).toHaveText(/^\+\d+/)

  // The rest are listed a tap away, each opening its booking.
  await more.click()
  const popover = page.locator('.fc-popover')
  await expect(popover).toBeVisible()
  const listed = popover.locator('.fc-event').first()
  const name = (await listed.textContent())!.match(/Fit Guest \d+/)![0]
  await listed.click()
  await expect(page.getByRole('dialog', { name })).toBeVisible()
  expect(bookings.map((b) => b.name)).toContain(name)
})
