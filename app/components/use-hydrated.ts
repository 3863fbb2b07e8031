import { startTransition, useEffect, useState, useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * A value only the browser knows and that stays the same while the page lives (its origin, say): `serverValue` in
 * the server's HTML and while React hydrates it, so the first browser render matches; `read()` after that.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue)
}

/** True once the page has hydrated: a component that mounts later (after a client-side navigation) starts true. */
let pageHydrated = false

/**
 * False in the server's HTML and while React hydrates it, true after: for what exists only in the browser.
 * The switch is a transition, rendered in slices after the hydration's commit: as an external store's update it was
 * a synchronous re-render of the whole booking form in the same task as that commit (30 ms on a phone).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated)
  useEffect(() => {
    pageHydrated = true
    if (!hydrated) startTransition(() => setHydrated(true))
    // Once, when the component mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return hydrated
}

/**
 * Like useHydrated, for a component that React may hydrate later than the page (inside a Suspense boundary), which
 * useHydrated's page-wide flag would call hydrated too early: false while React hydrates this component itself, true
 * after that and on any later mount. The switch comes from React's check of an external store after hydration (among
 * the passive effects): a synchronous re-render of the component. Use it where one happens anyway: in the booking form,
 * react-hook-form's useForm sets state in a layout effect, so React runs those effects and renders in the commit's task.
 */
export function useHydratedHere(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false)
}
