import type { Page } from '@playwright/test'
import { apiGet, expect, expectNoSidewaysScroll, openHydrated, PHONE, test } from './support/public-fixtures'
import type { CategoryJson } from '~/contracts/categories'
import type { MenuItemJson } from '~/contracts/menu'

// The food and drinks menus in Korean and Chinese, on a phone. Independent tests: the only data one adds is a
// category of its own (ownMenu), which no other test looks for.
test.describe.configure({ mode: 'parallel' })
test.use({ viewport: PHONE })

const PRICE = /^₱\d{1,3}(,\d{3})*\.\d{2}$/
const rowNames = (page: Page) => page.locator('[data-testid="menu-item"], [data-testid="menu-extra"]').getByTestId('item-name')

async function hrefs(page: Page, navName: string): Promise<string[]> {
  return page.getByRole('navigation', { name: navName }).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
}

/** The category bar links to every category (other tests may add their own meanwhile), all under `base`. */
async function expectBarUnder(page: Page, navName: string, base: string, categories: CategoryJson[]) {
  const links = await hrefs(page, navName)
  expect(links).toEqual(expect.arrayContaining(categories.map((c) => `${base}/${encodeURIComponent(c.slug)}`)))
  for (const href of links) expect(href.startsWith(`${base}/`), href).toBe(true)
}

