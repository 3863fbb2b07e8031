import type { APIRequestContext, Locator, Page } from '@playwright/test'
import type { CoversDay, ReservationJson } from '~/contracts/reservations'
import type { TableJson } from '~/contracts/tables'
import { DESKTOP, PHONE, TABLET, apiGet, createReservation, expect, expectNoAxeViolations, expectNoSidewaysScroll, expectNoSidewaysScrollAt, expectToast, longDate, type OwnTables, ownData, ownName, signIn, test, venueDate } from './support/admin-fixtures'
import { bookAtTable, bookTable, calendarEvent, expectMovedToAnotherTable, getReservation, listEntry, openReservationsPage, showDate, tableRow } from './support/seating'

const own = ownData('admin-seating.spec.ts')
const coversList = (page: Page) => page.getByRole('list', { name: 'Covers: guests expected' })

interface TableConflict {
  date: string
  /** Held by `holder` from 7:00 PM to 9:00 PM. */
  taken: TableJson
  free: TableJson
  holder: ReservationJson
  /** The table booking staff move (the server seated it at a demo table). */
  guest: ReservationJson
}

/**
 * On the test's own day, two tables of its own with `seats` each: `taken`, where a party of `holderGuests` sits from
 * 7:00 PM, and `free`; and the guest's table booking, which staff then move.
 */
async function tableConflict(
  { page, request, tables }: { page: Page; request: APIRequestContext; tables: OwnTables },
  entry: 'from the list' | 'calendar dialog',
  { seats, holderGuests, guest }: { seats: number; holderGuests: number; guest: { time: string; guests: number } },
): Promise<TableConflict> {
  const { date, tableNumbers } = own(entry)
  await signIn(page)
  const taken = await tables.add(tableNumbers[0], seats)
  const free = await tables.add(tableNumbers[1], seats)
  const holder = await bookAtTable(page, request, taken.id, { name: ownName('Holder'), date, time: '19:00', guests: holderGuests })
  // The guest's answer shows no table: staff's view of the booking does.
  const booked = await bookTable(request, { name: ownName('Mover'), date, ...guest })
  return { date, taken, free, holder, guest: await getReservation(page, booked.id) }
}

const tableOption = (table: TableJson) => ({ label: `Table ${table.tableNumber} (${table.capacity} seats)` })

/** Staff pick the taken table: the server's refusal shows, and the selector keeps the guest's table. */
async function pickTakenTable(page: Page, select: Locator, { taken, holder, guest }: TableConflict) {
  await select.selectOption(tableOption(taken))
  const conflict = `Table ${taken.tableNumber} is already booked from 7:00 PM to 9:00 PM (${holder.name}, ${holder.guests} guests).`
  await expectToast(page, { title: 'Error', description: conflict, destructive: true })
  await expect(select).toHaveValue(String(guest.tableId))
}

/** Staff pick the free table: it is assigned, and the selector shows it. */
async function pickFreeTable(page: Page, select: Locator, { free, guest }: TableConflict) {
  await select.selectOption(tableOption(free))
  await expectToast(page, { title: 'Success', description: `Table ${free.tableNumber} assigned to ${guest.name}.` })
  await expect(select).toHaveValue(String(free.id))
}

