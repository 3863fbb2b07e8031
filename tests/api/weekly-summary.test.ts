/**
 * The venue's weekly summary e-mail: what it says (from the same figures as the Reports), once a week whoever and
 * whenever asks (two app instances at once, a restart later in the week), Monday 08:00's timer, and WEEKLY_SUMMARY=off.
 */
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { describe, expect, it, vi } from 'vitest'
import { loadConfig } from '~/.server/config'
import { type DatabaseHandle, openPostgres } from '~/.server/db/client'
import { appMeta, emailOutbox } from '~/.server/db/schema'
import { renderWeeklySummary, type WeeklySummaryContent } from '~/.server/email/weekly-summary'
import { scheduleWeeklySummary } from '~/.server/startup'
import { queueWeeklySummary, weeklySummaryKey } from '~/.server/services/weekly-summary'
import type { EmailPreviewJson } from '~/contracts/emails'
import { venueClock } from '~/lib/venue-clock'
import { weeklySummarySlot } from '~/lib/weekly-summary'
import { insertModel } from '../support/report-data'
import { expectedSummary, generateData } from '../support/report-model'
import { signInAs } from '../support/sign-in-as'
import { useTestApp } from '../support/test-app'

const t = useTestApp()
const db = () => t.database.handle.db
const ORIGIN = 'https://beachbar.example'
/** Monday 16 March 2026, 08:00 in Manila. */
const MONDAY_8AM = new Date('2026-03-16T00:00:00Z')
const slot = weeklySummarySlot('Asia/Manila', MONDAY_8AM)
const context = (now = MONDAY_8AM) => ({ origin: ORIGIN, timeZone: 'Asia/Manila', now })
const summaries = () => db().select().from(emailOutbox).where(eq(emailOutbox.kind, 'staff-weekly-summary'))
const config = (weeklySummary: 'on' | 'off') => loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: ORIGIN, WEEKLY_SUMMARY: weeklySummary })

/** A logger whose lines the test reads. */
function recordingLogger() {
  const lines: Array<Record<string, unknown>> = []
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) })
  return { logger, outcomes: () => lines.filter((line) => line.msg === 'weekly summary').map((line) => line.outcome) }
}

