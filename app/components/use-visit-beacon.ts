import { useEffect } from 'react'

/** The public site's visit count: once per page load, the browser sends its visitor cookie back (POST /api/visits). */
export function useVisitBeacon() {
  useEffect(() => {
    void fetch('/api/visits', { method: 'POST', credentials: 'same-origin', keepalive: true }).catch(() => {})
  }, [])
}
