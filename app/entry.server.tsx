import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import type { RenderToPipeableStreamOptions } from 'react-dom/server'
import { renderToPipeableStream } from 'react-dom/server'
import type { AppLoadContext, EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'
import { deferScripts } from '~/deferred-scripts.server'
import { DocumentStyleProvider } from '~/lib/document-style'
import { NonceProvider } from '~/lib/nonce'
import { type PageKind, pageKindOfPath } from '~/lib/page-kind'
// A page's stylesheet (Tailwind, minified) is inline in its head: the first paint waits for no request. A public page
// has its kind's sheet (app/styles/), a third of the whole; the back office has the whole (app.css).
import appCss from './app.css?inline'
import bookingCss from './styles/booking.css?inline'
import menuCss from './styles/menu.css?inline'
import otherCss from './styles/other.css?inline'

const STYLE_OF_KIND: Record<PageKind, string> = { menu: menuCss, booking: bookingCss, other: otherCss, staff: appCss }

export const streamTimeout = 5_000

/** What the page's routes say about how it loads (their `handle`). */
interface PageHandle {
  /**
   * The page paints before its scripts are requested: the guests' pages where nothing needs a script to work (links,
   * and form fields that wait, disabled, until hydration). Pages with buttons (gallery, a guest's booking, the back
   * office) load their scripts at once: a tap before hydration would do nothing.
   */
  scriptsAfterFirstPaint?: boolean
}

function pageHandles(context: EntryContext): PageHandle[] {
  return context.staticHandlerContext.matches.map((match) => (context.routeModules[match.route.id]?.handle ?? {}) as PageHandle)
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const nonce = loadContext.nonce

  return new Promise((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Crawlers get the complete document in one piece.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <DocumentStyleProvider value={import.meta.env.DEV ? '' : STYLE_OF_KIND[pageKindOfPath(new URL(request.url).pathname)]}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </DocumentStyleProvider>
      </NonceProvider>,
      {
        nonce,
        // A finished Suspense boundary stays in place in the HTML. By default React moves one of over 500 bytes to
        // the end, hidden, for a script to put in place, once the bytes sent before it (the shell's included) and its
        // own pass 12.8 kB: nearly every such boundary on a page. Without JavaScript the booking form (a boundary of
        // its own, hydrated after the page) would then never show.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              callback()
            },
          })
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          if (!import.meta.env.DEV && pageHandles(routerContext).some((h) => h.scriptsAfterFirstPaint)) {
            // The page's scripts start once its first contentful paint is on screen (see deferred-scripts.server.ts).
            const html = deferScripts(nonce, (boot) => loadContext.insertedScripts?.push(boot))
            html.pipe(body)
            pipe(html)
          } else {
            pipe(body)
          }
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }))
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}
