import { describe, expect, it } from 'vitest'
import { kindFromSearch, kindSearch } from './menu-kind'

describe('the Food | Drinks switch in the URL', () => {
  it('reads drinks from ?kind=drinks and food otherwise', () => {
    expect(kindFromSearch(new URLSearchParams('kind=drinks'))).toBe('drink')
    expect(kindFromSearch(new URLSearchParams('kind=drink&q=x'))).toBe('drink')
    expect(kindFromSearch(new URLSearchParams(''))).toBe('food')
    expect(kindFromSearch(new URLSearchParams('kind=food'))).toBe('food')
    expect(kindFromSearch(new URLSearchParams('kind=beer'))).toBe('food')
  })

  it('writes the query it reads back', () => {
    expect(kindSearch('drink')).toBe('?kind=drinks')
    expect(kindSearch('food')).toBe('')
    expect(kindFromSearch(new URLSearchParams(kindSearch('drink')))).toBe('drink')
  })
})
