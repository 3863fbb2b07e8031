import { describe, expect, it } from 'vitest'
import { writeToasts } from './use-staff-mutation'

describe('writeToasts', () => {
  it('words the success and the failure of each write on a thing', () => {
    expect(writeToasts('menu item', 'add')).toEqual({
      success: 'Menu item added successfully.',
      failure: 'Failed to add menu item. Please try again.',
    })
    expect(writeToasts('offer item', 'delete')).toEqual({
      success: 'Offer item deleted successfully.',
      failure: 'Failed to delete offer item. Please try again.',
    })
  })
})
