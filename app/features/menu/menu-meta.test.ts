import { describe, expect, it } from 'vitest'
import type { CategoryJson } from '~/contracts/categories'
import type { Language } from '~/lib/languages'
import { categoryMeta, listedNames, menuListMeta, metaText } from './menu-meta'
import { menuCatalog } from './test-support'

const root = (lang: Language) => [{ id: 'root', loaderData: { lang, messages: menuCatalog(lang) } }]
const categories: CategoryJson[] = [
  { slug: 'breakfast', name: 'Breakfast', kind: 'food', position: 1 },
  { slug: 'coffee', name: 'Coffee', kind: 'drink', position: 2 },
  { slug: 'wines', name: 'Wines', kind: 'drink', position: 3 },
  { slug: 'beers', name: 'Beers', kind: 'drink', position: 4 },
]

describe('listedNames', () => {
  it("keeps the English site's list, and lists the way each language does", () => {
    expect(listedNames(['coffee', 'wines', 'beers'], 'en')).toBe('coffee, wines and beers')
    expect(listedNames(['coffee'], 'en')).toBe('coffee')
    expect(listedNames(['커피', '와인', '맥주'], 'ko')).toBe('커피, 와인 및 맥주')
    expect(listedNames(['咖啡', '葡萄酒', '啤酒'], 'zh-Hans')).toBe('咖啡、葡萄酒和啤酒')
  })
})

describe('menu meta', () => {
  it('stays the same in English', () => {
    const { lang, t } = metaText(root('en'))
    expect(menuListMeta('drink', categories, lang, t)).toEqual({
      title: 'Drinks Menu',
      description: 'Drinks at our Boracay beach bar: coffee, wines and beers, with prices in pesos.',
    })
    expect(menuListMeta('food', categories, lang, t).title).toBe('Menu')
    expect(menuListMeta('drink', [], lang, t).description).toBe('Drinks at our Boracay beach bar: drinks, with prices in pesos.')
    expect(categoryMeta('food', 'Breakfast', t)).toEqual({
      title: 'Breakfast Menu',
      description: 'Breakfast at our Boracay beach bar: every dish with its price in pesos.',
    })
    expect(categoryMeta('drink', null, t)).toEqual({ title: 'Drinks category not found', description: 'This drinks category does not exist.' })
  })

  it("is in the page's language", () => {
    const { lang, t } = metaText(root('ko'))
    expect(lang).toBe('ko')
    expect(menuListMeta('food', categories, lang, t).title).toBe('메뉴')
    expect(categoryMeta('food', '아침 식사', t).title).toBe('아침 식사 메뉴')
    const ja = metaText(root('ja'))
    expect(menuListMeta('drink', [{ slug: 'coffee', name: 'コーヒー', kind: 'drink', position: 1 }], ja.lang, ja.t).description).toBe(
      'ボラカイのビーチバーのドリンク：コーヒー。価格はペソです。',
    )
  })
})
