/**
 * Blocking time of a page load from the main thread's CPU time, out of a Chromium trace (Lighthouse keeps one).
 *
 * Lighthouse's simulated TBT multiplies each task's wall time by four. On a two-core machine that also runs the
 * browser's other processes, the server and Lighthouse itself, a task's wall time includes the time its thread waited
 * for a core (a task of 1.4 ms of CPU measured 22.7 ms), so the same build's TBT moves two- to fivefold between runs.
 * The same sum over CPU time (`tdur`) is what the page's own work blocks: every task of the page's main thread from
 * the first contentful paint on, at `slowdown` times its CPU time, counts what exceeds 50 ms.
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

/** The blocking time in ms, or null when the trace holds no page load with a first contentful paint. */
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
    if (e.pid !== pid || e.tid !== main.tid || e.name !== 'RunTask' || e.ph !== 'X' || e.ts < paint.ts) continue
    blocking += Math.max(0, (slowdown * (e.tdur ?? e.dur ?? 0)) / 1000 - LONG_TASK_MS)
  }
  return blocking
}
