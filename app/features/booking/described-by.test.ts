import { describe, expect, it } from 'vitest'
import { describedBy } from './described-by'

describe('describedBy', () => {
  it('joins the ids of the notes shown, in order', () => {
    expect(describedBy('time-error', false, 'time-note', null, undefined, '')).toBe('time-error time-note')
  })

  it('is undefined when no note is shown, so the attribute is left out', () => {
    expect(describedBy(undefined, false, null)).toBeUndefined()
  })
})
