import { describe, expect, it } from 'vitest'
import { cpuBlockingTime, type TraceEvent } from './cpu-blocking-time'

const PAGE = 7
const MAIN = 1
const base: TraceEvent[] = [
  { name: 'thread_name', pid: PAGE, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', pid: PAGE, tid: 2, ts: 0, args: { name: 'Compositor' } },
  { name: 'navigationStart', pid: 3, tid: MAIN, ts: 500, args: { data: { isLoadingMainFrame: true, documentLoaderURL: '' } } },
  { name: 'navigationStart', pid: PAGE, tid: MAIN, ts: 1_000, args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://127.0.0.1/' } } },
  { name: 'firstContentfulPaint', pid: PAGE, tid: MAIN, ts: 100_000 },
]
// A task of `cpuMs` of CPU time that took `wallMs` on the clock, starting at `atMs`.
const task = (atMs: number, cpuMs: number, wallMs = cpuMs, tid = MAIN, pid = PAGE): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts: atMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
})

describe('cpuBlockingTime', () => {
  it('counts what four times the CPU time of each task exceeds 50 ms, from the first contentful paint on', () => {
    // 20 ms -> 80 ms: 30 blocking; 12 ms -> 48 ms: none; 15 ms -> 60 ms: 10 blocking.
    expect(cpuBlockingTime([...base, task(150, 20), task(200, 12), task(300, 15)])).toBe(40)
  })

  it('reads CPU time, not the wall time a task spent waiting for a core', () => {
    expect(cpuBlockingTime([...base, task(150, 2, 40)])).toBe(0)
  })

  it('leaves out tasks before the first paint, on other threads and in other processes', () => {
    expect(cpuBlockingTime([...base, task(50, 40), task(150, 40, 40, 2), task(150, 40, 40, MAIN, 3)])).toBe(0)
  })

  it('takes another slowdown', () => {
    expect(cpuBlockingTime([...base, task(150, 20)], 2)).toBe(0)
    expect(cpuBlockingTime([...base, task(150, 20)], 6)).toBe(70)
  })

  it('counts of a task under way at the first paint the share of its CPU time that falls after it', () => {
    // 40 ms of CPU over 80 ms of wall time from 60 ms on, half of it after the paint (at 100 ms): 20 ms -> 80 ms: 30.
    expect(cpuBlockingTime([...base, task(60, 40, 80)])).toBe(30)
  })

  it('is null for a trace without CPU times', () => {
    const { tdur: _, ...withoutCpu } = task(150, 20)
    expect(cpuBlockingTime([...base, withoutCpu])).toBeNull()
  })

  it('is null without a page load or its first contentful paint', () => {
    expect(cpuBlockingTime(base.filter((e) => e.name !== 'firstContentfulPaint'))).toBeNull()
    expect(cpuBlockingTime(base.filter((e) => e.name !== 'navigationStart'))).toBeNull()
  })
})
