import { QueryClientProvider } from '@tanstack/react-query'
import { type ComponentType, useState } from 'react'
import { createQueryClient } from './query-client'

// In the browser, one client for the whole visit: every screen's queries share its cache. On the server, one per render.
let browserClient: ReturnType<typeof createQueryClient> | undefined

function scopeClient() {
  if (typeof document === 'undefined') return createQueryClient()
  return (browserClient ??= createQueryClient())
}

/**
 * The query client, provided by the screens that use queries (not by the root): a page without queries (the full
 * menu, rendered with its data) never downloads the query library.
 */
export function QueryScope({ children }: { children: React.ReactNode }) {
  const [client] = useState(scopeClient)
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

/** A route's screen inside a QueryScope (its hooks run below the provider). */
export function withQueries<Props extends object>(Screen: ComponentType<Props>) {
  return function ScreenWithQueries(props: Props) {
    return (
      <QueryScope>
        <Screen {...props} />
      </QueryScope>
    )
  }
}