test.describe('a table taken at that time is refused with the server message; a free one is assigned', () => {
  // Picking the taken table is the API's 409.
  test.beforeEach(({ consoleGuard }) => consoleGuard.allow(/status of 409/))

  test('from the list, and both views show it', async ({ page, request, tables }) => {
    const scene = await tableConflict({ page, request, tables }, 'from the list', { seats: 4, holderGuests: 4, guest: { time: '19:30', guests: 2 } })
    const { date, free, guest } = scene
    expect(guest.tableId).not.toBeNull()
    await openReservationsPage(page)

    const select = page.getByLabel(`Table for ${guest.name}`)
    await expect(select).toHaveValue(String(guest.tableId))
    // 'No table' and the active tables that seat the party.
    await expect(select.locator('option').first()).toHaveText('No table')
    await expect(select.locator('option', { hasText: `Table ${free.tableNumber} (4 seats)` })).toHaveCount(1)

    await pickTakenTable(page, select, scene)
    expect((await getReservation(page, guest.id)).tableId).toBe(guest.tableId)

    await pickFreeTable(page, select, scene)
    await expect(listEntry(page, guest.name)).toContainText(`2 guests · Table · Table ${free.tableNumber}`)
    await showDate(page, date)
    await expect(calendarEvent(page, guest.name)).toContainText(`${guest.name} (2 guests, table) (Table ${free.tableNumber})`)
    expect(await getReservation(page, guest.id)).toMatchObject({ tableId: free.id, tableNumber: free.tableNumber })

    // 'No table' takes it away.
    await select.selectOption({ label: 'No table' })
    await expectToast(page, { title: 'Success', description: `${guest.name} no longer holds a table.` })
    await expect(calendarEvent(page, guest.name)).not.toContainText('(Table')
    expect((await getReservation(page, guest.id)).tableId).toBeNull()

    await page.reload()
    await expect(page.getByLabel(`Table for ${guest.name}`)).toHaveValue('')
  })

  test('from the calendar dialog, whose title then shows (Table N)', async ({ page, request, tables }) => {
    const scene = await tableConflict({ page, request, tables }, 'calendar dialog', { seats: 6, holderGuests: 5, guest: { time: '20:00', guests: 5 } })
    const { date, free, guest } = scene
    await openReservationsPage(page)
    await showDate(page, date)
    await expect(calendarEvent(page, guest.name)).toContainText(`(Table ${guest.tableNumber})`)

    await calendarEvent(page, guest.name).click()
    const dialog = page.getByRole('dialog', { name: guest.name })
    const select = dialog.getByLabel('Table', { exact: true })
    await expect(select).toHaveValue(String(guest.tableId))
    await expectNoAxeViolations(page, 'details dialog with the table selector')

    await pickTakenTable(page, select, scene)
    await pickFreeTable(page, select, scene)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(calendarEvent(page, guest.name)).toContainText(`${guest.name} (5 guests, table) (Table ${free.tableNumber})`)
    await expect(page.getByLabel(`Table for ${guest.name}`)).toHaveValue(String(free.id))
    await expect(listEntry(page, guest.name)).toContainText(`Table ${free.tableNumber}`)
    expect(await getReservation(page, guest.id)).toMatchObject({ tableId: free.id, tableNumber: free.tableNumber })
  })
})

test('bar bookings show no table control, in the list or the dialog', async ({ page, request }) => {
  const { date } = own('bar only')
  await signIn(page)
  const bar = await createReservation(request, { name: ownName('Bar Only'), date, time: '16:00', guests: 2, seatingPreference: 'bar' })
  await openReservationsPage(page)
  await expect(listEntry(page, bar.name).getByLabel(`Status for ${bar.name}`)).toBeVisible()
  await expect(page.getByLabel(`Table for ${bar.name}`)).toHaveCount(0)
  await showDate(page, date)
  await calendarEvent(page, bar.name).click()
  const dialog = page.getByRole('dialog', { name: bar.name })
  await expect(dialog.getByLabel('Status', { exact: true })).toBeVisible()
  await expect(dialog.getByLabel('Table', { exact: true })).toHaveCount(0)
})

test("the covers strip shows the API's numbers for the next 7 days and follows a status change", async ({ page, request }) => {
  // A day of the strip that only this test books on.
  const { date } = own('covers')
  await signIn(page)
  const guest = await bookTable(request, { name: ownName('Covers'), date, time: '11:00', guests: 3 })

  const readCell = async (day: string) => {
    const cell = coversList(page).locator(`li[data-date="${day}"]`)
    return {
      date: day,
      covers: Number(await cell.locator('[data-covers]').textContent()),
      bookings: Number((await cell.locator('[data-bookings]').textContent())?.split(' ')[0]),
      tableCovers: Number(await cell.locator('[data-table-covers]').textContent()),
      barCovers: Number(await cell.locator('[data-bar-covers]').textContent()),
    }
  }
  const apiCovers = async () => (await apiGet<{ days: CoversDay[] }>(page, '/api/reservations/covers')).days

  // Other tests book on the other days of the strip meanwhile: the strip is compared with the API's answer it showed.
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/reservations/covers')
  await openReservationsPage(page)
  const api = ((await (await answered).json()) as { days: CoversDay[] }).days
  await expect(coversList(page).getByRole('listitem')).toHaveCount(7)
  expect(api.map((d) => d.date)).toEqual(Array.from({ length: 7 }, (_, i) => venueDate(i)))
  expect(await Promise.all(api.map((d) => readCell(d.date)))).toEqual(api)
  await expect(coversList(page).locator('li').first()).toContainText('Today')
  const before = await readCell(date)
  expect(before.covers).toBeGreaterThanOrEqual(3)

  // A no-show takes its guests off the day, without a reload (cancelling is the details dialog's button, which asks).
  await page.getByLabel(`Status for ${guest.name}`).selectOption('no-show')
  await expectToast(page, { title: 'Status updated', description: 'Reservation status has been updated successfully.' })
  await expect.poll(async () => (await readCell(date)).covers).toBe(before.covers - 3)
  const after = (await apiCovers()).find((d) => d.date === date)
  expect(await readCell(date)).toEqual(after)
})

