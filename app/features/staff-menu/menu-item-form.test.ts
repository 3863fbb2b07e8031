import { describe, expect, it } from 'vitest'
import {
  ADD_DIALOG_CATEGORIES,
  EDIT_DIALOG_CATEGORIES,
  EMPTY_MENU_ITEM_FORM,
  PRICE_FORMAT_MESSAGE,
  menuItemToFormValues,
  parseMenuItemForm,
} from './menu-item-form'

const filled = { ...EMPTY_MENU_ITEM_FORM, name: ' Garlic Rice ', description: 'Fried rice', price: '123.45' }

describe('dialog categories', () => {
  it('defaults to breakfast and leaves vegetarian out of the add dialog only', () => {
    expect(EMPTY_MENU_ITEM_FORM.category).toBe('breakfast')
    expect(ADD_DIALOG_CATEGORIES).not.toContain('vegetarian')
    expect(ADD_DIALOG_CATEGORIES).toContain('breakfast')
    expect(EDIT_DIALOG_CATEGORIES).toContain('vegetarian')
  })
})

describe('parseMenuItemForm', () => {
  it('converts pesos to integer centavos and trims text', () => {
    expect(parseMenuItemForm(filled, ADD_DIALOG_CATEGORIES)).toEqual({
      ok: true,
      input: {
        name: 'Garlic Rice',
        description: 'Fried rice',
        price: 12345,
        category: 'breakfast',
        imageUrl: null,
        isSpecial: false,
      },
    })
    const whole = parseMenuItemForm({ ...filled, price: '70' }, ADD_DIALOG_CATEGORIES)
    expect(whole.ok && whole.input.price).toBe(7000)
  })

  it('asks for all required fields when name, description or price is missing or the price is zero', () => {
    for (const change of [{ name: '  ' }, { description: '' }, { price: '' }, { price: '0' }, { price: '0.00' }]) {
      const result = parseMenuItemForm({ ...filled, ...change }, ADD_DIALOG_CATEGORIES)
      expect(result).toMatchObject({ ok: false, missingRequired: true })
    }
  })

  it('makes a price that is not an amount of pesos a field error', () => {
    for (const price of ['abc', '12.345', '-5', '1e3']) {
      const result = parseMenuItemForm({ ...filled, price }, ADD_DIALOG_CATEGORIES)
      expect(result).toEqual({ ok: false, missingRequired: false, fieldErrors: { price: PRICE_FORMAT_MESSAGE } })
    }
  })

  it('refuses vegetarian in the add dialog but accepts it in the edit dialog', () => {
    const veg = { ...filled, category: 'vegetarian' }
    expect(parseMenuItemForm(veg, ADD_DIALOG_CATEGORIES).ok).toBe(false)
    expect(parseMenuItemForm(veg, EDIT_DIALOG_CATEGORIES).ok).toBe(true)
  })

  it('checks the image address', () => {
    expect(parseMenuItemForm({ ...filled, imageUrl: 'javascript:alert(1)' }, ADD_DIALOG_CATEGORIES).ok).toBe(false)
    const ok = parseMenuItemForm({ ...filled, imageUrl: 'https://example.com/a.jpg' }, ADD_DIALOG_CATEGORIES)
    expect(ok.ok && ok.input.imageUrl).toBe('https://example.com/a.jpg')
  })

  it('lets the EXTRAS_SECTION marker through without description or price', () => {
    const marker = { ...EMPTY_MENU_ITEM_FORM, name: 'EXTRAS_SECTION' }
    const result = parseMenuItemForm(marker, EDIT_DIALOG_CATEGORIES)
    expect(result.ok && result.input.price).toBe(0)
  })
})

describe('menuItemToFormValues', () => {
  it('shows the stored centavos as pesos', () => {
    const values = menuItemToFormValues({
      id: 3,
      name: 'Pancakes',
      description: 'Stack',
      price: 25050,
      category: 'breakfast',
      imageUrl: null,
      isSpecial: true,
    })
    expect(values).toEqual({
      name: 'Pancakes',
      description: 'Stack',
      price: '250.50',
      category: 'breakfast',
      imageUrl: '',
      isSpecial: true,
    })
  })
})
