import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { fieldControlClass, Input } from './input'
import { NativeSelect } from './native-select'
import { Textarea } from './textarea'

const classes = (html: string) => (/class="([^"]*)"/.exec(html)?.[1] ?? '').split(' ')

describe('the text controls', () => {
  it('share one look: box, focus ring, disabled and invalid states', () => {
    for (const html of [renderToStaticMarkup(<Input />), renderToStaticMarkup(<Textarea />), renderToStaticMarkup(<NativeSelect />)]) {
      expect(classes(html)).toEqual(expect.arrayContaining(fieldControlClass.split(' ')))
    }
  })

  it('keep their own heights, and a caller’s class wins over them', () => {
    expect(classes(renderToStaticMarkup(<Input />))).toContain('h-10')
    expect(classes(renderToStaticMarkup(<Textarea />))).toContain('min-h-20')
    const select = classes(renderToStaticMarkup(<NativeSelect className="h-11" />))
    expect(select).toContain('h-11')
    expect(select).not.toContain('h-10')
  })
})
