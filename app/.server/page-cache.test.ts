import { describe, expect, it } from 'vitest'
import { isSharedPage } from './page-cache'

const shared = (path: string, method = 'GET') => isSharedPage(method, path, `http://venue.test${path}`)

describe('isSharedPage', () => {
  it('shares the menu and drinks screens, whole lists and categories', () => {
    for (const path of ['/', '/menu', '/menu/breakfast', '/drinks', '/drinks/cocktails', '/offers', '/contacts']) expect(shared(path), path).toBe(true)
    expect(shared('/drinks', 'HEAD')).toBe(true)
  })

  it('shares them in every language', () => {
    for (const path of ['/ko', '/ko/', '/ko/menu/breakfast', '/zh-hans/drinks', '/ja/offers', '/zh-hant/book']) expect(shared(path), path).toBe(true)
    for (const path of ['/ko/booking/abc', '/ko/menu/a/b', '/fr/menu']) expect(shared(path), path).toBe(false)
  })

  it('renders a search or filter (any query string), deeper paths, writes and private pages per request', () => {
    expect(isSharedPage('GET', '/drinks', 'http://venue.test/drinks?q=pina')).toBe(false)
    expect(isSharedPage('GET', '/menu/soups', 'http://venue.test/menu/soups?diet=vegan')).toBe(false)
    for (const path of ['/drinks/cocktails/x', '/drinksx', '/booking/abc', '/admin/menu']) expect(shared(path), path).toBe(false)
    expect(shared('/drinks', 'POST')).toBe(false)
  })
})
