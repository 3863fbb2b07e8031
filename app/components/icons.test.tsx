// The one place lucide-react is read (a devDependency, allowed in eslint.config.js): the reference drawings.
import * as lucide from 'lucide-react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
// staff-icons re-exports icons.tsx: every icon of the app.
import * as icons from './staff-icons'

/** The drawing of an icon: its shapes, each as its tag and sorted attributes (the order React writes them in varies). */
function drawing(Icon: React.ComponentType): string[] {
  const inner = /^<svg[^>]*>(.*)<\/svg>$/.exec(renderToStaticMarkup(<Icon />))?.[1] ?? ''
  return [...inner.matchAll(/<(\w+)([^>]*?)\/?>/g)].map(([, tag, attrs]) => {
    const sorted = [...attrs.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => `${name}=${value}`).sort()
    return `${tag} ${sorted.join(' ')}`
  })
}

const inline = Object.entries(icons).filter(([name]) => /^[A-Z]/.test(name)) as Array<[string, React.ComponentType]>

describe('the app’s icons', () => {
  it('are Lucide icons, drawn without its runtime', () => {
    expect(inline.length).toBeGreaterThan(60)
  })

  it.each(inline)('%s is drawn as lucide-react draws it', (name, Icon) => {
    const Lucide = (lucide as unknown as Record<string, React.ComponentType | undefined>)[name]
    expect(Lucide, `lucide-react has no ${name}`).toBeDefined()
    expect(drawing(Icon)).toEqual(drawing(Lucide!))
  })
})
