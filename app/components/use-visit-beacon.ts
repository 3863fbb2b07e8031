import { useEffect } from 'react'

/** The public site's visit count: once per page load, the browser sends its visitor cookie back (POST /api/visits). */
export function useVisitBeacon() {
  useEffect(() => {
    // In a task of its own: the effect runs in the task that ends the page's hydration, which starting a request lengthens.
    setTimeout(() => void fetch('/api/visits', { method: 'POST', credentials: 'same-origin', keepalive: true }).catch(() => {}), 0)
  }, [])
}
