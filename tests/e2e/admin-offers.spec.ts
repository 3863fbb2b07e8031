import type { Page } from '@playwright/test'
import { PHONE, apiGet, deleteAfterConfirming, expect, expectNoAxeViolations, expectNoSidewaysScroll, expectToast, failWrites, ownName, signIn, test } from './support/admin-fixtures'

import type { OfferJson as Offer } from '~/contracts/offers'

async function openOffersPage(page: Page) {
  await signIn(page)
  await page.goto('/admin/offers')
  await expect(page.getByRole('heading', { name: 'Happy Hour Offers Management' })).toBeVisible()
  await expect(page.getByText(/^Happy Hour Items \(\d+ items?\)$/)).toBeVisible()
}

const offerRow = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) })

test('lists every offer with its count, Inactive badges and peso prices', async ({ page }) => {
  await openOffersPage(page)
  const offers = await apiGet<Offer[]>(page, '/api/offers')
  await expect(page.getByText(`Happy Hour Items (${offers.length} items)`)).toBeVisible()
  // The happy hour is the venue's (admin-venue.spec.ts changes it for a moment): the note names its times.
  await expect(page.getByText(/Happy hour runs every day, \d{1,2}:\d\d [AP]M to \d{1,2}:\d\d [AP]M\./)).toBeVisible()
  const inactive = offers.find((o) => !o.isActive)!
  await expect(offerRow(page, inactive.name).getByText('Inactive', { exact: true })).toBeVisible()
  const active = offers.find((o) => o.isActive)!
  await expect(offerRow(page, active.name).getByText('Inactive', { exact: true })).toHaveCount(0)
  await expect(offerRow(page, active.name)).toContainText(`₱${(active.price / 100).toFixed(2)}`)
  await expectNoAxeViolations(page, 'offers page')
})

test('adds, deactivates, edits and deletes an offer, and the public Offers page follows', async ({ page }) => {
  await openOffersPage(page)
  const name = ownName('Test Mojito')

  // Defaults: empty name, price 0, active. Missing fields: the 'Error' toast and nothing is sent.
  const posts: string[] = []
  page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/offers') && posts.push(r.url()))
  await page.getByRole('button', { name: 'Add New Offer' }).click()
  const add = page.getByRole('dialog', { name: 'Add New Offer' })
  await expect(add.getByLabel('Name')).toHaveValue('')
  await expect(add.getByLabel('Price (₱)')).toHaveValue('0')
  await expect(add.getByRole('checkbox', { name: 'Active offer' })).toBeChecked()
  await add.getByRole('button', { name: 'Add Offer' }).click()
  await expectToast(page, { title: 'Error', description: 'Please fill in all required fields.', destructive: true })

  // A price that is not a number is a field error, not a silent 0.
  await add.getByLabel('Name').fill(name)
  await add.getByLabel('Price (₱)').fill('seventy')
  await add.getByRole('button', { name: 'Add Offer' }).click()
  await expect(add.getByText('Enter the price in pesos, e.g. 70 or 99.50')).toBeVisible()
  expect(posts).toEqual([])

  await add.getByLabel('Price (₱)').fill('85')
  await add.getByRole('button', { name: 'Add Offer' }).click()
  await expectToast(page, { title: 'Success', description: 'Offer item added successfully.' })
  await expect(add).toBeHidden()
  await expect(offerRow(page, name)).toContainText('₱85.00')
  const created = (await apiGet<Offer[]>(page, '/api/offers')).find((o) => o.name === name)!
  expect(created).toMatchObject({ price: 8500, isActive: true })

  await page.goto('/offers')
  await expect(page.getByText(name)).toBeVisible()
  await expect(page.getByText('₱85', { exact: true }).first()).toBeVisible()

  // Deactivate: it leaves the public page.
  await page.goto('/admin/offers')
  await page.getByRole('button', { name: `Edit ${name}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Offer' })
  await expect(edit.getByLabel('Price (₱)')).toHaveValue('85')
  await edit.getByRole('checkbox', { name: 'Active offer' }).uncheck()
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(page, { title: 'Success', description: 'Offer item updated successfully.' })
  await expect(offerRow(page, name).getByText('Inactive', { exact: true })).toBeVisible()
  await page.goto('/offers')
  await expect(page.getByRole('heading', { name: 'Happy Hour' })).toBeVisible()
  await expect(page.getByText(name)).toHaveCount(0)

  // Reactivate with a new price.
  await page.goto('/admin/offers')
  await page.getByRole('button', { name: `Edit ${name}` }).click()
  await edit.getByRole('checkbox', { name: 'Active offer' }).check()
  await edit.getByLabel('Price (₱)').fill('99.50')
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(page, { title: 'Success', description: 'Offer item updated successfully.' })
  await expect(offerRow(page, name)).toContainText('₱99.50')
  await expect(offerRow(page, name).getByText('Inactive', { exact: true })).toHaveCount(0)
  expect((await apiGet<Offer[]>(page, '/api/offers')).find((o) => o.id === created.id)).toMatchObject({
    price: 9950,
    isActive: true,
  })
  await page.goto('/offers')
  await expect(page.getByText(name)).toBeVisible()

  // Delete, after the confirmation.
  await page.goto('/admin/offers')
  await deleteAfterConfirming(page, name, { question: 'Are you sure you want to delete this offer item?', deleted: 'Offer item deleted successfully.' })
  await expect(offerRow(page, name)).toHaveCount(0)
  const count = (await apiGet<Offer[]>(page, '/api/offers')).length
  await expect(page.getByText(new RegExp(`^Happy Hour Items \\(${count} items?\\)$`))).toBeVisible()
  await page.goto('/offers')
  await expect(page.getByRole('heading', { name: 'Happy Hour' })).toBeVisible()
  await expect(page.getByText(name)).toHaveCount(0)
})

test('a failed offer save shows the failure toast, never success', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 500/)
  await openOffersPage(page)
  const res = await page.request.post('/api/offers', { data: { name: ownName('Test Rum'), price: 6000, isActive: true } })
  const offer = (await res.json()) as Offer
  await page.reload()
  await failWrites(page, '**/api/offers**')

  await page.getByRole('button', { name: 'Add New Offer' }).click()
  const add = page.getByRole('dialog', { name: 'Add New Offer' })
  await add.getByLabel('Name').fill('Never saved')
  await add.getByLabel('Price (₱)').fill('70')
  await add.getByRole('button', { name: 'Add Offer' }).click()
  await expectToast(page, { title: 'Error', description: 'Failed to add offer item. Please try again.', destructive: true })
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: `Edit ${offer.name}` }).click()
  await page.getByRole('dialog', { name: 'Edit Offer' }).getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(page, { title: 'Error', description: 'Failed to update offer item. Please try again.', destructive: true })
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: `Delete ${offer.name}` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, { title: 'Error', description: 'Failed to delete offer item. Please try again.', destructive: true })
  await expect(offerRow(page, offer.name)).toBeVisible()
})

// (axe runs at the owner's desktop size above: on a phone the page shows the same elements, stacked.)
test('is usable on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await openOffersPage(page)
  await expectNoSidewaysScroll(page, PHONE.width)
})
