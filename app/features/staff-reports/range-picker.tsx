import { Form, Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { cn } from '~/lib/cn'
import { presetOf, presetRange, REPORT_PRESET_LABELS, REPORT_PRESETS, type ReportRange } from '~/lib/report-range'

/** A range the page could not use: the field to blame, why, and both fields as they were sent (to be corrected). */
export interface RangeProblem {
  field: 'from' | 'to'
  message: string
  from: string
  to: string
}

export const RANGE_TEXT = {
  presets: 'Ready-made ranges',
  from: 'From',
  to: 'To',
  show: 'Show',
} as const

/** The address of the report of `range` (the page's own, with the dates in its query). */
export function rangeSearch(range: ReportRange): string {
  return `?${new URLSearchParams({ from: range.from, to: range.to })}`
}

/**
 * The range: ready-made ranges as links, and any other as a GET form of two dates. Both work before the page's script
 * has run (and without it), and each range has its own address to bookmark or share.
 */
export function RangePicker({ range, today, problem }: { range: ReportRange; today: string; problem?: RangeProblem }) {
  const chosen = problem ? undefined : presetOf(range, today)
  const fields = problem ?? range
  const errorId = 'report-range-error'
  const field = (name: 'from' | 'to') => ({
    id: `report-${name}`,
    name,
    type: 'date',
    defaultValue: fields[name],
    required: true,
    'aria-invalid': problem?.field === name ? true : undefined,
    'aria-describedby': problem?.field === name ? errorId : undefined,
  })
  return (
    <div className="grid gap-3 print:hidden">
      <nav aria-label={RANGE_TEXT.presets}>
        <ul className="flex flex-wrap gap-2">
          {REPORT_PRESETS.map((preset) => (
            <li key={preset}>
              <Link
                to={rangeSearch(presetRange(preset, today))}
                aria-current={chosen === preset ? 'page' : undefined}
                className={cn(
                  'flex min-h-11 items-center rounded-full border border-border px-4 text-sm font-medium',
                  chosen === preset ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-muted',
                )}
              >
                {REPORT_PRESET_LABELS[preset]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* Keyed by the dates shown, so a new range (a preset's link) puts its dates in the fields. */}
      <Form method="get" key={`${fields.from}:${fields.to}`} className="flex flex-wrap items-end gap-x-3 gap-y-2" aria-label="Custom range">
        <label className="grid gap-1 text-sm font-medium" htmlFor="report-from">
          {RANGE_TEXT.from}
          <Input {...field('from')} className="w-40" />
        </label>
        <label className="grid gap-1 text-sm font-medium" htmlFor="report-to">
          {RANGE_TEXT.to}
          <Input {...field('to')} className="w-40" />
        </label>
        <Button type="submit" variant="outline" className="min-h-11">
          {RANGE_TEXT.show}
        </Button>
        {problem && (
          <p id={errorId} role="alert" className="basis-full text-sm font-medium text-destructive">
            {problem.message}. Showing {REPORT_PRESET_LABELS['last-4-weeks'].toLowerCase()} instead.
          </p>
        )}
      </Form>
    </div>
  )
}