test('deactivating a table with bookings asks first and lists them, then moves what it can and names who to call', async ({
  page,
  request,
  tables,
  consoleGuard,
}) => {
  // The question is the API's 409 with the affected bookings.
  consoleGuard.allow(/status of 409/)
  const { date, tableNumbers } = own('deactivation')
  await signIn(page)
  const small = await tables.add(tableNumbers[0], 4)
  // Only this table seats 11: its booking cannot move anywhere.
  const large = await tables.add(tableNumbers[1], 11)
  const movable = await bookAtTable(page, request, small.id, { name: ownName('Movable'), date, time: '20:00', guests: 3 })
  const stuck = await getReservation(page, (await bookTable(request, { name: ownName('Stuck'), date, time: '12:00', guests: 11, phone: '09171234567' })).id)
  expect(stuck.tableId).toBe(large.id)

  await page.goto('/admin/tables')
  await expect(tableRow(page, small.tableNumber)).toContainText('1 upcoming booking')

  await tableRow(page, small.tableNumber).getByRole('button', { name: `Deactivate Table ${small.tableNumber}` }).click()
  const question = page.getByRole('alertdialog', { name: `Deactivate Table ${small.tableNumber}?` })
  await expect(question).toContainText('will be moved to another free table where possible')
  const listed = question.getByRole('listitem')
  await expect(listed).toHaveCount(1)
  await expect(listed).toContainText(movable.name)
  await expect(listed).toContainText(`${longDate(date)} at 8:00 PM · 3 guests · Ref ${movable.reference}`)
  // Nothing changes until staff confirm.
  expect((await getReservation(page, movable.id)).tableId).toBe(small.id)
  await question.getByRole('button', { name: 'Deactivate and move bookings' }).click()
  await expectToast(page, { title: 'Success', description: `Table ${small.tableNumber} deactivated.` })

  const moved = await expectMovedToAnotherTable(page, `Table ${small.tableNumber} deactivated`, movable, small.id)
  await expect(tableRow(page, small.tableNumber)).toContainText('Inactive')
  await expect(tableRow(page, small.tableNumber)).toContainText('0 upcoming bookings')
  await expect(tableRow(page, small.tableNumber).getByRole('button', { name: `Reactivate Table ${small.tableNumber}` })).toBeFocused()

  // The 11-seat table: no other table can take its party.
  await tableRow(page, large.tableNumber).getByRole('button', { name: `Deactivate Table ${large.tableNumber}` }).click()
  const second = page.getByRole('alertdialog', { name: `Deactivate Table ${large.tableNumber}?` })
  await expect(second.getByRole('listitem')).toContainText(stuck.name)
  await second.getByRole('button', { name: 'Deactivate and move bookings' }).click()
  const left = page.getByRole('dialog', { name: `Table ${large.tableNumber} deactivated` })
  await expect(left.getByRole('heading', { name: 'Left without a table (1)' })).toBeVisible()
  await expect(left).toContainText('Please call the guest')
  await expect(left.getByRole('list', { name: 'Bookings without a table' })).toContainText(stuck.name)
  expect((await getReservation(page, stuck.id)).tableId).toBeNull()
  await expectNoAxeViolations(page, 'result dialog')
  await left.getByRole('button', { name: 'Done' }).click()

  // The reservations page's calendar view (reached in the app, without a reload) shows where the bookings are now.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Reservations' }).click()
  await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Calendar' }).click()
  await expect(page.getByLabel(`Table for ${movable.name}`)).toHaveValue(String(moved.tableId))
  await expect(listEntry(page, movable.name)).toContainText(`Table ${moved.tableNumber}`)
  await expect(page.getByLabel(`Table for ${stuck.name}`)).toHaveValue('')
})

test("the reservations page with covers and table selectors passes axe on the host stand's tablet, and fits a desktop and a phone", async ({
  page,
  request,
}) => {
  await signIn(page)
  await bookTable(request, { name: ownName('Axe Seat'), date: own('axe').date, time: '15:00', guests: 2 })
  await page.setViewportSize(TABLET)
  await openReservationsPage(page)
  await expect(coversList(page).getByRole('listitem')).toHaveCount(7)
  await expectNoAxeViolations(page, 'reservations with covers')
  await expectNoSidewaysScrollAt(page, [TABLET, DESKTOP], 'reservations with covers')
  // A phone's calendar has a layout of its own (admin-reservations.spec.ts): the page is loaded at that width.
  await page.setViewportSize(PHONE)
  await openReservationsPage(page)
  await expect(coversList(page).getByRole('listitem')).toHaveCount(7)
  await expectNoSidewaysScroll(page, PHONE.width, 'reservations with covers on a phone')
})
