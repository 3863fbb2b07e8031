import { adminPageMeta } from '~/components/admin-frame'
import { requireStaffPage } from '~/.server/guard'
import { readReportSummary } from '~/.server/services/reports'
import type { RangeProblem } from '~/features/staff-reports/range-picker'
import { ReportsPage } from '~/features/staff-reports/reports-page'
import { checkRange, presetRange } from '~/lib/report-range'
import type { Route } from './+types/admin-reports'

export const meta: Route.MetaFunction = () => adminPageMeta('Reports')

/**
 * The report of the range in the address (`?from=&to=`), read on the server: the page is whole in its first HTML.
 * Without a range, the last 4 weeks around the venue's today; a range that does not check out is shown beside the
 * fields as it was sent, over the default report.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = requireStaffPage(context, request)
  const today = context.clock.read().today
  const params = new URL(request.url).searchParams
  const from = params.get('from')
  const to = params.get('to')
  let range = presetRange('last-4-weeks', today)
  let problem: RangeProblem | undefined
  if (from !== null || to !== null) {
    const check = checkRange(from ?? '', to ?? '')
    if (check.ok) range = check.range
    // Cut to the fields' size: the address is the client's, and the page repeats it.
    else problem = { field: check.field, message: check.message, from: (from ?? '').slice(0, 10), to: (to ?? '').slice(0, 10) }
  }
  const summary = await readReportSummary(context.db, range, context.config.VENUE_TIMEZONE)
  return { summary, today, role: staff.role, problem }
}

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  return <ReportsPage summary={loaderData.summary} today={loaderData.today} role={loaderData.role} problem={loaderData.problem} />
}
