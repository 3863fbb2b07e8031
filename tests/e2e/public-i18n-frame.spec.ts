import type { Page } from '@playwright/test'
import { gzipSync } from 'node:zlib'
import { expect, expectNoAxeViolations, PHONE, test } from './support/public-fixtures'

// Independent tests (one shared demo database, nothing here changes it): spread them over the workers.
test.describe.configure({ mode: 'parallel' })

/** Waits until React has hydrated the page, in any language (the navigation's name is translated). */
async function openHydrated(page: Page, path: string) {
  await page.goto(path)
  await page.waitForFunction(() => {
    const link = document.querySelector('nav a')
    return link !== null && Object.keys(link).some((key) => key.startsWith('__reactFiber'))
  })
}

test.describe('the frame in Korean', () => {
  test.use({ viewport: PHONE })

  test('/ko/ on a phone: Korean navigation, footer, skip link and html lang; links stay in Korean', async ({ page }) => {
    await openHydrated(page, '/ko/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko')
    const nav = page.getByRole('navigation', { name: '주 메뉴' })
    await expect(nav.getByRole('link')).toHaveText(['메뉴', '할인', '예약', '음악', '이벤트', '갤러리', '연락처'])
    await expect(nav.getByRole('link', { name: '메뉴' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: '할인' })).toHaveAttribute('href', '/ko/offers')
    await expect(page.getByRole('link', { name: '본문으로 건너뛰기' })).toBeAttached()
    const footer = page.locator('footer')
    await expect(footer).toContainText('해피아워 매일')
    await expect(footer.getByRole('link', { name: '오시는 길' })).toHaveAttribute('href', '/ko/contacts')
    await expect(page.getByTestId('book-table-floating')).toHaveText('테이블 예약')
    await expect(page.getByTestId('book-table-floating')).toHaveAttribute('href', '/ko/book')
    await expect(page.getByTestId('hours-today')).not.toContainText(/Open|Closed/)

    // A client-side move keeps the language.
    await nav.getByRole('link', { name: '할인' }).click()
    await expect(page).toHaveURL(/\/ko\/offers$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('해피아워')
  })

  test('the content pages speak Korean', async ({ page }) => {
    for (const [path, heading] of [
      ['/ko/offers', '해피아워'],
      ['/ko/events', '다가오는 이벤트'],
      ['/ko/gallery', '포토 갤러리'],
      ['/ko/music', '음악과 엔터테인먼트'],
      ['/ko/contacts', '문의하기'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page).toHaveTitle(new RegExp(`^${heading} \\| `))
    }
    await expect(page.getByTestId('weekly-hours')).toContainText('월요일')
  })

  test('an unknown Korean address: the 404 page in Korean', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 404/)
    const response = await page.goto('/ko/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 페이지를 찾을 수 없습니다')
    await expect(page.getByRole('link', { name: '메뉴로 돌아가기' })).toHaveAttribute('href', '/ko/')
  })
})

