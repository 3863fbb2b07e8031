import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../support/test-app'

const t = useTestApp()
const apiDoc = readFileSync(path.resolve(import.meta.dirname, '../../docs/api.md'), 'utf8')

/** 'GET /api/menu/:category?x=' -> 'GET /api/menu/:': parameter names and query strings do not matter. */
function routeKey(method: string, routePath: string): string {
  return `${method} ${routePath.replace(/\?.*$/, '').replace(/:[^/]+/g, ':')}`
}

/** Every `METHOD /path` in backticks on a `### ` heading of the markdown. */
function documentedRoutes(markdown: string): Set<string> {
  const routes = new Set<string>()
  for (const line of markdown.split('\n').filter((l) => l.startsWith('### '))) {
    for (const [, method, routePath] of line.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/[^`\s]*)`/g)) routes.add(routeKey(method, routePath))
  }
  return routes
}

/** What the app answers (middleware registered for every method is not a route). */
function registeredRoutes(): Set<string> {
  return new Set(t.app.routes.filter((route) => route.method !== 'ALL').map((route) => routeKey(route.method, route.path)))
}

describe('docs/api.md', () => {
  it('has a section for every route the app registers under /api', () => {
    const registered = [...registeredRoutes()]
    expect(registered).toContain('GET /api/menu/:')
    const documented = documentedRoutes(apiDoc)
    expect(registered.filter((route) => route.split(' ')[1].startsWith('/api/') && !documented.has(route))).toEqual([])
  })

  it('has no section for a route the app does not have', () => {
    const registered = registeredRoutes()
    expect([...documentedRoutes(apiDoc)].filter((route) => !registered.has(route))).toEqual([])
  })

  it('reads a route from a heading, whatever its parameter names and query string', () => {
    const sample = '### `PATCH /api/tables/:tableId`, `PUT /api/tables/:id` — staff\n### `GET /api/availability?date=&guests=` — public\n`GET /api/not-a-heading`'
    expect(documentedRoutes(sample)).toEqual(new Set(['PATCH /api/tables/:', 'PUT /api/tables/:', 'GET /api/availability']))
  })
})
