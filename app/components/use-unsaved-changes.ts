import { useEffect } from 'react'
import { type Blocker, useBlocker } from 'react-router'

/**
 * While `dirty`, leaving the page asks first: a navigation within the app is held (show `UnsavedChangesDialog` with
 * the blocker answered here), and a reload, a closed tab or a typed address gets the browser's own question
 * (`beforeunload`; browsers do not show a page's words there). A change of the same page's query or hash is not
 * leaving.
 */
export function useUnsavedChanges(dirty: boolean): Blocker {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname)
  useEffect(() => {
    if (!dirty) return
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers ask only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [dirty])
  // A save that made the form clean while a navigation was held lets it go on.
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.proceed()
  }, [blocker, dirty])
  return blocker
}
