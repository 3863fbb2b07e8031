import { StaffScreen } from '~/components/admin-frame'
import { reportPaths, type ReportSummaryJson } from '~/contracts/reports'
import type { ReportRange } from '~/lib/report-range'
import type { Role } from '~/lib/roles'
import { RangePicker, type RangeProblem, rangeSearch } from './range-picker'
import {
  DailyCoversFigure,
  EmailsFigure,
  GuestsFigure,
  HeatmapFigure,
  LeadTimeFigure,
  NoShowFigure,
  PartySizeFigure,
  SeatingFigure,
  SourceFigure,
  VisitorsFigure,
} from './report-charts'
import { percentChange, rangeLabel, ratePercent, sharePercent, signedPercent, standingBookings } from './report-format'

export const REPORTS_TEXT = {
  title: 'Reports',
  empty: 'No bookings in this range yet',
  downloads: 'Downloads',
  daily: 'Days (CSV)',
  reservations: 'Bookings (CSV)',
  guests: 'Guests (CSV)',
} as const

/** True when nothing was booked in the range: no booking made, so every booking figure is zero. */
export function isEmptyReport(summary: ReportSummaryJson): boolean {
  const bookings = standingBookings(summary)
  return summary.covers.total === 0 && bookings === 0 && summary.noShows.count === 0 && summary.cancellations.count === 0
}

function KeyNumber({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="grid content-start gap-0.5 rounded-lg border border-border bg-card p-3 print:border-neutral-400">
      <dt className="text-xs font-medium text-muted-foreground print:text-neutral-700">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums">{value}</dd>
      {detail && <dd className="text-xs text-muted-foreground print:text-neutral-700">{detail}</dd>}
    </div>
  )
}

/** The headline row: the numbers an owner looks at first, each with its comparison or basis under it. */
function KeyNumbers({ summary }: { summary: ReportSummaryJson }) {
  const { covers, noShows, cancellations, visitors } = summary
  const bookings = standingBookings(summary)
  const change = percentChange(covers.total, covers.previous)
  const guests = summary.returningGuests + summary.newGuests
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6" data-testid="report-key-numbers">
      <KeyNumber label="Covers" value={String(covers.total)} detail={change === null ? `${covers.previous} before` : `${signedPercent(change)} (${covers.previous} before)`} />
      <KeyNumber label="Bookings" value={String(bookings)} detail="that stand" />
      <KeyNumber label="No-shows" value={ratePercent(noShows.rate)} detail={`${noShows.count} of bookings made`} />
      <KeyNumber label="Cancelled" value={ratePercent(cancellations.rate)} detail={`${cancellations.count}, ${cancellations.late} late`} />
      <KeyNumber label="Returning guests" value={sharePercent(summary.returningGuests, guests)} detail={`${summary.returningGuests} of ${guests} seated`} />
      <KeyNumber label="Visitors" value={String(visitors.unique)} detail={`${visitors.returning} came back`} />
    </dl>
  )
}

/** The CSV files of the range: plain links to the API (the guest list, personal data, for the owner only). */
function Downloads({ range, role }: { range: ReportRange; role: Role }) {
  const query = rangeSearch(range)
  const links = [
    { href: reportPaths.dailyCsv + query, label: REPORTS_TEXT.daily },
    { href: reportPaths.reservationsCsv + query, label: REPORTS_TEXT.reservations },
    // The API answers 403 to anyone else: the link is not offered.
    ...(role === 'owner' ? [{ href: reportPaths.guestsCsv + query, label: REPORTS_TEXT.guests }] : []),
  ]
  return (
    <nav aria-label={REPORTS_TEXT.downloads} className="print:hidden">
      <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <li className="font-medium">{REPORTS_TEXT.downloads}:</li>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} download className="flex min-h-11 items-center font-medium text-primary underline underline-offset-4">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * The Reports page: the range (ready-made or any two dates), the key numbers, then the charts, all drawn on the server
 * from the loader's summary (the page needs no script to be read or printed).
 */
export function ReportsPage({
  summary,
  today,
  role,
  problem,
}: {
  summary: ReportSummaryJson
  today: string
  role: Role
  problem?: RangeProblem
}) {
  const range = { from: summary.from, to: summary.to }
  const empty = isEmptyReport(summary)
  return (
    <StaffScreen title={REPORTS_TEXT.title} description={<span data-testid="report-range">{rangeLabel(range)}</span>}>
      <RangePicker range={range} today={today} problem={problem} />
      <KeyNumbers summary={summary} />
      <Downloads range={range} role={role} />
      {empty && (
        <p className="rounded-lg border border-dashed border-border bg-card p-6 text-center text-muted-foreground" data-testid="report-empty">
          {REPORTS_TEXT.empty}
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3 print:grid-cols-2">
        {!empty && (
          <>
            <DailyCoversFigure summary={summary} />
            <SourceFigure summary={summary} />
            <SeatingFigure summary={summary} />
            <NoShowFigure summary={summary} />
            <PartySizeFigure summary={summary} />
            <LeadTimeFigure summary={summary} />
            <HeatmapFigure summary={summary} measure="covers" />
            <HeatmapFigure summary={summary} measure="refused" />
            <GuestsFigure summary={summary} />
          </>
        )}
        <VisitorsFigure summary={summary} />
        <EmailsFigure summary={summary} />
      </div>
    </StaffScreen>
  )
}
