import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, expectToast, signIn, test, uniqueTag, createReservation } from './support/admin-fixtures'
import { assignTable, bookTable, createTable, farDate, freeTableNumber, getReservation, getTables, longDate, retireTable } from './support/seating-fixtures'
import type { TableJson } from '~/contracts/tables'

test.use({ bypassCSP: true })

const NUMBER_MESSAGE = 'Table number must be a whole number from 1 to 999'
const SEATS_MESSAGE = 'Seats must be a whole number from 1 to 50'

const tablesList = (page: Page) => page.getByRole('list', { name: 'Tables', exact: true })
const tableRow = (page: Page, tableNumber: number) =>
  tablesList(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(`Table ${tableNumber}`, { exact: true }) })

async function openTablesPage(page: Page) {
  await signIn(page)
  await page.goto('/admin/tables')
  await expect(tablesList(page)).toBeVisible()
}

async function getTable(page: Page, id: number): Promise<TableJson | undefined> {
  return (await getTables(page)).find((t) => t.id === id)
}

test('the admin frame links the Tables page, which lists every table with seats, status and upcoming bookings', async ({
  page,
  request,
}) => {
  await signIn(page)
  const table = await createTable(page, 4)
  try {
    const booking = await bookTable(request, { name: `Count ${uniqueTag()}`, date: farDate(30, 60), time: '13:00', guests: 2 })
    await assignTable(page, booking.id, table.id)

    await page.goto('/admin/dashboard')
    const nav = page.getByRole('navigation', { name: 'Admin' })
    await nav.getByRole('link', { name: 'Tables' }).click()
    await expect(page).toHaveURL(/\/admin\/tables$/)
    await expect(nav.getByRole('link', { name: 'Tables' })).toHaveAttribute('aria-current', 'page')
    await expect(page).toHaveTitle('Tables | Staff')
    await expect(page.getByRole('heading', { name: 'Tables', exact: true, level: 2 })).toBeVisible()

    // Every table is listed by number, with its seats and status (the demo tables 1-8 as the API gives them;
    // other tests add and retire their own tables meanwhile).
    const tables = await getTables(page)
    await expect(page.getByRole('heading', { name: /^Tables \(\d+\)$/ })).toBeVisible()
    for (const t of tables.filter((t) => t.tableNumber <= 8 || t.id === table.id)) {
      const row = tableRow(page, t.tableNumber)
      await expect(row).toContainText(`${t.capacity} ${t.capacity === 1 ? 'seat' : 'seats'} · `)
      await expect(row).toContainText(t.isActive ? 'Active' : 'Inactive')
    }
    const numbers = await tablesList(page)
      .getByRole('listitem')
      .evaluateAll((rows) => rows.map((row) => Number(/Table (\d+)/.exec(row.textContent ?? '')?.[1])))
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b))
    expect(numbers.slice(0, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])

    // Our table holds the one booking just made.
    await expect(tableRow(page, table.tableNumber)).toContainText('4 seats · 1 upcoming booking')
    await expect(tableRow(page, table.tableNumber)).toContainText('Active')
  } finally {
    await retireTable(page, table.id)
  }
})

