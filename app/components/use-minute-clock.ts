import { useEffect, useState } from 'react'

const MINUTE_MS = 60_000

/** The time now, moved on at each new minute; null in the server's HTML and until hydrated (no mismatch). */
export function useMinuteClock(): Date | null {
  const [now, setNow] = useState<Date | null>(null)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>
    const tick = () => {
      const at = new Date()
      setNow(at)
      timer = setTimeout(tick, MINUTE_MS - (at.getTime() % MINUTE_MS))
    }
    tick()
    return () => clearTimeout(timer)
  }, [])
  return now
}
