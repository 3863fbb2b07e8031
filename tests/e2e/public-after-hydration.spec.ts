import { expect, test, waitForHydration } from './support/public-fixtures'

// Once a guest's page has hydrated, it does no more work for the router: the whole route manifest came with the page
// (react-router.config.ts, routeDiscovery 'initial'). With lazy discovery the page asked the server for the routes of
// its links after hydrating, and each answer rendered the whole page again (every menu row), in long tasks.
test.describe.configure({ mode: 'parallel' })

for (const path of ['/', '/drinks', '/book']) {
  test(`${path}: no route manifest is fetched after hydration, and its links still navigate in the browser`, async ({ page }) => {
    const manifestRequests: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/__manifest') manifestRequests.push(request.url())
    })
    await page.goto(path)
    await waitForHydration(page)
    // The lazy discovery fetched at once after hydration and again 100 ms after any change of links.
    await page.waitForTimeout(500)
    expect(manifestRequests).toEqual([])

    // A navigation in the browser (no new document): the page's own marker survives it.
    await page.evaluate(() => ((window as { stayedOnPage?: boolean }).stayedOnPage = true))
    const target = path === '/book' ? '/events' : '/book'
    await page.locator(`nav[aria-label="Main"] a[href="${target}"]:visible`).first().click()
    await expect(page).toHaveURL(new RegExp(`${target}$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => (window as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true)
    expect(manifestRequests).toEqual([])
  })
}
