/**
 * The venue's weekly summary (Mondays, 08:00 venue time): last week's covers against the week before, its no-shows and
 * busiest times, and the week ahead's bookings. In English like the back office, linking to the Reports page.
 */
import { weekdayName } from '~/lib/opening-hours'
import { plural } from '~/lib/plural'
import { formatTime12h } from '~/lib/time-slots'
import type { RenderedEmail } from './booking-email-content'
import { type Body, type EmailVenue, htmlPart, oneLine, textPart } from './message-parts'

/** What the outbox stores for the summary (email_outbox.content of kind 'staff-weekly-summary'). */
export interface WeeklySummaryContent {
  notice: 'weekly-summary'
  venue: EmailVenue
  origin: string
  timeZone: string
  /** The ISO week it is sent in ('2026-W49'). */
  week: string
  lastWeek: { from: string; to: string; covers: number; coversWeekBefore: number; noShows: number }
  /** The three weekday-hour cells with the most covers seated last week, most first. */
  busiest: Array<{ weekday: number; hour: number; covers: number }>
  weekAhead: { from: string; to: string; bookings: number; covers: number }
}

export function isWeeklySummary(content: object): content is WeeklySummaryContent {
  return 'notice' in content && content.notice === 'weekly-summary'
}

/** '+12% on the week before (368)', or the week before's count alone when it had none to compare with. */
export function comparedWithWeekBefore(covers: number, before: number): string {
  if (before === 0) return 'none the week before'
  const change = Math.round(((covers - before) / before) * 100)
  return `${change > 0 ? '+' : ''}${change}% on the week before (${before})`
}

export function weeklySummarySubject(content: WeeklySummaryContent): string {
  return oneLine(`${content.venue.name} last week: ${plural(content.lastWeek.covers, 'cover')}`)
}

export function renderWeeklySummary(content: WeeklySummaryContent): RenderedEmail {
  const subject = weeklySummarySubject(content)
  const { lastWeek, weekAhead } = content
  const busiest = content.busiest.map((cell) => `${weekdayName(cell.weekday % 7)} ${formatTime12h(`${String(cell.hour).padStart(2, '0')}:00`)} (${plural(cell.covers, 'cover')})`)
  const body: Body = {
    greeting: `Last week at ${content.venue.name}, in numbers.`,
    paragraphs: [],
    details: [
      ['Last week', `${lastWeek.from} to ${lastWeek.to}`],
      ['Covers', `${lastWeek.covers}, ${comparedWithWeekBefore(lastWeek.covers, lastWeek.coversWeekBefore)}`],
      ['No-shows', String(lastWeek.noShows)],
      ['Busiest times', busiest.length > 0 ? busiest.join(', ') : 'No guests seated'],
      ['This week', `${weekAhead.from} to ${weekAhead.to}: ${plural(weekAhead.bookings, 'booking')}, ${plural(weekAhead.covers, 'cover')} so far`],
    ],
    link: { label: 'Open last week in the reports', url: `${content.origin}/admin/reports?from=${lastWeek.from}&to=${lastWeek.to}` },
    signed: false,
  }
  return { subject, text: textPart(body, content.venue), html: htmlPart(subject, body, content.venue), attachments: [] }
}
