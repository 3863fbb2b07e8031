import { describe, expect, it } from 'vitest'
import { menuItemMessages } from './menu'
import { menuItemInputSchema } from './menu.schemas'
import { offerMessages } from './offers'
import { offerInputSchema } from './offers.schemas'

const dish = { name: 'Halo-Halo', description: 'Shaved ice dessert', price: 25000, category: 'desserts' }

describe('menu item input', () => {
  it('accepts a dish and defaults isSpecial and imageUrl', () => {
    expect(menuItemInputSchema.parse(dish)).toEqual({ ...dish, isSpecial: false, imageUrl: null, dietLabels: undefined })
  })
  it.each([
    [{ name: '' }, menuItemMessages.name],
    [{ description: '' }, menuItemMessages.description],
    [{ price: 0 }, menuItemMessages.price],
    [{ price: 12.5 }, menuItemMessages.price],
    [{ price: '250' }, menuItemMessages.price],
    [{ category: '' }, menuItemMessages.category],
    [{ category: 7 }, menuItemMessages.category],
    [{ dietLabels: ['halal'] }, menuItemMessages.dietLabels],
    [{ imageUrl: 'javascript:alert(1)' }, menuItemMessages.imageUrl],
  ])('refuses %o', (change, message) => {
    const result = menuItemInputSchema.safeParse({ ...dish, ...change })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0].message).toBe(message)
  })
  it('keeps diet labels once each, in their canonical order', () => {
    expect(menuItemInputSchema.parse({ ...dish, dietLabels: ['spicy', 'vegan', 'spicy'] }).dietLabels).toEqual(['vegan', 'spicy'])
  })
  it('lets the EXTRAS_SECTION marker have no description or price', () => {
    expect(menuItemInputSchema.safeParse({ ...dish, name: 'EXTRAS_SECTION', description: '', price: 0 }).success).toBe(true)
  })
})

describe('offer input', () => {
  it('accepts an offer; active by default', () => {
    expect(offerInputSchema.parse({ name: 'Mango Margarita', price: 18000 })).toEqual({
      name: 'Mango Margarita',
      price: 18000,
      isActive: true,
    })
  })
  it('refuses a missing name or a zero, fractional or text price', () => {
    expect(offerInputSchema.safeParse({ name: '', price: 100 }).error?.issues[0].message).toBe(offerMessages.name)
    for (const price of [0, -100, 1.5, 'abc']) {
      expect(offerInputSchema.safeParse({ name: 'Beer', price }).error?.issues[0].message).toBe(offerMessages.price)
    }
  })
})
