import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * A value only the browser knows and that stays the same while the page lives (its origin, say): `serverValue` in
 * the server's HTML and while React hydrates it, so the first browser render matches; `read()` after that.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue)
}

/** False in the server's HTML and while React hydrates it, true after: for what exists only in the browser. */
export function useHydrated(): boolean {
  return useBrowserValue(() => true, false)
}
