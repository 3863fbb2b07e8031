import { describe, expect, it } from 'vitest'
import { loadStates } from './load-states'

describe('loadStates', () => {
  it('says what is loading, then what could not be loaded', () => {
    expect(loadStates('joined tables')).toEqual({ loading: 'Loading joined tables...', error: 'The joined tables could not be loaded.' })
  })
})
