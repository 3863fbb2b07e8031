import { describe, expect, it } from 'vitest'
import type { MenuItemJson } from '~/contracts/menu'
import { DRINK_CATEGORIES, MENU_CATEGORIES } from '~/lib/constants'
import { matchesSearch, searchTerms } from '~/lib/search'
import { useTestApp } from '../support/test-app'
import { venueDishes, venueDrinks } from '../support/venue-menu'

const t = useTestApp()

describe("the venue's real menu, entered through the staff API", () => {
  it('keeps 70 dishes in seven food categories and 33 drinks in six drink categories, names and accents intact', async () => {
    const cookie = await t.signIn()
    for (const item of [...venueDishes, ...venueDrinks]) {
      const res = await t.request('POST', '/api/menu', { cookie, body: item })
      expect(res.status, item.name).toBe(201)
    }
    const dishes = (await (await t.request('GET', '/api/menu')).json()) as MenuItemJson[]
    const drinks = (await (await t.request('GET', '/api/drinks')).json()) as MenuItemJson[]
    expect(dishes.filter((d) => d.name !== 'EXTRAS_SECTION')).toHaveLength(70)
    expect(drinks).toHaveLength(33)
    expect(new Set(dishes.map((d) => d.category))).toEqual(new Set(MENU_CATEGORIES))
    expect(new Set(drinks.map((d) => d.category))).toEqual(new Set(DRINK_CATEGORIES))
    expect(dishes.map(({ name, description, price, category, dietLabels }) => ({ name, description, price, category, dietLabels }))).toEqual(venueDishes)
    expect(drinks.map(({ name, description, price, category, dietLabels }) => ({ name, description, price, category, dietLabels }))).toEqual(venueDrinks)

    // A guest typing "pina" finds both piña coladas and nothing else.
    expect(drinks.filter((d) => matchesSearch(d, searchTerms('pina'))).map((d) => d.name)).toEqual(['Piña Colada', 'Virgin Piña Colada'])
    const cocktails = (await (await t.request('GET', '/api/drinks/cocktails')).json()) as MenuItemJson[]
    expect(cocktails.map((d) => d.name)).toContain('Sunset over White Beach: Passion Fruit, Aperol, Prosecco and a Splash of Calamansi')
  })
})
