import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MIN_GUESTS } from '~/lib/constants'
import { GuestsInput } from './guests-input'

describe('GuestsInput', () => {
  it('asks for a whole number of guests from the smallest party, on the number pad', () => {
    const html = renderToStaticMarkup(<GuestsInput id="g" max={12} />)
    expect(html).toContain('type="number"')
    expect(html).toContain('inputMode="numeric"')
    expect(html).toContain(`min="${MIN_GUESTS}"`)
    expect(html).toContain('step="1"')
    expect(html).toContain('max="12"')
  })
})
