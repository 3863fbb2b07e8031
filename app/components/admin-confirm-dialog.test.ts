import { describe, expect, it } from 'vitest'
import { deleteWording } from './admin-confirm-dialog'

describe('deleteWording', () => {
  it('asks about the kind of thing, then names what goes, from where, for good', () => {
    expect(deleteWording.question('menu item')).toBe('Are you sure you want to delete this menu item?')
    expect(deleteWording.detail('Mango Shake', 'the menu')).toBe('"Mango Shake" will be removed from the menu. This cannot be undone.')
  })
})
