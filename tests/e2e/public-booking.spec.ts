import { apiGet, expect, weekdayDate, ownData, ownName, signIn, test, venueDate } from './support/public-fixtures'
import { availabilityAnswer, bookingForm as form, fillGuest, guestEmail, openToasts, pickDate, toasts } from './support/booking-form'

// Independent tests (one shared demo database; the days they book on are their own, own-data.ts): spread them
// over the workers.
test.describe.configure({ mode: 'parallel' })

const own = ownData('public-booking.spec.ts')

test.describe('reservation page (/book)', () => {
  test('every field of the form with its defaults, the 23 time slots and the two notes', async ({ page }) => {
    await page.goto('/book')
    await expect(page.getByLabel('Name')).toHaveValue('')
    await expect(page.getByLabel('Email')).toHaveValue('')
    await expect(page.getByLabel('Phone (optional)')).toHaveValue('')
    await expect(page.getByLabel('Number of guests')).toHaveValue('2')
    await expect(page.getByRole('button', { name: /^Date/ })).toHaveText(weekdayDate(venueDate(0)))
    await expect(page.getByLabel('Special requests (optional)')).toHaveValue('')
    await expect(page.getByRole('radio', { name: 'Table' })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'Bar' })).not.toBeChecked()

    const time = page.getByLabel('Time')
    await expect(time).toHaveValue('')
    // Today's times already gone are marked '(past)': read the list for a later day, once its
    // availability has arrived (nothing is booked there, so every slot is free).
    const { date } = own('every field')
    const availability = availabilityAnswer(page, { date })
    await pickDate(page, date)
    await availability
    await expect(time.locator('option:disabled')).toHaveCount(0)
    const options = await time.locator('option').evaluateAll((els) => els.map((o) => [(o as HTMLOptionElement).value, o.textContent]))
    expect(options).toHaveLength(24)
    expect(options[0]).toEqual(['', 'Select a time'])
    const slots = options.slice(1)
    expect(slots[0]).toEqual(['11:00', '11:00 AM'])
    expect(slots).toContainEqual(['12:30', '12:30 PM'])
    expect(slots).toContainEqual(['13:30', '1:30 PM'])
    expect(slots[22]).toEqual(['22:00', '10:00 PM'])
    expect(slots.map(([value]) => value)).toEqual(
      Array.from({ length: 23 }, (_, i) => `${String(11 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`),
    )

    await expect(form(page).getByText('Standard reservation duration: 2 hours', { exact: true })).toBeVisible()
    await expect(form(page)).toContainText('Table reservations are for a 2-hour dining period.')
    await expect(form(page)).toContainText('stay longer if there are no other reservations')
    await expect(page.getByRole('button', { name: 'Book Now' })).toBeEnabled()
  })

  test("shows each field's message at its field and sends nothing while invalid", async ({ page }) => {
    const posts: string[] = []
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/api/reservations') && posts.push(r.url()))
    await page.goto('/book')
    await page.getByLabel('Number of guests').fill('0')
    await page.getByLabel('Phone (optional)').fill('12345')
    await page.getByRole('button', { name: 'Book Now' }).click()
    await expect(form(page).getByText('Please enter your name')).toBeVisible()
    await expect(form(page).getByText('Invalid email format')).toBeVisible()
    await expect(form(page).getByText('Please select a time', { exact: true })).toBeVisible()
    await expect(form(page).getByText('Must have at least 1 guest')).toBeVisible()
    await expect(form(page).getByText('Phone number is too short')).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Invalid email format')
    // The first field with a message takes the focus: the party size comes first (the order guests decide in).
    await expect(page.getByLabel('Number of guests')).toBeFocused()

    await page.getByLabel('Phone (optional)').fill('1234567890123456')
    await expect(form(page).getByText('Phone number is too long')).toBeVisible()
    // Past what can be booked online the form sends a group request, of up to 200 guests.
    await page.getByLabel('Number of guests').fill('201')
    await page.getByRole('button', { name: 'Send a group request' }).click()
    await expect(form(page).getByText('Maximum 200 guests per group request')).toBeVisible()
    await expect(form(page).getByText('Phone number is too long')).toBeVisible()
    await page.getByLabel('Number of guests').fill('150')
    await expect(form(page).getByText('Maximum 200 guests per group request')).toHaveCount(0)
    await page.getByLabel('Number of guests').fill('2')

    // Unpicking the date (click the selected day again) leaves the date empty.
    await page.getByRole('button', { name: /^Date/ }).click()
    const calendar = page.getByRole('dialog', { name: 'Choose a date' })
    await calendar.locator('td[data-selected] button').click()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: /^Date/ })).toHaveText('Pick a date')
    await page.getByRole('button', { name: 'Book Now' }).click()
    await expect(form(page).getByText('Please select a date')).toBeVisible()
    expect(posts).toEqual([])
  })

  test('the date picker disables past days (venue time) and allows today and later', async ({ page }) => {
    await page.goto('/book')
    await page.getByRole('button', { name: /^Date/ }).click()
    const calendar = page.getByRole('dialog', { name: 'Choose a date' })
    const today = calendar.locator('td[data-today] button')
    await expect(today).toBeEnabled()
    await expect(today).toBeFocused() // the selected day (today by default) gets the focus
    const todayNumber = Number(venueDate(0).slice(8))
    const days = calendar.locator('td:not([data-outside]) button')
    for (let d = 1; d < todayNumber; d++) await expect(days.filter({ hasText: new RegExp(`^${d}$`) })).toBeDisabled()
    // The whole previous month is in the past.
    await calendar.getByRole('button', { name: /Previous Month/i }).click()
    await expect(calendar.locator('td:not([data-outside]) button:enabled')).toHaveCount(0)
    await calendar.getByRole('button', { name: /Next Month/i }).click()
    await calendar.getByRole('button', { name: /Next Month/i }).click()
    await expect(calendar.locator('td:not([data-outside]) button:disabled')).toHaveCount(0)
  })

  test('books a table: sends the request, confirms with a toast, resets the form; the booking is stored', async ({ page }) => {
    const guest = ownName('Maria Santos')
    const { date } = own('books a table')
    await page.goto('/book')
    await fillGuest(page, guest)
    await page.getByLabel('Phone (optional)').fill('09171234567')
    await page.getByLabel('Number of guests').fill('3')
    await pickDate(page, date)
    await expect(page.getByRole('button', { name: /^Date/ })).toHaveText(weekdayDate(date))
    await page.getByLabel('Time').selectOption({ label: '7:00 PM' })
    await page.getByRole('radio', { name: 'Bar' }).check()
    await page.getByLabel('Special requests (optional)').fill('Sunset view please')

    // Hold the request a moment to see the sending state.
    let release!: () => void
    const released = new Promise<void>((r) => (release = r))
    await page.route('**/api/reservations', async (route) => {
      await released
      await route.continue()
    })
    const request = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/reservations'))
    await page.getByRole('button', { name: 'Book Now' }).click()
    const sending = page.getByRole('button', { name: 'Making Reservation...' })
    await expect(sending).toBeVisible()
    await expect(sending).toBeDisabled()
    const body = (await request).postDataJSON()
    expect(body).toEqual({
      name: guest,
      email: guestEmail(guest),
      phone: '+639171234567',
      date,
      time: '19:00',
      guests: 3,
      seatingPreference: 'bar',
      notes: 'Sunset view please',
    })
    release()

    const toast = toasts(page)
    await expect(toast).toHaveCount(1)
    const shownAt = Date.now()
    await expect(toast).toContainText('Reservation Confirmed')
    await expect(toast).toContainText('We look forward to seeing you!')
    // A confirmation with the booking reference replaces the form; 'Make another booking' brings the form back, reset.
    await expect(page.getByTestId('booking-confirmation')).toContainText('7:00 PM')
    await page.getByRole('button', { name: 'Make another booking' }).click()
    await expect(page.getByRole('button', { name: 'Book Now' })).toBeEnabled()
    await expect(page.getByLabel('Name')).toHaveValue('')
    await expect(page.getByLabel('Email')).toHaveValue('')
    await expect(page.getByLabel('Phone (optional)')).toHaveValue('')
    await expect(page.getByLabel('Number of guests')).toHaveValue('2')
    await expect(page.getByLabel('Time')).toHaveValue('')
    await expect(page.getByRole('radio', { name: 'Table' })).toBeChecked()
    await expect(page.getByLabel('Special requests (optional)')).toHaveValue('')
    await expect(page.getByRole('button', { name: /^Date/ })).toHaveText(weekdayDate(venueDate(0)))

    // Stored on the server, as sent.
    await signIn(page)
    const stored = (await apiGet<Array<Record<string, unknown>>>(page, '/api/reservations')).find((r) => r.name === guest)
    expect(stored).toMatchObject({ date, time: '19:00', guests: 3, seatingPreference: 'bar', phone: '+639171234567', notes: 'Sunset view please' })

    // The toast shows for 5 seconds (counted from when it was first seen above), then goes.
    await expect(openToasts(page)).toHaveCount(0, { timeout: 8000 })
    expect(Date.now() - shownAt).toBeGreaterThan(3000)
  })

  test('server errors: first field detail, else the server message, else the fallback; one toast at a time', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of (400|409|500)/)
    await page.goto('/book')
    await fillGuest(page, 'Juan Dela Cruz')
    // A later day: today's 8:00 PM may already be past (marked, and not selectable).
    await pickDate(page, own('server errors').date)
    await page.getByLabel('Time').selectOption('20:00')
    const book = page.getByRole('button', { name: 'Book Now' })

    const answers = [
      { status: 400, body: { message: 'Invalid input', details: [{ path: 'time', message: 'Please select a time later than now' }] } },
      { status: 409, body: { message: 'Sorry, that time has just been taken. Please choose another time.' } },
      { status: 500, body: '' },
    ]
    let call = 0
    await page.route('**/api/reservations', (route) => {
      const answer = answers[call++]
      return typeof answer.body === 'string'
        ? route.fulfill({ status: answer.status, body: answer.body })
        : route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) })
    })

    const expected = [
      'Please select a time later than now',
      'Sorry, that time has just been taken. Please choose another time.',
      'Failed to make reservation. Please try again.',
    ]
    for (const description of expected) {
      await book.click()
      const toast = openToasts(page)
      await expect(toast).toHaveCount(1)
      await expect(toast).toContainText('Error')
      await expect(toast).toContainText(description)
      await expect(toasts(page)).toHaveCount(1) // at most one toast: the new one replaced the last
      await expect(book).toBeEnabled()
    }
    // A failed booking keeps what the guest typed.
    await expect(page.getByLabel('Name')).toHaveValue('Juan Dela Cruz')
    // The destructive variant, with a close button.
    const toast = openToasts(page)
    expect(await toast.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(185, 28, 28)')
    await toast.getByRole('button', { name: 'Close' }).click()
    await expect(openToasts(page)).toHaveCount(0)
  })

  test('toasts: F8 focuses the notification area, a swipe to the right dismisses', async ({ page }) => {
    await page.goto('/book')
    await page.route('**/api/reservations', (route) =>
      route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ id: 1 }) }),
    )
    await fillGuest(page, 'Ana Reyes')
    await pickDate(page, own('toasts').date)
    await page.getByLabel('Time').selectOption('12:00')
    await page.getByRole('button', { name: 'Book Now' }).click()
    const toast = openToasts(page)
    await expect(toast).toContainText('Reservation Confirmed')

    await page.keyboard.press('F8')
    await expect(page.locator('[role="region"][aria-label^="Notifications"] ol')).toBeFocused()

    const box = (await toast.boundingBox())!
    await page.mouse.move(box.x + 20, box.y + box.height / 2)
    await page.mouse.down()
    for (let dx = 10; dx <= 150; dx += 10) await page.mouse.move(box.x + 20 + dx, box.y + box.height / 2)
    await page.mouse.up()
    await expect(openToasts(page)).toHaveCount(0, { timeout: 2000 })
  })
})
