import { lazy, Suspense, useState } from 'react'
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, type ShouldRevalidateFunctionArgs, useLocation, useMatches, useRouteLoaderData } from 'react-router'
import { readOpeningHours } from '~/.server/services/opening-hours'
import { pageCatalog } from '~/.server/i18n/catalogs'
import { readVenue } from '~/.server/services/venue'
import { DEFAULT_LANGUAGE, LANGUAGE_INFO, type Language, languageOfPath } from '~/lib/languages'
import { messageAreasOfPath } from '~/lib/message-areas'
import { type PageKind, pageKindOfPath } from '~/lib/page-kind'
import { openingHoursSpecification } from '~/lib/opening-hours'
import { restaurantJsonLd } from '~/lib/restaurant-jsonld'
import type { Route } from './+types/root'
import appCssUrl from './app.css?url'
import { I18nProvider } from './components/i18n'
import { ROOT_ROUTE_ID, type RootData } from './components/venue'
import { useDocumentStyle } from './lib/document-style'
import { useNonce } from './lib/nonce'
import { useToasts } from './lib/use-toast'

// The toast UI (Radix Toast) is loaded with the first toast: pages that never show one don't download it.
const Toaster = lazy(() => import('./components/toaster').then((m) => ({ default: m.Toaster })))

// In production a page's stylesheet is inline in its head (entry.server, DocumentStyle); in development Vite serves the
// whole one as a file, with hot reload.
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  ...(import.meta.env.DEV ? [{ rel: 'stylesheet', href: appCssUrl }] : []),
]

/**
 * The venue's details, read once per page: components take them with useVenue(), meta functions with
 * venueOfMatches(). With them, the venue as a schema.org Restaurant with its weekly hours (restaurantOfMatches()).
 */
export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData> {
  const { pathname } = new URL(request.url)
  const lang = languageOfPath(pathname)
  const [venue, hours] = await Promise.all([readVenue(context.db, lang), readOpeningHours(context.db, context.clock.today())])
  return { venue, restaurant: restaurantJsonLd(venue, openingHoursSpecification(hours)), lang, messages: pageCatalog(pathname) }
}

// Read again only when asked (a revalidation, e.g. after staff save the venue's details), after a form action, or
// into another language or onto a page with other message areas (lib/message-areas.ts): not on every navigation, nor
// on every change of a page's search terms.
export function shouldRevalidate({ currentUrl, nextUrl, formMethod }: ShouldRevalidateFunctionArgs) {
  const [from, to] = [currentUrl.pathname, nextUrl.pathname]
  return formMethod !== undefined || currentUrl.href === nextUrl.href || languageOfPath(from) !== languageOfPath(to) || messageAreasOfPath(from).join() !== messageAreasOfPath(to).join()
}

/** The `href` React knows a kind's inline sheet by (the document's `<style data-href>`); the back office's is the whole. */
const inlineSheetOf = (kind: PageKind) => (kind === 'staff' ? 'css-all' : `css-${kind}`)

/**
 * The page's stylesheet. The server renders its kind's sheet inline (entry.server); React hoists it into the head and,
 * in the browser, finds it there by its href (the browser renders it with empty text). A page of another kind reached
 * in the browser has no sheet of its own in the document: it loads the whole site's (app.css), once, and React shows
 * the page when it has arrived. The whole sheet, not the kind's: two Tailwind sheets side by side would order the same
 * utilities differently (a later `px-2` beating an earlier `md:px-4`), the whole one orders every class right.
 */
function DocumentStyle() {
  const css = useDocumentStyle()
  const kind = pageKindOfPath(useLocation().pathname)
  if (import.meta.env.DEV) return null
  const sheet = [inlineSheetOf(kind), inlineSheetOf('staff')].find((href) => typeof document === 'undefined' || document.querySelector(`style[data-href="${href}"]`))
  if (!sheet) return <link rel="stylesheet" href={appCssUrl} precedence="default" />
  return (
    <style href={sheet} precedence="default">
      {css}
    </style>
  )
}

/**
 * A page that formats dates with Intl as it hydrates (its route's `handle.formatsDates`) loads Intl's locale data
 * while its head is parsed. A page's first Intl formatter costs 10-20 ms of a phone's main thread (its locale data
 * is read from disk): before the first paint that delays the paint a little; during hydration it was one long task
 * that kept the page from answering a tap.
 */
function IntlPrimer({ lang }: { lang: Language }) {
  const nonce = useNonce()
  const formatsDates = useMatches().some((m) => (m.handle as { formatsDates?: boolean } | undefined)?.formatsDates === true)
  if (!formatsDates) return null
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: `try{new Intl.DateTimeFormat(${JSON.stringify(LANGUAGE_INFO[lang].locale)}).format(0)}catch(e){}` }}
    />
  )
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  const lang = (useRouteLoaderData(ROOT_ROUTE_ID) as RootData | undefined)?.lang ?? DEFAULT_LANGUAGE
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0f766e" />
        <meta name="format-detection" content="telephone=no" />
        <DocumentStyle />
        <IntlPrimer lang={lang} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

/** Mounts the toast UI once the first toast exists, and keeps it (F8 keeps working afterwards). */
function LazyToaster() {
  const toasts = useToasts()
  const [needed, setNeeded] = useState(false)
  if (toasts.length > 0 && !needed) setNeeded(true)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}

// The query client is provided by the screens that use queries (lib/query-scope.tsx).
export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <I18nProvider lang={loaderData.lang} catalog={loaderData.messages}>
      <Outlet />
      <LazyToaster />
    </I18nProvider>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      {notFound ? (
        <>
          <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          <p className="mt-2 text-muted-foreground">Did you forget to add the page to the router?</p>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold">Something went wrong</h1>
          <p className="mt-2 text-muted-foreground">Please reload the page or try again in a moment.</p>
        </>
      )}
    </main>
  )
}
