import { Readable } from 'node:stream'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { deferScripts } from './deferred-scripts.server'

const NONCE = 'n0Nce+/='
const BOOT = 'import * as route0 from "/assets/root-A.js";\nwindow.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-B.js");'
// The shape React Router 7 and React 19 give a page: modulepreload links hoisted into the head, the boot module last.
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><style data-precedence="default" data-href="css-menu">a>b{color:red}</style>' +
  `<link nonce="${NONCE}" rel="icon" href="/favicon.svg" type="image/svg+xml"/>` +
  `<link rel="modulepreload" href="/assets/entry.client-B.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/root-A.js" nonce="${NONCE}"/>` +
  '</head><body><main><p>Tapsilog</p></main>' +
  `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>` +
  `<script nonce="${NONCE}" type="module" async="">${BOOT}</script>` +
  `<!--$--><script nonce="${NONCE}">window.__reactRouterContext.streamController.close();</script><!--/$--></body></html>`

async function rewrite(chunks: string[], nonce = NONCE): Promise<string> {
  let out = ''
  for await (const chunk of Readable.from(chunks).pipe(deferScripts(nonce))) out += chunk.toString()
  return out
}

/**
 * Runs the page's inline loader against a minimal browser: a document, frames, timers and, unless `paintTiming` is
 * false, paint entries. Returns what it added to the head and the means to move time on.
 */
function runLoader(html: string, { visibilityState = 'visible', paintTiming = true } = {}) {
  const loader = /<script nonce="[^"]*">(\(function \(h, b, n\)[\s\S]*?)<\/script>/.exec(html)?.[1]
  if (!loader) throw new Error('no loader in the page')
  const head: Array<Record<string, string>> = []
  const frames: Array<() => void> = []
  const timers: Array<{ run: () => void; ms: number }> = []
  const observers: Array<(names: string[]) => void> = []
  class PerformanceObserver {
    static supportedEntryTypes = ['paint', 'resource']
    disconnected = false
    constructor(private callback: (list: { getEntriesByName(name: string): unknown[] }, observer: PerformanceObserver) => void) {}
    observe({ type }: { type: string }) {
      if (type !== 'paint') throw new Error(`observes ${type}`)
      observers.push((names) => {
        if (!this.disconnected) this.callback({ getEntriesByName: (name) => names.filter((n) => n === name) }, this)
      })
    }
    disconnect() {
      this.disconnected = true
    }
  }
  const document = {
    visibilityState,
    currentScript: { nonce: NONCE },
    head: { appendChild: (el: Record<string, string>) => head.push(el) },
    createElement: (tag: string) => ({ tag }),
  }
  const window = paintTiming ? { PerformanceObserver } : {}
  runInNewContext(loader, {
    document,
    window,
    requestAnimationFrame: (f: () => void) => frames.push(f),
    setTimeout: (run: () => void, ms = 0) => timers.push({ run, ms }),
  })
  return {
    head,
    paint(...names: string[]) {
      if (paintTiming) observers.forEach((notify) => notify(names))
      else frames.splice(0).forEach((f) => f())
    },
    /** Runs the timers due within `ms` (and those they set), in order. */
    runTimers(ms = 0) {
      for (let next = timers.findIndex((t) => t.ms <= ms); next !== -1; next = timers.findIndex((t) => t.ms <= ms)) {
        timers.splice(next, 1)[0].run()
      }
    },
  }
}

describe('deferScripts', () => {
  it('takes the modulepreload links out of the head and empties the boot module, keeping everything else', async () => {
    const html = await rewrite([PAGE])
    expect(html).not.toContain('rel="modulepreload" href=')
    expect(html).toContain(`<link nonce="${NONCE}" rel="icon" href="/favicon.svg" type="image/svg+xml"/>`)
    expect(html).toContain('<style data-precedence="default" data-href="css-menu">a>b{color:red}</style>')
    expect(html).toContain('<main><p>Tapsilog</p></main>')
    expect(html).toContain(`<script nonce="${NONCE}" type="module" async=""></script><script nonce="${NONCE}">(function (h, b, n)`)
    expect(html).toContain('window.__reactRouterContext.streamController.close();</script><!--/$--></body></html>')
    // The boot text travels as a JSON string: no "<" can end the script early.
    expect(html).not.toContain('import * as route0 from "/assets/root-A.js"')
  })

  it('gives the same page whatever the chunk boundaries', async () => {
    const whole = await rewrite([PAGE])
    for (const size of [1, 7, 64, 300]) {
      const chunks = PAGE.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g'))!
      expect(await rewrite(chunks)).toBe(whole)
    }
  })

  const BOOTED = [
    { tag: 'script', type: 'module', nonce: NONCE, textContent: BOOT },
    { tag: 'link', rel: 'modulepreload', href: '/assets/entry.client-B.js' },
    { tag: 'link', rel: 'modulepreload', href: '/assets/root-A.js' },
  ]

  it('starts nothing before the first contentful paint is on screen, then the boot module and the preloads, with the nonce', async () => {
    const loader = runLoader(await rewrite([PAGE]))
    loader.runTimers()
    expect(loader.head).toEqual([])
    loader.paint('first-paint')
    loader.runTimers()
    expect(loader.head).toEqual([])
    loader.paint('first-contentful-paint')
    expect(loader.head).toEqual([])
    loader.runTimers()
    expect(loader.head).toEqual(BOOTED)
    // Once only, whatever comes later.
    loader.runTimers(3000)
    expect(loader.head).toEqual(BOOTED)
  })

  it('waits one frame where the browser does not report paints', async () => {
    const loader = runLoader(await rewrite([PAGE]), { paintTiming: false })
    loader.runTimers()
    expect(loader.head).toEqual([])
    loader.paint()
    loader.runTimers()
    expect(loader.head).toEqual(BOOTED)
  })

  it('starts after 3 s when no paint comes, and at once in a background tab', async () => {
    const page = await rewrite([PAGE])
    const noPaint = runLoader(page)
    noPaint.runTimers(2999)
    expect(noPaint.head).toEqual([])
    noPaint.runTimers(3000)
    expect(noPaint.head).toEqual(BOOTED)
    expect(runLoader(page, { visibilityState: 'hidden' }).head[0]).toEqual(BOOTED[0])
  })

  it('adds many preloads a few per task', async () => {
    const links = Array.from({ length: 12 }, (_, i) => `<link rel="modulepreload" href="/assets/c${i}.js" nonce="${NONCE}"/>`).join('')
    const loader = runLoader(await rewrite([PAGE.replace('</head>', `${links}</head>`)]))
    loader.paint('first-paint', 'first-contentful-paint')
    const preloads = () => loader.head.filter((el) => el.rel === 'modulepreload').map((el) => el.href)
    loader.runTimers()
    expect(preloads()).toEqual([
      '/assets/entry.client-B.js',
      '/assets/root-A.js',
      ...Array.from({ length: 12 }, (_, i) => `/assets/c${i}.js`),
    ])
  })

  it('passes a page through untouched when the boot module is not there, or has another nonce', async () => {
    const noBoot = '<html><head></head><body><p>a < b</p></body></html>'
    expect(await rewrite([noBoot])).toBe(noBoot)
    expect(await rewrite([PAGE], 'another-nonce')).toBe(PAGE)
  })
})
