import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { QueryScope, withQueries } from './query-scope'

/** Renders two scopes, one after the other, and returns the client each gave its screen. */
function clientsOfTwoRenders(): QueryClient[] {
  const clients: QueryClient[] = []
  function Screen({ label }: { label: string }) {
    clients.push(useQueryClient())
    return <p>{label}</p>
  }
  const ScreenWithQueries = withQueries(Screen)
  expect(renderToStaticMarkup(<ScreenWithQueries label="Book a Table" />)).toBe('<p>Book a Table</p>')
  renderToStaticMarkup(
    <QueryScope>
      <Screen label="Upcoming Events" />
    </QueryScope>,
  )
  return clients
}

describe('QueryScope', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('gives each server render a client of its own: no cache is shared between requests', () => {
    const [first, second] = clientsOfTwoRenders()
    expect(first).not.toBe(second)
  })

  it('gives every screen in the browser the same client: their queries share one cache', () => {
    vi.stubGlobal('document', {})
    const [first, second] = clientsOfTwoRenders()
    expect(first).toBe(second)
    expect(first.getDefaultOptions().queries?.staleTime).toBe(Infinity)
  })
})
