import { formatTimeRange } from '~/lib/time-wording'
import type { VenueJson } from '~/contracts/venue'
import { apiGet, expect, test } from './support/public-fixtures'

// Issue 27: the pages wrote the venue's hours three ways (11:00-24:00, 11:00 AM to midnight, 16:00h). One way now.
const HOURS = /^(Closed|\d{1,2}:\d\d [AP]M to (\d{1,2}:\d\d [AP]M|midnight))/
const OTHER_WAYS = /24:00|\d\d:\d\dh|\b\d\d:\d\d-\d\d:\d\d\b/

test('the footer, the first screen, the contact page and the offers page write the hours one way, in the server HTML', async ({ page }) => {
  // Without scripts: what the server writes is what a slow phone shows first.
  await page.route(/\.js(\?|$)/, (route) => route.abort())
  const venue = await apiGet<VenueJson>(page, '/api/venue')
  const happyHour = formatTimeRange(venue.happyHour.start, venue.happyHour.end)

  await page.goto('/')
  await expect(page.getByRole('contentinfo')).toContainText(`Happy hour every day, ${happyHour}`)
  await expect(page.getByTestId('first-screen').getByTestId('hours-today')).toHaveText(/^(Open today \d{1,2}:\d\d [AP]M to (\d{1,2}:\d\d [AP]M|midnight)|Closed today|Open now until .+|Closed now, .+)/)
  expect(await page.locator('body').innerText()).not.toMatch(OTHER_WAYS)

  await page.goto('/contacts')
  const weekly = page.getByTestId('weekly-hours').locator('dd')
  await expect(weekly).toHaveCount(7)
  for (const line of await weekly.allInnerTexts()) expect(line).toMatch(HOURS)
  expect(await page.locator('body').innerText()).not.toMatch(OTHER_WAYS)

  await page.goto('/offers')
  await expect(page.getByText(`Every day, ${happyHour}`, { exact: true })).toBeVisible()
  expect(await page.locator('body').innerText()).not.toMatch(OTHER_WAYS)
})