test.describe('the language switcher', () => {
  test('header and footer link the same page and query in every language; the current one is marked', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/events?from=here')
    const footer = page.getByTestId('language-switcher-footer')
    const expected = ['/events?from=here', '/ko/events?from=here', '/zh-hans/events?from=here', '/zh-hant/events?from=here', '/ja/events?from=here']
    await expect(footer.getByRole('link')).toHaveText(['English', '한국어', '简体中文', '繁體中文', '日本語'])
    for (const [i, href] of expected.entries()) await expect(footer.getByRole('link').nth(i)).toHaveAttribute('href', href)
    await expect(footer.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true')

    // On a phone the header's switcher is in view and opens without covering the page for good.
    const header = page.getByTestId('language-switcher-header')
    await expect(header).toBeInViewport()
    await header.locator('summary').click()
    await header.getByRole('link', { name: '日本語' }).click()
    await expect(page).toHaveURL(/\/ja\/events\?from=here$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('今後のイベント')
    await expect(page.getByTestId('language-switcher-footer').getByRole('link', { name: '日本語' })).toHaveAttribute('aria-current', 'true')
  })

  test('works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE })
    const page = await context.newPage()
    await page.goto('/zh-hant/contacts')
    await page.getByTestId('language-switcher-footer').getByRole('link', { name: '简体中文' }).click()
    await expect(page).toHaveURL(/\/zh-hans\/contacts$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('联系我们')
    await context.close()
  })
})

test.describe('addresses for search engines', () => {
  for (const path of ['/', '/menu/breakfast', '/ko/', '/zh-hans/offers', '/ja/contacts']) {
    test(`hreflang alternates, x-default and canonical on ${path}`, async ({ page, baseURL }) => {
      await page.goto(path)
      const page_ = path.replace(/^\/(ko|zh-hans|zh-hant|ja)(?=\/)/, '')
      const href = (prefix: string) => new URL((prefix ? `/${prefix}` : '') + page_, baseURL).href
      const alternates = await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((links) =>
        links.map((l) => [l.getAttribute('hreflang'), (l as HTMLLinkElement).href]),
      )
      expect(alternates).toEqual([
        ['en', href('')],
        ['ko', href('ko')],
        ['zh-Hans', href('zh-hans')],
        ['zh-Hant', href('zh-hant')],
        ['ja', href('ja')],
        ['x-default', href('')],
      ])
      const canonical = await page.locator('head link[rel="canonical"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href))
      expect(canonical).toEqual([new URL(path, baseURL).href])
    })
  }

  test('the sitemap lists every language with alternates', async ({ request, baseURL }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    for (const path of ['/', '/ko/', '/ko/menu', '/ko/menu/breakfast', '/zh-hans/offers', '/zh-hant/contacts', '/ja/book']) {
      expect(xml).toContain(`<loc>${baseURL}${path}</loc>`)
    }
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}/menu"/>`)
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
  })

  test("the contacts page's JSON-LD carries its language", async ({ page }) => {
    await page.goto('/zh-hans/contacts')
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as { inLanguage?: string }
    expect(jsonLd.inLanguage).toBe('zh-Hans')
  })
})

test.describe('the offer to switch (a Korean browser)', () => {
  test.use({ locale: 'ko-KR', viewport: PHONE })

  test('on an English page: a one-line offer to the same page in Korean; dismissed, it stays away', async ({ page }) => {
    await openHydrated(page, '/')
    // The server's HTML is the same for every browser: no redirect, the English page.
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const offer = page.getByTestId('language-offer')
    await expect(offer.getByRole('link', { name: '한국어로 보기' })).toHaveAttribute('href', '/ko/')
    await offer.getByRole('button', { name: 'Dismiss' }).click()
    await expect(offer).toHaveCount(0)
    await openHydrated(page, '/offers')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Happy Hour')
    await expect(page.getByTestId('language-offer')).toHaveCount(0)
  })

  test('never on a page already in another language', async ({ page }) => {
    await openHydrated(page, '/ja/offers')
    await expect(page.getByTestId('language-offer')).toHaveCount(0)
  })
})

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' })
  test('is offered nothing', async ({ page }) => {
    await openHydrated(page, '/offers')
    await expect(page.getByTestId('language-offer')).toHaveCount(0)
  })
})

test.describe('accessibility in other languages', () => {
  test.use({ viewport: PHONE })
  for (const path of ['/ko/', '/zh-hans/', '/ja/offers', '/ko/contacts', '/ko/menu/breakfast', '/zh-hant/book', '/ja/events', '/zh-hans/gallery']) {
    test(`axe: no violations on ${path}`, async ({ page }) => {
      await openHydrated(page, path)
      await expectNoAxeViolations(page)
    })
  }
})

test.describe('the JavaScript budget', () => {
  for (const path of ['/ko/', '/zh-hans/']) {
    test(`${path} loads at most 135 kB of JavaScript (gzip)`, async ({ page }) => {
      await page.setViewportSize(PHONE)
      const bodies: Array<Promise<number>> = []
      page.on('requestfinished', (request) => {
        if (request.resourceType() !== 'script') return
        bodies.push(
          (async () => {
            const response = await request.response()
            const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0)
            return gzipSync(body, { level: 9 }).length
          })(),
        )
      })
      // Hydrated first: the page starts its scripts only after its first paint, which on a busy machine can come after
      // a network-idle moment.
      await openHydrated(page, path)
      await page.waitForLoadState('networkidle')
      const total = (await Promise.all(bodies)).reduce((a, b) => a + b, 0)
      expect(total).toBeGreaterThan(50_000)
      expect(total).toBeLessThanOrEqual(135_000)
    })
  }
})