test('adds a table (4 seats by default) and edits it, with the schema messages and the duplicate-number refusal', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 409/)
  await openTablesPage(page)
  const tableNumber = await freeTableNumber(page)
  let created: TableJson | undefined
  try {
    await page.getByRole('button', { name: 'Add Table' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Table' })
    await expect(dialog.getByLabel('Seats')).toHaveValue('4')
    await expect(dialog.getByLabel('Table number')).toHaveValue('')

    // Checked in the browser with the API's schema: nothing is sent.
    await dialog.getByRole('button', { name: 'Add Table' }).click()
    await expect(dialog.getByText(NUMBER_MESSAGE)).toBeVisible()
    await expect(dialog.getByLabel('Table number')).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog.getByLabel('Table number')).toBeFocused()
    await dialog.getByLabel('Table number').fill('1000')
    await dialog.getByLabel('Seats').fill('2.5')
    await dialog.getByRole('button', { name: 'Add Table' }).click()
    await expect(dialog.getByText(NUMBER_MESSAGE)).toBeVisible()
    await expect(dialog.getByText(SEATS_MESSAGE)).toBeVisible()

    await dialog.getByLabel('Table number').fill(String(tableNumber))
    await dialog.getByLabel('Seats').fill('4')
    await dialog.getByRole('button', { name: 'Add Table' }).click()
    await expectToast(page, { title: 'Success', description: `Table ${tableNumber} added.` })
    await expect(dialog).toBeHidden()
    await expect(tableRow(page, tableNumber)).toContainText('4 seats · 0 upcoming bookings')
    await expect(tableRow(page, tableNumber)).toContainText('Active')
    created = (await getTables(page)).find((t) => t.tableNumber === tableNumber)
    expect(created).toMatchObject({ tableNumber, capacity: 4, isActive: true, upcomingBookings: 0 })

    // The same number again: the server's message.
    await page.getByRole('button', { name: 'Add Table' }).click()
    await expect(dialog.getByLabel('Table number')).toHaveValue('')
    await dialog.getByLabel('Table number').fill(String(tableNumber))
    await dialog.getByRole('button', { name: 'Add Table' }).click()
    await expectToast(page, {
      title: 'Error',
      description: `Table ${tableNumber} already exists. Choose another table number.`,
      destructive: true,
    })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: 'Add Table' })).toBeFocused()

    // Edit: number and seats.
    const newNumber = await freeTableNumber(page)
    await tableRow(page, tableNumber).getByRole('button', { name: `Edit Table ${tableNumber}` }).click()
    const edit = page.getByRole('dialog', { name: `Edit Table ${tableNumber}` })
    await expect(edit.getByLabel('Table number')).toHaveValue(String(tableNumber))
    await expect(edit.getByLabel('Seats')).toHaveValue('4')
    await edit.getByLabel('Seats').fill('51')
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await expect(edit.getByText(SEATS_MESSAGE)).toBeVisible()
    await edit.getByLabel('Table number').fill(String(newNumber))
    await edit.getByLabel('Seats').fill('6')
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await expectToast(page, { title: 'Success', description: `Table ${newNumber} updated.` })
    await expect(edit).toBeHidden()
    await expect(tableRow(page, newNumber)).toContainText('6 seats')
    await expect(tableRow(page, tableNumber)).toHaveCount(0)
    expect(await getTable(page, created!.id)).toMatchObject({ tableNumber: newNumber, capacity: 6, isActive: true })
    // Focus is back on the row's Edit button.
    await expect(tableRow(page, newNumber).getByRole('button', { name: `Edit Table ${newNumber}` })).toBeFocused()
  } finally {
    if (created) await retireTable(page, created.id)
  }
})

