import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'
import {
  type AppLoadContext,
  createStaticHandler,
  createStaticRouter,
  data,
  type LoaderFunction,
  StaticRouterProvider,
  UNSAFE_withComponentProps as withComponentProps,
  UNSAFE_withErrorBoundaryProps as withErrorBoundaryProps,
} from 'react-router'
import { describe, expect, it } from 'vitest'
import { ADMIN_PAGE_ERROR_TEXT, ADMIN_PAGE_REFUSAL_HEADING } from '~/components/admin-frame'
import { requireStaffPage } from '~/.server/guard'
import type { Role } from '~/lib/roles'
import AdminLayout, { ErrorBoundary, loader } from './admin-layout'

/**
 * Renders `url` on the server as React Router does: the admin layout (its own loader, component and boundary) around
 * one admin page whose loader is `pageLoader`.
 */
async function renderAdminPage(url: string, pageLoader: LoaderFunction, role: Role = 'owner'): Promise<{ html: string; status: number }> {
  const routes = [
    {
      id: 'routes/admin-layout',
      loader: loader as unknown as LoaderFunction,
      // The route module's component as the framework wraps it (typed for its own matches, which are not known here).
      Component: withComponentProps(AdminLayout as Parameters<typeof withComponentProps>[0]),
      ErrorBoundary: withErrorBoundaryProps(ErrorBoundary),
      children: [{ id: 'routes/admin-venue', path: 'admin/venue', loader: pageLoader, Component: () => <p>Venue settings</p> }],
    },
  ]
  const handler = createStaticHandler(routes)
  // The layout asks the database whether the owner's rule holds this account back (second-factor-gate.server.ts): no.
  const db = { select: () => ({ from: () => ({ where: async () => [] }) }) }
  const requestContext = { staff: { id: 1, username: 'host', role, twoFactor: false }, db } as unknown as AppLoadContext
  const context = await handler.query(new Request(`http://localhost${url}`), { requestContext })
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`)
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </QueryClientProvider>,
  )
  return { html, status: context.statusCode }
}

const failing = (error: unknown) => () => {
  throw error
}

describe('an admin page whose loader fails', () => {
  it.each([
    ['an error', new Error('connection terminated')],
    ['a 503 answer', data('Service unavailable', { status: 503 })],
  ])('keeps the frame, the navigation and the signed-in staff member, and says so: %s', async (_, error) => {
    const { html } = await renderAdminPage('/admin/venue?tab=hours', failing(error))
    expect(html).toContain('Staff Dashboard')
    expect(html).toContain('Signed in as <span class="font-medium text-foreground">host</span>')
    expect(html).toMatch(/<nav aria-label="Admin".*href="\/admin\/dashboard".*href="\/admin\/emails"/)
    expect(html).toContain('role="alert"')
    expect(html).toContain(ADMIN_PAGE_ERROR_TEXT.heading)
    expect(html).not.toContain('connection terminated')
    expect(html).not.toContain('Venue settings')
  })

  it("offers 'Try again' as a link to the same address, which reloads the page without JavaScript", async () => {
    const { html } = await renderAdminPage('/admin/venue?tab=hours', failing(new Error('boom')))
    expect(html).toMatch(new RegExp(`<a [^>]*href="/admin/venue\\?tab=hours"[^>]*>.*${ADMIN_PAGE_ERROR_TEXT.retry}</a>`))
  })

  it('shows the page itself when nothing fails', async () => {
    const { html } = await renderAdminPage('/admin/venue', () => null)
    expect(html).toContain('Venue settings')
    expect(html).not.toContain(ADMIN_PAGE_ERROR_TEXT.heading)
  })
})

describe('an admin page the role may not open', () => {
  const guarded: LoaderFunction = ({ context, request }) => {
    requireStaffPage(context as AppLoadContext, request)
    return null
  }

  it('answers 403 inside the frame: the role, the action, whom to ask, and a link to where the role works', async () => {
    const { html, status } = await renderAdminPage('/admin/venue', guarded, 'host')
    expect(status).toBe(403)
    expect(html).toContain(ADMIN_PAGE_REFUSAL_HEADING)
    expect(html).toContain('Your role (host) cannot change the venue details. Ask the owner.')
    expect(html).toMatch(/<a [^>]*href="\/admin\/reservations"[^>]*>Go to the host stand<\/a>/)
    expect(html).not.toContain('Venue settings')
  })

  it("shows only the role's pages in the navigation", async () => {
    const { html } = await renderAdminPage('/admin/venue', guarded, 'host')
    for (const page of ['/admin/dashboard', '/admin/reservations', '/admin/menu']) expect(html).toContain(`href="${page}"`)
    for (const page of ['/admin/venue', '/admin/offers', '/admin/emails', '/admin/categories']) expect(html).not.toContain(`href="${page}"`)
  })

  it('lets the owner open it', async () => {
    const { html, status } = await renderAdminPage('/admin/venue', guarded, 'owner')
    expect(status).toBe(200)
    expect(html).toContain('Venue settings')
    expect(html).toContain('href="/admin/emails"')
  })
})