test.describe('the menus in Korean and Chinese', () => {
  test('/ko/menu: Korean headings, filters and diet labels, prices in pesos, links that stay in Korean', async ({ page }) => {
    const categories = await apiGet<CategoryJson[]>(page, '/api/categories')
    const food = categories.filter((c) => c.kind === 'food')
    await openHydrated(page, '/ko/menu')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko')
    await expect(page).toHaveTitle(/^메뉴 \| /)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('메뉴')
    await expect(page.getByTestId('menu-notice')).toHaveText('별표가 있는 메뉴는 주문 가능 여부를 직원에게 확인해 주세요. 오늘의 메뉴는 달라질 수 있습니다.')

    // Food | Drinks and the category bar: Korean names, every address under /ko/.
    const kinds = page.getByRole('navigation', { name: '음식 또는 음료' })
    await expect(kinds.getByRole('link')).toHaveText(['음식', '음료'])
    expect(await hrefs(page, '음식 또는 음료')).toEqual(['/ko/menu', '/ko/drinks'])
    await expectBarUnder(page, '메뉴 카테고리', '/ko/menu', food)

    // Search and diet filters.
    await expect(page.getByRole('searchbox', { name: '요리 검색' })).toBeVisible()
    await expect(page.getByRole('button', { name: '검색', exact: true })).toBeVisible()
    await expect(page.getByRole('group', { name: '필터' }).getByRole('link')).toHaveText(['채식', '비건', '글루텐 프리', '유제품 없음', '견과류 없음', '안 매운맛'])

    // Diet labels of the dishes, in Korean; no English label left.
    const labels = page.getByRole('list', { name: '식단 정보' })
    await expect(labels.first()).toBeVisible()
    const labelTexts = new Set((await labels.getByRole('listitem').allTextContents()).map((t) => t.trim()))
    expect([...labelTexts].every((t) => ['채식', '비건', '글루텐 프리', '유제품 없음', '견과류 포함', '매운맛'].includes(t)), [...labelTexts].join(', ')).toBe(true)
    await expect(page.getByRole('heading', { name: '추가 메뉴', exact: true }).first()).toBeVisible()
    await expect(page.getByRole('heading', { name: 'EXTRAS', exact: true })).toHaveCount(0)

    // Prices: ₱, grouped digits, two decimals.
    const prices = await page.getByTestId('item-price').allTextContents()
    expect(prices.length).toBeGreaterThan(10)
    for (const price of prices) expect(price).toMatch(PRICE)

    // Each section's own link stays in Korean; the JSON-LD says the language.
    const firstSection = page.getByTestId('menu-section').first()
    await expect(firstSection.getByRole('link')).toHaveAttribute('href', `/ko/menu/${food[0]?.slug}`)
    await expect(firstSection.getByRole('link')).toHaveText(/만 보기$/)
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as { hasMenu?: unknown })
    expect(blocks.find((block) => block.hasMenu)?.hasMenu).toMatchObject({ inLanguage: 'ko', name: '메뉴' })
    await expectNoSidewaysScroll(page, PHONE.width)

    // A category from the bar: still Korean, in the browser.
    await page.getByRole('navigation', { name: '메뉴 카테고리' }).getByRole('link').first().click()
    await expect(page).toHaveURL(`/ko/menu/${food[0]?.slug}`)
    await expect(page.getByRole('searchbox', { name: '요리 검색' })).toBeVisible()
    await expect(page.getByTestId('menu-notice')).toContainText('별표가 있는 메뉴는')
    await expectBarUnder(page, '메뉴 카테고리', '/ko/menu', food)

    // The other half of the menu, in the browser: the drinks, in Korean.
    await page.getByRole('navigation', { name: '음식 또는 음료' }).getByRole('link', { name: '음료' }).click()
    await expect(page).toHaveURL('/ko/drinks')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('음료')
    await expect(page.getByRole('searchbox', { name: '음료 검색' })).toBeVisible()
    await expect(page.getByTestId('item-price').first()).toHaveText(PRICE)
  })

  test('/zh-hans/drinks: Chinese headings, filters and diet labels; a drink of ₱1,250 is grouped', async ({ page, ownMenu }) => {
    const category = await ownMenu.category('drink', 'Tiki Bar')
    await ownMenu.item({ name: 'Tiki Tower for Four', category: category.slug, description: 'Rum punch for the table', price: 125000, dietLabels: ['vegan'] })
    const drinks = (await apiGet<CategoryJson[]>(page, '/api/categories')).filter((c) => c.kind === 'drink')

    await openHydrated(page, '/zh-hans/drinks')
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans')
    await expect(page).toHaveTitle(/^饮品单 \| /)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('饮品')
    await expectBarUnder(page, '饮品分类', '/zh-hans/drinks', drinks)
    await expect(page.getByRole('searchbox', { name: '搜索饮品' })).toBeVisible()
    await expect(page.getByRole('group', { name: '只看' }).getByRole('link')).toHaveText(['素食', '纯素', '无麸质', '无乳制品', '不含坚果', '不辣'])
    await expect(page.getByRole('list', { name: '饮食标签' }).filter({ hasText: '纯素' }).first()).toBeVisible()
    for (const price of await page.getByTestId('item-price').allTextContents()) expect(price).toMatch(PRICE)

    const row = page.getByTestId('menu-item').filter({ hasText: 'Tiki Tower for Four' })
    await expect(row.getByTestId('item-price')).toHaveText('₱1,250.00')

    // A diet filter, in Chinese words.
    await page.getByRole('group', { name: '只看' }).getByRole('link', { name: '不含坚果' }).click()
    await expect(page).toHaveURL('/zh-hans/drinks?diet=no-nuts')
    await expect(page.getByTestId('filter-status')).toHaveText(/^\d+ 款饮品符合不含坚果$/)

    // The category's own page keeps the language and the grouping.
    await page.goto(`/zh-hans/drinks/${category.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name)
    await expect(page.getByTestId('item-price')).toHaveText(['₱1,250.00'])
  })

  test('dish names in Korean, an untranslated one marked lang="en", a Korean query finds a Korean name', async ({ page, ownMenu }) => {
    const category = await ownMenu.category('food', 'Grill')
    const own = await ownMenu.item({ name: 'Untranslated Grill Plate', category: category.slug, description: 'Only in English', price: 45000 })
    type Read = MenuItemJson & { nameLang?: string; original?: { name: string } }
    const items = await apiGet<Read[]>(page, '/api/menu?lang=ko')
    const translated = items.find((i) => i.nameLang === 'ko' && i.original?.name !== 'EXTRAS_SECTION')
    expect(translated, 'a demo dish translated into Korean').toBeDefined()
    const koCategories = (await apiGet<Array<CategoryJson & { nameLang?: string }>>(page, '/api/categories?lang=ko')).filter((c) => c.kind === 'food' && c.nameLang === 'ko')
    expect(koCategories.length).toBeGreaterThan(0)

    await openHydrated(page, '/ko/menu')
    const row = page.locator(`[data-item-id="${translated!.id}"]`)
    await expect(row.getByTestId('item-name')).toHaveText(translated!.name)
    await expect(row.getByTestId('item-name')).not.toHaveAttribute('lang')
    await expect(page.locator(`[data-item-id="${own.id}"]`).getByTestId('item-name')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('navigation', { name: '메뉴 카테고리' })).toContainText(koCategories[0]!.name.toUpperCase())

    const field = page.getByRole('searchbox', { name: '요리 검색' })
    const word = translated!.name.split(/\s+/)[0]!
    await field.fill(word)
    await expect(row).toBeVisible()
    await expect(page.getByTestId('filter-status')).toHaveText(new RegExp(`^‘${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}’에 맞는 요리 \\d+개$`))
    await field.fill(translated!.original!.name)
    await expect(row).toBeVisible()
  })

  test('search on /ko/menu: the rows follow the query, and no match is said in Korean', async ({ page }) => {
    await openHydrated(page, '/ko/menu')
    const field = page.getByRole('searchbox', { name: '요리 검색' })
    await field.click()
    await page.keyboard.type('adobo', { delay: 30 })
    await expect(page).toHaveURL('/ko/menu?q=adobo')
    await expect(page.getByTestId('filter-status')).toHaveText(/^‘adobo’에 맞는 요리 \d+개$/)
    await expect(rowNames(page).first()).toBeVisible()

    await field.fill('zzzz')
    await expect(page).toHaveURL('/ko/menu?q=zzzz')
    await expect(page.getByTestId('filter-status')).toHaveText('‘zzzz’에 맞는 요리가 없습니다')
    const empty = page.getByTestId('filter-empty')
    await expect(empty).toContainText('철자를 확인하거나 다른 단어로 검색하거나 필터를 줄여 보세요.')
    await empty.getByRole('link', { name: '검색 지우기' }).click()
    await expect(page).toHaveURL('/ko/menu')
    await expect(field).toHaveValue('')

    // The same search without the page's script: the server answers it in Korean.
    await page.goto('/ko/drinks?q=zzzz&diet=vegan')
    await expect(page.getByTestId('filter-status')).toHaveText('‘zzzz’, 비건에 맞는 음료가 없습니다')
    await expect(page.getByTestId('filter-empty').getByRole('link')).toHaveText('검색과 필터 지우기')
  })

  test('a category of the other kind redirects within the language; an unknown one is a Japanese not-found', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 404/)
    await page.goto('/ko/menu/cocktails?q=rum')
    await expect(page).toHaveURL('/ko/drinks/cocktails?q=rum')
    await expect(page.getByRole('searchbox', { name: '음료 검색' })).toHaveValue('rum')

    const response = await page.goto('/ja/menu/pizzas')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle(/^メニューのカテゴリーが見つかりません \| /)
    const notFound = page.getByTestId('category-not-found')
    await expect(notFound.getByRole('heading')).toHaveText('メニューのカテゴリーが見つかりません')
    await expect(notFound).toContainText('「pizzas」というメニューのカテゴリーはありません。')
    await expect(notFound.getByRole('link', { name: 'メニュー全体を見る' })).toHaveAttribute('href', '/ja/menu')
  })
})