test('deactivates and reactivates a table without bookings, and deletes a table that was never used', async ({ page }) => {
  await signIn(page)
  const table = await createTable(page, 2)
  const n = table.tableNumber
  try {
    await page.goto('/admin/tables')
    const row = tableRow(page, n)
    await row.getByRole('button', { name: `Deactivate Table ${n}` }).click()
    await expectToast(page, { title: 'Success', description: `Table ${n} deactivated.` })
    await expect(row).toContainText('Inactive')
    expect((await getTable(page, table.id))?.isActive).toBe(false)

    await row.getByRole('button', { name: `Reactivate Table ${n}` }).click()
    await expectToast(page, { title: 'Success', description: `Table ${n} reactivated.` })
    await expect(row).not.toContainText('Inactive')
    await expect(row).toContainText('Active')
    expect((await getTable(page, table.id))?.isActive).toBe(true)

    // Delete asks first; Cancel keeps the table.
    await row.getByRole('button', { name: `Delete Table ${n}` }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this table?' })
    await expect(confirm).toContainText(`Table ${n} will be removed.`)
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeHidden()
    expect(await getTable(page, table.id)).toBeTruthy()

    await row.getByRole('button', { name: `Delete Table ${n}` }).click()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expectToast(page, { title: 'Success', description: `Table ${n} deleted.` })
    await expect(row).toHaveCount(0)
    expect(await getTable(page, table.id)).toBeUndefined()
  } finally {
    await retireTable(page, table.id)
  }
})

test("a table with bookings on record is not deleted: the server's message shows", async ({ page, request, consoleGuard }) => {
  consoleGuard.allow(/status of 409/)
  await signIn(page)
  const table = await createTable(page, 4)
  try {
    const booking = await bookTable(request, { name: `On Record ${uniqueTag()}`, date: farDate(30, 60), time: '14:00', guests: 2 })
    await assignTable(page, booking.id, table.id)
    await page.goto('/admin/tables')
    const row = tableRow(page, table.tableNumber)
    await row.getByRole('button', { name: `Delete Table ${table.tableNumber}` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expectToast(page, {
      title: 'Error',
      description: `Table ${table.tableNumber} has bookings on record, so it cannot be deleted. Deactivate it instead.`,
      destructive: true,
    })
    await expect(row).toBeVisible()
    expect(await getTable(page, table.id)).toBeTruthy()
  } finally {
    await retireTable(page, table.id)
  }
})

test('fewer seats than a booked party asks first, lists the booking, and moves it on confirm', async ({
  page,
  request,
  consoleGuard,
}) => {
  // The question is the API's 409 with the affected bookings.
  consoleGuard.allow(/status of 409/)
  await signIn(page)
  const table = await createTable(page, 6)
  const n = table.tableNumber
  try {
    const date = farDate(30, 60)
    const booking = await bookTable(request, { name: `Big Party ${uniqueTag()}`, date, time: '18:30', guests: 5 })
    await assignTable(page, booking.id, table.id)
    await page.goto('/admin/tables')

    const edit = page.getByRole('dialog', { name: `Edit Table ${n}` })
    const question = page.getByRole('alertdialog', { name: `Change Table ${n} to 4 seats?` })
    await tableRow(page, n).getByRole('button', { name: `Edit Table ${n}` }).click()
    await edit.getByLabel('Seats').fill('4')
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await expect(question).toBeVisible()
    await expect(edit).toBeHidden()
    // Focus moved from the closed edit dialog into the question.
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused()
    const listed = question.getByRole('list', { name: `Bookings at Table ${n}` }).getByRole('listitem')
    await expect(listed).toHaveCount(1)
    await expect(listed).toContainText(booking.name)
    await expect(listed).toContainText(`${longDate(date)} at 6:30 PM`)
    await expect(listed).toContainText('5 guests')
    await expect(listed).toContainText(booking.reference!)
    await expect(question).toContainText('moved to another free table where possible')

    // Cancel changes nothing.
    await question.getByRole('button', { name: 'Cancel' }).click()
    await expect(question).toBeHidden()
    await expect(tableRow(page, n).getByRole('button', { name: `Edit Table ${n}` })).toBeFocused()
    expect((await getTable(page, table.id))?.capacity).toBe(6)
    expect((await getReservation(page, booking.id)).tableId).toBe(table.id)

    await tableRow(page, n).getByRole('button', { name: `Edit Table ${n}` }).click()
    await edit.getByLabel('Seats').fill('4')
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await question.getByRole('button', { name: 'Save and move bookings' }).click()
    await expectToast(page, { title: 'Success', description: `Table ${n} updated.` })
    const result = page.getByRole('dialog', { name: `Table ${n} updated` })
    await expect(result).toBeVisible()
    const moved = await getReservation(page, booking.id)
    expect(moved.tableId).not.toBe(table.id)
    expect(moved.tableNumber).not.toBeNull()
    const movedList = result.getByRole('list', { name: 'Moved bookings' }).getByRole('listitem')
    await expect(movedList).toContainText(booking.name)
    await expect(movedList).toContainText(`Table ${moved.tableNumber}`)
    await result.getByRole('button', { name: 'Done' }).click()
    await expect(result).toBeHidden()
    await expect(tableRow(page, n)).toContainText('4 seats · 0 upcoming bookings')
    expect((await getTable(page, table.id))?.capacity).toBe(4)
  } finally {
    await retireTable(page, table.id)
  }
})

test("bar seats: saves a new number, checks the input, and shows the server's refusal with the bookings in the way", async ({
  page,
  request,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 409/)
  await signIn(page)
  const name = `Bar Guest ${uniqueTag()}`
  await createReservation(request, { name, date: farDate(30, 60), time: '21:00', guests: 2, seatingPreference: 'bar' })
  const before = ((await (await page.request.get('/api/bar-seats')).json()) as { barSeats: number }).barSeats
  await page.goto('/admin/tables')
  const input = page.getByLabel('Number of bar seats')
  const save = page.getByRole('button', { name: 'Save bar seats' })
  await expect(input).toHaveValue(String(before))

  await input.fill('201')
  await save.click()
  await expect(page.getByText('Bar seats must be a whole number from 0 to 200')).toBeVisible()
  await expect(input).toHaveAttribute('aria-invalid', 'true')

  // Bar guests are booked: 0 seats is refused with the server's message, and the bookings are named.
  await input.fill('0')
  await save.click()
  const toast = await expectToast(page, { title: 'Error', description: 'The bar cannot go down to 0 seats', destructive: true })
  await expect(toast).toContainText('Cancel or move these bookings first.')
  await expect(page.getByRole('list', { name: 'Bar bookings in the way' })).toContainText(name)
  expect(((await (await page.request.get('/api/bar-seats')).json()) as { barSeats: number }).barSeats).toBe(before)

  try {
    await input.fill(String(before + 1))
    await save.click()
    await expectToast(page, { title: 'Success', description: `The bar now has ${before + 1} seats.` })
    await expect(page.getByRole('list', { name: 'Bar bookings in the way' })).toHaveCount(0)
    expect(((await (await page.request.get('/api/bar-seats')).json()) as { barSeats: number }).barSeats).toBe(before + 1)
    await page.reload()
    await expect(input).toHaveValue(String(before + 1))
  } finally {
    await input.fill(String(before))
    await save.click()
    await expectToast(page, { title: 'Success', description: `The bar now has ${before} seats.` })
  }
})

test('an expired session on a table change goes to the login page', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 401/)
  await openTablesPage(page)
  const first = tablesList(page).getByRole('listitem').first()
  await page.context().clearCookies()
  await first.getByRole('button', { name: /^Edit / }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Save Changes' }).click()
  await expect(page).toHaveURL(/\/admin\/login\?expired=1$/)
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible()
})

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`passes axe and fits the screen at ${viewport.width}px (page, add dialog, confirmation)`, async ({
    page,
    request,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 409/)
    await page.setViewportSize(viewport)
    await signIn(page)
    const table = await createTable(page, 4)
    try {
      const booking = await bookTable(request, { name: `Axe ${uniqueTag()}`, date: farDate(30, 60), time: '12:30', guests: 2 })
      await assignTable(page, booking.id, table.id)
      await page.goto('/admin/tables')
      await expect(tablesList(page)).toBeVisible()
      await expect(page.getByLabel('Number of bar seats')).toBeVisible()
      await expectNoAxeViolations(page, `tables page at ${viewport.width}px`)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)

      await page.getByRole('button', { name: 'Add Table' }).click()
      await page.getByRole('dialog', { name: 'Add Table' }).getByRole('button', { name: 'Add Table' }).click()
      await expect(page.getByText(NUMBER_MESSAGE)).toBeVisible()
      await expectNoAxeViolations(page, `add dialog at ${viewport.width}px`)
      await page.keyboard.press('Escape')

      // The deactivation question, reached and answered by keyboard.
      const deactivate = tableRow(page, table.tableNumber).getByRole('button', { name: `Deactivate Table ${table.tableNumber}` })
      await deactivate.focus()
      await page.keyboard.press('Enter')
      const question = page.getByRole('alertdialog', { name: `Deactivate Table ${table.tableNumber}?` })
      await expect(question).toBeVisible()
      await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused()
      await expectNoAxeViolations(page, `deactivation question at ${viewport.width}px`)
      await page.keyboard.press('Escape')
      await expect(question).toBeHidden()
      await expect(deactivate).toBeFocused()
      expect((await getTable(page, table.id))?.isActive).toBe(true)
    } finally {
      await retireTable(page, table.id)
    }
  })
}
