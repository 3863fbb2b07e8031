import type { Page } from '@playwright/test'
import type { ReservationJson, StaffCreatedReservationJson } from '~/contracts/reservations'
import type { TableCombinationJson } from '~/contracts/table-combinations'
import { TABLET, apiGet, expect, expectNoAxeViolations, expectToast, ownData, ownName, signIn, test } from './support/admin-fixtures'
import { getTables } from './support/seating'

const own = ownData('admin-joined-tables.spec.ts')
const TIME = '19:00'
const TABLES_MESSAGE = 'Choose 2 to 4 different tables to join'

const joinedTables = (page: Page) => page.getByRole('list', { name: 'Joined tables' })
const fiveSix = (page: Page) => joinedTables(page).getByRole('listitem').filter({ hasText: /^Tables 5 \+ 6,/ })

async function bookByPhone(page: Page, body: Record<string, unknown>): Promise<StaffCreatedReservationJson> {
  const res = await page.request.post('/api/reservations', { data: { source: 'phone', seatingPreference: 'table', guests: 2, ...body } })
  expect(res.status(), await res.text()).toBe(201)
  return res.json()
}

async function cancel(page: Page, id: number) {
  const res = await page.request.patch(`/api/reservations/${id}/status`, { data: { status: 'cancelled' } })
  expect(res.status(), await res.text()).toBe(200)
}

test('staff join tables 5 and 6 for ten on the tables page; a phone booking for ten on the host stand takes both; the joined tables cannot be removed while it holds them', async ({
  page,
  consoleGuard,
}) => {
  test.setTimeout(60_000)
  consoleGuard.allow(/status of 409/)
  await page.setViewportSize(TABLET)
  await signIn(page)
  const date = own('join and book').date
  const guest = ownName('Joined Party')
  const ours: number[] = []
  try {
    // Every other table that seats ten on its own (the demo's table 8, and any another test has added meanwhile) is
    // booked at that time: the party of ten can only sit at tables joined for it.
    for (const table of (await getTables(page)).filter((t) => t.isActive && t.capacity >= 10)) {
      ours.push((await bookByPhone(page, { name: ownName(`Table ${table.tableNumber} taken`), date, time: TIME, tableNumber: table.tableNumber })).id)
    }

    await page.goto('/admin/tables')
    const card = page.getByRole('region', { name: 'Join tables' })
    await expect(card.getByRole('button', { name: 'Add', exact: true })).toBeEnabled()

    // Checked in the browser with the API's messages: one table is not joined tables.
    await card.getByRole('checkbox', { name: 'Table 5 (4 seats)' }).check()
    await card.getByLabel('Seats', { exact: true }).fill('10')
    await card.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(card.getByText(TABLES_MESSAGE)).toBeVisible()
    await expect(card.getByRole('checkbox').first()).toBeFocused()

    await card.getByRole('checkbox', { name: 'Table 6 (6 seats)' }).check()
    await card.getByRole('button', { name: 'Add', exact: true }).click()
    await expectToast(page, { title: 'Success', description: 'Tables 5 + 6 joined, seating 10.' })
    await expect(fiveSix(page)).toHaveText(/^Tables 5 \+ 6, seats 10, 0 upcoming bookings/)
    await expect(card.getByRole('checkbox', { name: 'Table 5 (4 seats)' })).not.toBeChecked()
    await expect(card.getByLabel('Seats', { exact: true })).toHaveValue('')
    await expectNoAxeViolations(page, 'tables page with joined tables')

    // The host stand: a phone booking for ten at 7:00 PM, the table left to the rules.
    await page.goto(`/admin/reservations?date=${date}`)
    await page.getByRole('link', { name: 'New booking' }).click()
    const dialog = page.getByRole('dialog', { name: 'New booking' })
    await expect(dialog.getByRole('radio', { name: 'Phone' })).toBeChecked()
    await dialog.getByLabel('Name').fill(guest)
    await dialog.getByLabel('Guests').fill('10')
    await dialog.getByLabel('Time').selectOption({ label: '7:00 PM' })
    await dialog.getByRole('button', { name: 'Save booking' }).click()
    await expect(dialog).toBeHidden()

    const booked = (await apiGet<ReservationJson[]>(page, `/api/reservations?date=${date}`)).find((r) => r.name === guest)
    expect(booked).toMatchObject({ source: 'phone', status: 'confirmed', guests: 10, time: TIME, tableNumbers: [5, 6], tableNumber: 5 })
    ours.push(booked!.id)

    // The floor shows it where it sits.
    await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Floor' }).click()
    await expect(page.getByRole('button', { name: new RegExp(`^${guest}`) }).first()).toBeVisible()

    // Back on the tables page: the joined tables hold it, so they cannot be removed yet; the refusal names it.
    await page.goto('/admin/tables')
    await expect(fiveSix(page)).toHaveText(/^Tables 5 \+ 6, seats 10, 1 upcoming booking/)
    await fiveSix(page).getByRole('button', { name: 'Remove Tables 5 + 6' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Remove these joined tables?' })
    await confirm.getByRole('button', { name: 'Remove' }).click()
    const refusal = fiveSix(page).getByRole('alert')
    await expect(refusal).toContainText('Tables 5 + 6 have 1 upcoming booking that needs them. Move or cancel it first, then remove the joined tables.')
    await expect(refusal.getByRole('list', { name: 'Bookings on Tables 5 + 6' })).toContainText(guest)
    await expectNoAxeViolations(page, 'joined tables in use')

    // Once the booking is cancelled they can go.
    await cancel(page, booked!.id)
    await fiveSix(page).getByRole('button', { name: 'Remove Tables 5 + 6' }).click()
    await confirm.getByRole('button', { name: 'Remove' }).click()
    await expectToast(page, { title: 'Success', description: 'Tables 5 + 6 are separate tables again.' })
    await expect(fiveSix(page)).toHaveCount(0)
  } finally {
    // Other specs on this server must not meet these joined tables, nor the bookings.
    for (const id of ours) await page.request.patch(`/api/reservations/${id}/status`, { data: { status: 'cancelled' } })
    const left = (await apiGet<TableCombinationJson[]>(page, '/api/table-combinations')).filter((c) => c.tableNumbers.join() === '5,6')
    for (const combination of left) await page.request.delete(`/api/table-combinations/${combination.id}`)
  }
})
