/**
 * The host at the door on a 1024x768 tablet (issue 27): a list that never moves under the finger, answers on the
 * card instead of toasts over the next cards, Undo, and a no-show that asks once.
 */
import type { Locator, Page } from '@playwright/test'
import type { ReservationJson, StaffCreatedReservationJson } from '~/contracts/reservations'
import { TABLET, expect, ownData, signIn, test } from './support/admin-fixtures'

const own = ownData('host-door.spec.ts')

const GUESTS = [
  'Aida Flores', 'Bong Reyes', 'Celia Ramos', 'Dodong Cruz', 'Elena Mata', 'Fely Soriano', 'Gardo Villa', 'Hilda Pascual',
  'Isko Manalo', 'Josie Lim', 'Kiko Aquino', 'Lorna Tan', 'Mando Sy', 'Nena Ocampo', 'Oscar Yap', 'Pining Garcia',
  'Quintin Co', 'Rosa Dizon', 'Sonny Uy', 'Tessie Abad',
]

/** 20 phone bookings of 2 on `date`: each demo table (1 to 8) at 6:00 PM and 8:30 PM, and four at the bar at 7:00 PM. */
async function bookEvening(page: Page, date: string): Promise<StaffCreatedReservationJson[]> {
  const seatings = [
    ...[1, 2, 3, 4, 5, 6, 7, 8].flatMap((table) => [
      { time: '18:00', seatingPreference: 'table', tableNumber: table },
      { time: '20:30', seatingPreference: 'table', tableNumber: table },
    ]),
    ...Array.from({ length: 4 }, () => ({ time: '19:00', seatingPreference: 'bar' })),
  ]
  const booked: StaffCreatedReservationJson[] = []
  for (const [i, seating] of seatings.entries()) {
    const res = await page.request.post('/api/reservations', {
      data: { name: GUESTS[i], phone: `0917 664 ${String(2000 + i)}`, date, guests: 2, source: 'phone', ...seating },
    })
    expect(res.status(), await res.text()).toBe(201)
    booked.push(await res.json())
  }
  return booked
}

const cardsOf = (page: Page) => page.getByRole('list', { name: 'Arrivals' }).getByRole('listitem')
/** One booking's card, by its id: the marked cards leave at a refresh once their Undo has run out. */
const cardOf = (page: Page, id: number) => page.locator(`li[data-reservation-id="${id}"]`)
const idsOf = (cards: Locator) => cards.evaluateAll((items) => items.map((item) => item.getAttribute('data-reservation-id')))

/** The accessible name of the button under a point of the screen. */
const buttonAt = (page: Page, point: { x: number; y: number }) =>
  page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label') ?? null, point)

/**
 * Taps the middle of `button` as a finger would, once the page has settled so that the button is what lies there
 * (the sections above the list load in their own time); answers where it tapped.
 */
async function tap(page: Page, button: Locator): Promise<{ x: number; y: number }> {
  await expect(button).toBeEnabled()
  await button.scrollIntoViewIfNeeded()
  const label = await button.getAttribute('aria-label')
  let point = { x: 0, y: 0 }
  await expect
    .poll(async () => {
      const box = await button.boundingBox()
      point = box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : point
      return buttonAt(page, point)
    })
    .toBe(label)
  await page.mouse.click(point.x, point.y)
  return point
}

/** The card (its booking id) under a point of the screen. */
const cardAt = (page: Page, point: { x: number; y: number }) =>
  page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('li[data-reservation-id]')?.getAttribute('data-reservation-id') ?? null, point)

/** No toast or other notice covers any button of the list. */
async function expectNoNoticeOverButtons(page: Page) {
  const notices = await page.locator('li[data-swipe-direction], [role="region"][aria-label^="Notifications"] li').all()
  const buttons = await page.getByRole('list', { name: 'Arrivals' }).getByRole('button').all()
  const boxes = (await Promise.all(buttons.map((button) => button.boundingBox()))).filter((box) => box !== null)
  for (const notice of notices) {
    const n = await notice.boundingBox()
    if (!n) continue
    for (const b of boxes) {
      const overlaps = n.x < b.x + b.width && b.x < n.x + n.width && n.y < b.y + b.height && b.y < n.y + n.height
      expect(overlaps, `a notice (${await notice.innerText()}) covers a button`).toBe(false)
    }
  }
}

