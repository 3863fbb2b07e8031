/**
 * Blocking time of a page load from the main thread's CPU time, out of a Chromium trace (Lighthouse keeps one).
 *
 * Lighthouse's simulated TBT multiplies each task's wall time by four. On a two-core machine that also runs the
 * browser's other processes, the server and Lighthouse itself, a task's wall time includes the time its thread waited
 * for a core (a task of 1.4 ms of CPU measured 22.7 ms), so the same build's TBT moves two- to fivefold between runs.
 * This approximates Lighthouse's sum over CPU time (`tdur`), which is what the page's own work blocks: every task of
 * the page's main thread from the first contentful paint on (a task under way at that paint with the share of its CPU
 * time that its wall time after the paint has), at `slowdown` times, counts what exceeds 50 ms. It runs to the end of
 * the trace, where Lighthouse stops at its time to interactive, and reads the trace as it was recorded, where
 * Lighthouse's simulation replays it on a model of a phone: a figure to compare builds by, not Lighthouse's own.
 */
export interface TraceEvent {
  name: string
  ph?: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { name?: string; data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } }
}

const LONG_TASK_MS = 50

/** The blocking time in ms, or null when the trace holds no page load with a first contentful paint, or no CPU times. */
export function cpuBlockingTime(events: readonly TraceEvent[], slowdown = 4): number | null {
  const navigation = events.findLast(
    (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame === true && /^https?:/.test(e.args.data.documentLoaderURL ?? ''),
  )
  if (!navigation) return null
  const { pid } = navigation
  const main = events.find((e) => e.pid === pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  const paint = events.find((e) => e.pid === pid && e.name === 'firstContentfulPaint' && e.ts >= navigation.ts)
  if (!main || !paint) return null
  let blocking = 0
  for (const e of events) {
    if (e.pid !== pid || e.tid !== main.tid || e.name !== 'RunTask' || e.ph !== 'X') continue
    const end = e.ts + (e.dur ?? 0)
    if (end <= paint.ts) continue
    // Without thread times (a trace recorded without them), there is no CPU time to go by.
    if (e.tdur === undefined || e.dur === undefined) return null
    const afterPaint = e.ts >= paint.ts ? 1 : (end - paint.ts) / e.dur
    blocking += Math.max(0, (slowdown * e.tdur * afterPaint) / 1000 - LONG_TASK_MS)
  }
  return blocking
}
