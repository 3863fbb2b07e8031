import { Readable } from 'node:stream'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { deferScripts } from './deferred-scripts.server'

const NONCE = 'n0Nce+/='
const BOOT = 'import * as route0 from "/assets/root-A.js";\nwindow.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-B.js");'
// The shape React Router 7 and React 19 give a page: modulepreload links hoisted into the head, the boot module last.
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><style data-precedence="default" data-href="app-css">a>b{color:red}</style>' +
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

/** Runs the page's inline loader against a minimal document; returns what it added to the head. */
function runLoader(html: string, visibilityState = 'visible') {
  const loader = /<script nonce="[^"]*">(\(function\(h,b,n\)[\s\S]*?)<\/script>/.exec(html)?.[1]
  if (!loader) throw new Error('no loader in the page')
  const head: Array<Record<string, string>> = []
  const frames: Array<() => void> = []
  const timers: Array<() => void> = []
  const document = {
    visibilityState,
    currentScript: { nonce: NONCE },
    head: { appendChild: (el: Record<string, string>) => head.push(el) },
    createElement: (tag: string) => ({ tag }),
  }
  runInNewContext(loader, {
    document,
    requestAnimationFrame: (f: () => void) => frames.push(f),
    setTimeout: (f: () => void) => timers.push(f),
  })
  return {
    head,
    paint() {
      frames.splice(0).forEach((f) => f())
    },
    runTimers() {
      while (timers.length > 0) timers.shift()!()
    },
  }
}

describe('deferScripts', () => {
  it('takes the modulepreload links out of the head and empties the boot module, keeping everything else', async () => {
    const html = await rewrite([PAGE])
    expect(html).not.toContain('rel="modulepreload" href=')
    expect(html).toContain(`<link nonce="${NONCE}" rel="icon" href="/favicon.svg" type="image/svg+xml"/>`)
    expect(html).toContain('<style data-precedence="default" data-href="app-css">a>b{color:red}</style>')
    expect(html).toContain('<main><p>Tapsilog</p></main>')
    expect(html).toContain(`<script nonce="${NONCE}" type="module" async=""></script><script nonce="${NONCE}">(function(h,b,n)`)
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

  it('starts nothing before the first frame, then the boot module and the preloads, with the nonce', async () => {
    const loader = runLoader(await rewrite([PAGE]))
    expect(loader.head).toEqual([])
    loader.paint()
    expect(loader.head).toEqual([])
    loader.runTimers()
    expect(loader.head).toEqual([
      { tag: 'script', type: 'module', nonce: NONCE, textContent: BOOT },
      { tag: 'link', rel: 'modulepreload', href: '/assets/entry.client-B.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/root-A.js' },
    ])
  })

  it('starts at once in a background tab, where no frame is painted', async () => {
    const loader = runLoader(await rewrite([PAGE]), 'hidden')
    expect(loader.head[0]).toMatchObject({ tag: 'script', textContent: BOOT })
  })

  it('adds many preloads a few per task', async () => {
    const links = Array.from({ length: 12 }, (_, i) => `<link rel="modulepreload" href="/assets/c${i}.js" nonce="${NONCE}"/>`).join('')
    const loader = runLoader(await rewrite([PAGE.replace('</head>', `${links}</head>`)]))
    loader.paint()
    loader.runTimers()
    expect(loader.head.filter((el) => el.rel === 'modulepreload').map((el) => el.href)).toEqual([
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