async function statusOf(page: Page, date: string, id: number): Promise<ReservationJson | undefined> {
  const day = (await (await page.request.get(`/api/reservations?date=${date}`)).json()) as ReservationJson[]
  return day.find((r) => r.id === id)
}

test('the door on a tablet: three arrivals under "Expected", Undo, and a no-show that asks once', async ({ page }) => {
  // Twenty bookings, and a wait for the changed cards to leave at a refresh (every 20 seconds).
  test.setTimeout(180_000)
  await page.setViewportSize(TABLET)
  await signIn(page)
  const { date } = own('door evening')
  const booked = await bookEvening(page, date)

  await page.goto(`/admin/reservations?date=${date}&status=expected`)
  await page.waitForLoadState('networkidle')
  const cards = cardsOf(page)
  await expect(cards).toHaveCount(20)
  const order = await idsOf(cards)

  // Three arrivals in a row: each tap lands on its card, and the card stays under the finger, marked, with Undo.
  for (const index of [0, 1, 2]) {
    const card = cards.nth(index)
    const id = await card.getAttribute('data-reservation-id')
    const name = booked.find((b) => String(b.id) === id)!.name
    const finger = await tap(page, card.getByRole('button', { name: `Arrived: ${name}` }))
    await expect(card.getByRole('status')).toHaveText('Marked Arrived.')
    await expect(card).toContainText('Arrived')
    await expect(card.getByRole('button', { name: `Undo: ${name}` })).toBeVisible()
    expect(await cardAt(page, finger)).toBe(id)
    expect(await idsOf(cards)).toEqual(order)
    await expectNoNoticeOverButtons(page)
  }

  // Undo of an Arrived: back to Confirmed, at its table, still in place.
  const thirdId = Number(await cards.nth(2).getAttribute('data-reservation-id'))
  const third = cardOf(page, thirdId)
  const thirdName = booked.find((b) => b.id === thirdId)!.name
  await tap(page, third.getByRole('button', { name: `Undo: ${thirdName}` }))
  await expect(third.getByRole('status')).toHaveText(/^Back to Confirmed at Table \d\.$/)
  expect(await statusOf(page, date, thirdId)).toMatchObject({ status: 'confirmed' })
  await expectNoNoticeOverButtons(page)

  // No-show asks first, saying the time and that the grace period has not passed; "Keep waiting" changes nothing.
  const fourthId = Number(await cards.nth(3).getAttribute('data-reservation-id'))
  const fourth = cardOf(page, fourthId)
  const guest = booked.find((b) => b.id === fourthId)!
  const before = await statusOf(page, date, fourthId)
  const noShow = fourth.getByRole('button', { name: `No-show: ${guest.name}` })
  await tap(page, noShow)
  const question = page.getByRole('alertdialog', { name: `Mark ${guest.name} as a no-show?` })
  await expect(question).toContainText('Booked for 6:00 PM (2 guests); their time has not come yet.')
  await expect(question).toContainText('The 15-minute grace period ends at 6:15 PM: it has not passed yet.')
  await expect(question.getByRole('button', { name: 'Keep waiting' })).toBeFocused()
  await question.getByRole('button', { name: 'Keep waiting' }).click()
  await expect(question).toBeHidden()
  await expect(noShow).toBeFocused()
  expect(await statusOf(page, date, fourthId)).toMatchObject({ status: 'confirmed', version: before!.version })

  // Confirmed: the card says the table is free, offers Undo (focused), and Undo gives the table back.
  await tap(page, noShow)
  await question.getByRole('button', { name: 'Mark no-show' }).click()
  const table = before!.tableNumber
  await expect(fourth.getByRole('status')).toHaveText(`Marked No-show: Table ${table} is free for others.`)
  const undo = fourth.getByRole('button', { name: `Undo: ${guest.name}` })
  await expect(undo).toBeFocused()
  await expectNoNoticeOverButtons(page)
  await tap(page, undo)
  await expect(fourth.getByRole('status')).toHaveText(`Back to Confirmed at Table ${table}.`)
  expect(await statusOf(page, date, fourthId)).toMatchObject({ status: 'confirmed', tableNumber: table })

  // Once Undo has run out, the two arrived cards leave "Expected" at the next refresh; the others stay.
  await expect(cards.getByRole('button', { name: /^Undo: / })).toHaveCount(0, { timeout: 15_000 })
  await expect(cards).toHaveCount(18, { timeout: 35_000 })
})
