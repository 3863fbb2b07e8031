import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FieldStatusNote } from './field-notes'

describe('FieldStatusNote', () => {
  it('reads a field’s note out as a status, under the id its control points to', () => {
    expect(renderToStaticMarkup(<FieldStatusNote id="t-note" note="Open until 22:00" className="text-xs" />)).toBe(
      '<p id="t-note" role="status" class="text-xs">Open until 22:00</p>',
    )
  })

  it('draws nothing while there is no note', () => {
    expect(renderToStaticMarkup(<FieldStatusNote id="t-note" note="" className="text-xs" />)).toBe('')
    expect(renderToStaticMarkup(<FieldStatusNote id="t-note" note={null} className="text-xs" />)).toBe('')
  })
})
