import { describe, expect, it } from 'vitest'
import { createSlots } from './upload-slots'

describe('createSlots', () => {
  it('gives out at most `max` slots and refuses the next one at once', () => {
    const slots = createSlots(2)
    expect(slots.take()).toBeTypeOf('function')
    expect(slots.take()).toBeTypeOf('function')
    expect(slots.take()).toBeNull()
    expect(slots.inUse()).toBe(2)
  })

  it('frees a slot on release, once however often release is called', () => {
    const slots = createSlots(2)
    const first = slots.take()!
    slots.take()
    first()
    first()
    expect(slots.inUse()).toBe(1)
    expect(slots.take()).toBeTypeOf('function')
    expect(slots.take()).toBeNull()
  })
})
