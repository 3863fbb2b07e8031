import { describe, expect, it } from 'vitest'
import { moveId } from './gallery'

describe('moveId', () => {
  it('swaps with the neighbour above or below', () => {
    expect(moveId([1, 2, 3], 1, -1)).toEqual([2, 1, 3])
    expect(moveId([1, 2, 3], 1, 1)).toEqual([1, 3, 2])
  })
  it('leaves the order as it is at either end or for an index out of range', () => {
    expect(moveId([1, 2, 3], 0, -1)).toEqual([1, 2, 3])
    expect(moveId([1, 2, 3], 2, 1)).toEqual([1, 2, 3])
    expect(moveId([1, 2, 3], 5, -1)).toEqual([1, 2, 3])
    expect(moveId([], 0, 1)).toEqual([])
  })
})
