/**
 * A cap on work running at once: a request over the cap is turned away at once (before its body is read) rather than
 * queued, so neither waiting bodies nor decoded photos pile up in memory.
 */
export interface Slots {
  /** A release function when a slot is free (calling it more than once frees the slot once), else null. */
  take(): (() => void) | null
  inUse(): number
}

export function createSlots(max: number): Slots {
  let taken = 0
  return {
    take() {
      if (taken >= max) return null
      taken++
      let released = false
      return () => {
        if (released) return
        released = true
        taken--
      }
    },
    inUse: () => taken,
  }
}
