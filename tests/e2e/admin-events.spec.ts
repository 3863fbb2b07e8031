import type { Page } from '@playwright/test'
import { formatEventDate } from '../../app/lib/event-times'
import {
  DESKTOP,
  VENUE_TZ,
  apiGet,
  deleteAfterConfirming,
  expect,
  expectAxeCleanAndFits,
  expectNoAxeViolations,
  expectToast,
  ownName,
  signIn,
  test,
  venueDate,
} from './support/admin-fixtures'

import type { EventJson, EventListsJson } from '~/contracts/events'

async function openEventsPage(page: Page) {
  await signIn(page)
  await page.goto('/admin/events')
  await expect(page.getByRole('heading', { name: 'Events Management' })).toBeVisible()
  await expect(page.getByText(/^Upcoming Events \(\d+ events?\)$/)).toBeVisible()
}

const staffRow = (page: Page, title: string) => page.getByTestId('staff-event').filter({ has: page.getByText(title, { exact: true }) })
const publicCard = (page: Page, title: string) => page.getByTestId('event').filter({ has: page.getByRole('heading', { name: title }) })

test('staff add an event by keyboard, edit it and delete it, and the public Events page follows', async ({ page }) => {
  await openEventsPage(page)
  const title = ownName('Test Full Moon Party')
  // A day no other test uses, well ahead (venue time).
  const date = venueDate(40)

  // Opened from the keyboard; missing fields get their messages and nothing is sent.
  const posts: string[] = []
  page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/events') && posts.push(r.url()))
  await page.getByRole('button', { name: 'Add New Event' }).focus()
  await page.keyboard.press('Enter')
  const add = page.getByRole('dialog', { name: 'Add New Event' })
  await expect(add).toBeVisible()
  await add.getByRole('button', { name: 'Add Event' }).focus()
  await page.keyboard.press('Enter')
  await expect(add.getByText('Title is required')).toBeVisible()
  await expect(add.getByText('Description is required')).toBeVisible()
  await expect(add.getByText('Date is required')).toBeVisible()
  await expect(add.getByText('Start time is required')).toBeVisible()
  // The first field in error has the focus.
  await expect(add.getByLabel('Title')).toBeFocused()
  await expect(add.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true')
  expect(posts).toEqual([])

  await page.keyboard.type(title)
  await add.getByLabel('Description').fill('Fire dancers and a DJ on the sand until late.')
  await add.getByLabel('Date').fill(date)
  await add.getByLabel('Start time').fill('22:00')
  await add.getByLabel('End time (optional)').fill('22:00')
  await add.getByLabel('Title').press('Enter')
  await expect(add.getByText('End time must differ from the start time')).toBeVisible()
  await add.getByLabel('End time (optional)').fill('01:00')
  await add.getByLabel('Title').press('Enter')
  await expectToast(page, { title: 'Success', description: 'Event added successfully.' })
  await expect(add).toBeHidden()
  await expect(staffRow(page, title)).toContainText('10:00 PM to 1:00 AM')

  const created = (await apiGet<EventListsJson>(page, '/api/events/all')).upcoming.find((e) => e.title === title)!
  expect(created).toMatchObject({ time: '22:00', endTime: '01:00', image: null, imageUrl: null })
  await expect(staffRow(page, title)).toContainText(formatEventDate(created.date, VENUE_TZ))

  // Guests see it dated as the staff list dates it ('November 25, 2026 at 10:00 PM'), with the time range (the end is
  // the next morning).
  await page.goto('/events')
  const card = publicCard(page, title)
  await expect(card.getByTestId('event-date')).toHaveText(formatEventDate(created.date, VENUE_TZ))
  await expect(card.getByTestId('event-date')).toHaveText(/^[A-Z][a-z]+ \d{2}, \d{4} at 10:00 PM$/)
  await expect(card.getByTestId('event-times')).toHaveText('10:00 PM to 1:00 AM')
  await expect(card).toContainText('Fire dancers and a DJ on the sand until late.')

  // Edit: a new title and start, no end.
  const renamed = ownName('Test Christmas Party')
  await page.goto('/admin/events')
  await page.getByRole('button', { name: `Edit ${title}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Event' })
  await expect(edit.getByLabel('Date')).toHaveValue(date)
  await expect(edit.getByLabel('Start time')).toHaveValue('22:00')
  await expect(edit.getByLabel('End time (optional)')).toHaveValue('01:00')
  await edit.getByLabel('Title').fill(renamed)
  await edit.getByLabel('Start time').fill('19:30')
  await edit.getByLabel('End time (optional)').fill('')
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(page, { title: 'Success', description: 'Event updated successfully.' })
  await expect(edit).toBeHidden()
  await expect(staffRow(page, renamed)).toBeVisible()
  await expect(staffRow(page, title)).toHaveCount(0)

  await page.goto('/events')
  const edited = publicCard(page, renamed)
  await expect(edited.getByTestId('event-date')).toHaveText(/ at 7:30 PM$/)
  await expect(edited.getByTestId('event-times')).toHaveCount(0)
  await expect(publicCard(page, title)).toHaveCount(0)

  // Delete, after the confirmation.
  await page.goto('/admin/events')
  await deleteAfterConfirming(page, renamed, { question: 'Are you sure you want to delete this event?', deleted: 'Event deleted successfully.' })
  await expect(staffRow(page, renamed)).toHaveCount(0)
  await page.goto('/events')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upcoming Events')
  await expect(publicCard(page, renamed)).toHaveCount(0)
  expect((await apiGet<EventJson[]>(page, '/api/events')).some((e) => e.id === created.id)).toBe(false)
})

test('a past event is listed for staff under Past Events only, not on the public page', async ({ page }) => {
  await signIn(page)
  const title = ownName('Test Last Month')
  const res = await page.request.post('/api/events', {
    data: { title, description: 'Already happened.', date: venueDate(-30), time: '18:00', endTime: '20:00' },
  })
  expect(res.status(), await res.text()).toBe(201)
  await page.goto('/admin/events')
  const past = page.getByRole('list', { name: 'Past events' })
  await expect(past.getByRole('button', { name: `Edit ${title}` })).toBeVisible()
  await expect(past.getByTestId('staff-event').filter({ hasText: title })).toContainText('6:00 PM to 8:00 PM')
  await expect(page.getByRole('list', { name: 'Upcoming events' }).getByRole('button', { name: `Edit ${title}` })).toHaveCount(0)
  await page.goto('/events')
  await expect(page.getByTestId('event').first()).toBeVisible()
  await expect(publicCard(page, title)).toHaveCount(0)
})

test('the photo: a file that is not a photo is refused at once; an upload shows its preview, can be removed, and a refused save says why', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 400/)
  await openEventsPage(page)
  const uploads: string[] = []
  // The upload endpoint answers with an image id that the server does not know: the save is refused with its message.
  await page.route('**/api/images', async (route) => {
    uploads.push(route.request().method())
    await route.fulfill({
      status: 201,
      contentType: 'application/json',
      body: JSON.stringify({ id: 2_000_000_000, width: 1600, height: 900, url: '/favicon.svg', variants: [] }),
    })
  })
  await page.getByRole('button', { name: 'Add New Event' }).click()
  const add = page.getByRole('dialog', { name: 'Add New Event' })
  const photo = add.getByLabel('Photo (optional)')
  await photo.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') })
  await expect(add.getByText('That file is not a photo we can use. Upload a JPEG, PNG, WebP or HEIC photo.')).toBeVisible()
  await expect(photo).toHaveAttribute('aria-invalid', 'true')
  expect(uploads).toEqual([])

  await photo.setInputFiles({ name: 'sunset.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0]) })
  await expect(add.getByTestId('event-photo-preview')).toHaveAttribute('src', '/favicon.svg')
  await expect(add.getByText('That file is not a photo')).toHaveCount(0)
  expect(uploads).toEqual(['POST'])

  await add.getByLabel('Title').fill(ownName('Test Photo Night'))
  await add.getByLabel('Description').fill('With a photo.')
  await add.getByLabel('Date').fill(venueDate(41))
  await add.getByLabel('Start time').fill('18:00')
  await add.getByRole('button', { name: 'Add Event' }).click()
  await expectToast(page, { title: 'Error', description: 'That photo does not exist (any more). Upload it again.', destructive: true })
  await expect(add).toBeVisible()

  // Removed: the preview goes, focus stays in the photo field.
  await add.getByRole('button', { name: 'Remove photo' }).click()
  await expect(add.getByTestId('event-photo-preview')).toHaveCount(0)
  await expect(add.getByText('No photo: guests see the party picture.')).toBeVisible()
  await expect(photo).toBeFocused()
  await add.getByRole('button', { name: 'Add Event' }).click()
  await expectToast(page, { title: 'Success', description: 'Event added successfully.' })
})

test("is axe clean at the owner's desktop size with its add dialog open, and fits a phone", async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await openEventsPage(page)
  await expectAxeCleanAndFits(page, 'events')
  await page.getByRole('button', { name: 'Add New Event' }).click()
  const add = page.getByRole('dialog', { name: 'Add New Event' })
  await add.getByRole('button', { name: 'Add Event' }).click()
  await expect(add.getByText('Title is required')).toBeVisible()
  await expectNoAxeViolations(page, 'add event dialog')
})