describe('the weekly summary e-mail', () => {
  it("says last week's covers against the week before, its no-shows and busiest times, and the week ahead", async () => {
    const data = generateData(48, '2026-03-02', '2026-03-22', 400)
    await insertModel(db(), data)
    expect(await queueWeeklySummary(db(), slot, context())).toBe('queued')
    const [row] = await summaries()
    expect(row).toMatchObject({ recipient: 'hello@boracaybeachbar.com', status: 'queued', sendAfter: MONDAY_8AM, createdAt: MONDAY_8AM })

    const lastWeek = expectedSummary(data, { from: '2026-03-09', to: '2026-03-15' })
    const ahead = expectedSummary(data, { from: '2026-03-16', to: '2026-03-22' })
    const busiest = [...lastWeek.heatmap].sort((a, b) => b.covers - a.covers || a.weekday - b.weekday || a.hour - b.hour).slice(0, 3)
    const content = row.content as WeeklySummaryContent
    expect(content).toMatchObject({
      notice: 'weekly-summary',
      week: '2026-W12',
      lastWeek: { from: '2026-03-09', to: '2026-03-15', covers: lastWeek.covers.total, coversWeekBefore: lastWeek.covers.previous, noShows: lastWeek.noShows.count },
      busiest: busiest.map(({ weekday, hour, covers }) => ({ weekday, hour, covers })),
      weekAhead: { from: '2026-03-16', to: '2026-03-22', bookings: ahead.covers.byDay.reduce((sum, day) => sum + day.bookings, 0), covers: ahead.covers.total },
    })
    expect(lastWeek.covers.total * lastWeek.covers.previous * ahead.covers.total).toBeGreaterThan(0)

    const message = renderWeeklySummary(content)
    expect(message.subject).toBe(`Boracay Beach Bar last week: ${lastWeek.covers.total} covers`)
    const change = Math.round(((lastWeek.covers.total - lastWeek.covers.previous) / lastWeek.covers.previous) * 100)
    const line = (label: string) => message.text.split('\n').find((text) => text.startsWith(`${label}:`))?.slice(label.length + 1).trim()
    expect(line('Covers')).toBe(`${lastWeek.covers.total}, ${change > 0 ? '+' : ''}${change}% on the week before (${lastWeek.covers.previous})`)
    expect(line('No-shows')).toBe(String(lastWeek.noShows.count))
    expect(line('Busiest times')?.split(', ')).toHaveLength(3)
    expect(message.text).toContain(`${ahead.covers.total} covers so far`)
    expect(message.text).toContain(`${ORIGIN}/admin/reports?from=2026-03-09&to=2026-03-15`)
    expect(message.html).toContain(`href="${ORIGIN}/admin/reports?from=2026-03-09&amp;to=2026-03-15"`)

    // The outbox shows it to managers like the other notices.
    const preview = (await (await t.request('GET', `/api/emails/${row.id}`, { cookie: await signInAs(t, 'manager') })).json()) as EmailPreviewJson
    expect(preview).toMatchObject({ kind: 'staff-weekly-summary', reference: null, subject: message.subject, text: message.text })
  })

  it('is queued once when two app instances ask at the same moment', async () => {
    // On PostgreSQL, two connection pools; the embedded database is one process's, so there both share it.
    const second: DatabaseHandle = t.database.url ? await openPostgres(t.database.url, { max: 4 }) : t.database.handle
    try {
      const asks = [db(), second.db, db(), second.db].map((instance) => queueWeeklySummary(instance, slot, context()))
      expect((await Promise.all(asks)).sort()).toEqual(['queued', 'sent-already', 'sent-already', 'sent-already'])
      expect(await summaries()).toHaveLength(1)
    } finally {
      if (second !== t.database.handle) await second.close()
    }
  })

  it('is sent after a start later in the week when its time was missed, and not again after a restart', async () => {
    // Wednesday 10:00 in Manila: Monday's summary was missed.
    const clock = venueClock('Asia/Manila', () => new Date('2026-03-18T02:00:00Z'))
    const first = recordingLogger()
    const stopFirst = scheduleWeeklySummary(db(), clock, first.logger, config('on'), { catchUpDelayMs: 10 })
    await vi.waitFor(() => expect(first.outcomes()).toEqual(['queued']), { timeout: 15_000 })
    stopFirst()
    const restarted = recordingLogger()
    const stopRestarted = scheduleWeeklySummary(db(), clock, restarted.logger, config('on'), { catchUpDelayMs: 10 })
    await vi.waitFor(() => expect(restarted.outcomes()).toEqual(['sent-already']), { timeout: 15_000 })
    stopRestarted()
    expect(await summaries()).toHaveLength(1)
    expect((await summaries())[0].content).toMatchObject({ week: '2026-W12', origin: ORIGIN })
  })

  it('is queued by the timer at 08:00 on Monday, not before', async () => {
    const started = Date.now()
    // The clock runs from Monday 07:59:58 in Manila.
    const clock = venueClock('Asia/Manila', () => new Date(MONDAY_8AM.getTime() - 2000 + (Date.now() - started)))
    const { logger, outcomes } = recordingLogger()
    const stop = scheduleWeeklySummary(db(), clock, logger, config('on'), { catchUpDelayMs: 10 })
    await new Promise((resolve) => setTimeout(resolve, 100))
    // The catch-up at the start found the week's time ahead: nothing yet while the clock is before 08:00 (a machine
    // too busy to look within the two seconds proves it by the summary's time below instead).
    if (clock.now() < MONDAY_8AM.getTime()) expect(outcomes()).toEqual([])
    await vi.waitFor(() => expect(outcomes()[0]).toBe('queued'), { timeout: 15_000 })
    stop()
    expect((await summaries())[0].createdAt.getTime()).toBeGreaterThanOrEqual(MONDAY_8AM.getTime())
  })

  it('is not sent with WEEKLY_SUMMARY=off', async () => {
    expect(loadConfig({}).WEEKLY_SUMMARY).toBe(true)
    expect(config('off').WEEKLY_SUMMARY).toBe(false)
    const clock = venueClock('Asia/Manila', () => new Date('2026-03-18T02:00:00Z'))
    const off = recordingLogger()
    const stop = scheduleWeeklySummary(db(), clock, off.logger, config('off'), { catchUpDelayMs: 10 })
    // The same start with the setting on queues the week's summary within this time (the test above).
    await new Promise((resolve) => setTimeout(resolve, 500))
    stop()
    expect(off.outcomes()).toEqual([])
    expect(await summaries()).toEqual([])
    expect(await db().select().from(appMeta).where(eq(appMeta.key, weeklySummaryKey(slot.week)))).toEqual([])
  })
})
