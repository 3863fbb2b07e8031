import { CalendarDays, Hourglass, LayoutGrid, List, Search, X } from '~/components/staff-icons'
import { Form, Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { cn } from '~/lib/cn'
import { type HostStandParams, type HostView, STATUS_FILTERS, type StatusFilter, type otherDayNotice } from './host-stand-params'

const VIEWS: Array<{ view: HostView; label: string; icon: typeof List }> = [
  { view: 'arrivals', label: 'Arrivals', icon: List },
  { view: 'waitlist', label: 'Waitlist', icon: Hourglass },
  { view: 'floor', label: 'Floor', icon: LayoutGrid },
  { view: 'calendar', label: 'Calendar', icon: CalendarDays },
]

export const FILTER_LABELS: Record<StatusFilter, string> = {
  all: 'All',
  expected: 'Expected',
  arrived: 'Arrived',
  'no-show': 'No-shows',
  cancelled: 'Cancelled',
}

type Href = (changes: Partial<HostStandParams>) => string

/** Arrivals | Waitlist (n) | Floor | Calendar: the waitlist's tab counts the parties still in line. */
export function ViewTabs({ params, href, waiting }: { params: HostStandParams; href: Href; waiting?: number }) {
  return (
    <nav aria-label="Views" className="flex gap-1 rounded-lg bg-muted p-0.5 max-sm:flex-1">
      {VIEWS.map(({ view, label, icon: Icon }) => {
        const current = params.view === view && !params.q
        return (
          <Link
            key={view}
            to={href({ view, q: '' })}
            aria-current={current ? 'page' : undefined}
            className={cn(
              'flex min-h-11 min-w-11 flex-1 items-center justify-center gap-1.5 rounded-md px-2 text-base font-medium whitespace-nowrap sm:px-3',
              current ? 'bg-card shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {/* On a phone the current view says its name and the others show their icons: four tabs and 'New' keep one row. */}
            <Icon className={cn('size-4 shrink-0', current && 'max-sm:hidden')} aria-hidden="true" />
            <span className={cn(!current && 'max-sm:sr-only')}>{label}</span>
            {view === 'waitlist' && waiting !== undefined && waiting > 0 && (
              <span className="rounded-full bg-primary px-1.5 text-xs font-bold text-primary-foreground tabular-nums" data-testid="waitlist-count">
                <span className="sr-only">, waiting: </span>
                {waiting}
              </span>
            )}
          </Link>
        )
      })}
    </nav>
  )
}

/**
 * Search all dates: a GET form, so it works before the page's script has loaded. It keeps the day and the view, for
 * 'Clear' to go back to them.
 */
export function SearchForm({ params, today, clearHref }: { params: HostStandParams; today: string; clearHref: string }) {
  const { q } = params
  return (
    // On a phone, a row of its own under the views and 'New booking'.
    <Form method="get" role="search" className="flex min-w-56 flex-1 gap-2 max-sm:order-last max-sm:basis-full">
      {params.date !== today && <input type="hidden" name="date" value={params.date} />}
      {params.view !== 'arrivals' && <input type="hidden" name="view" value={params.view} />}
      <label htmlFor="host-stand-search" className="sr-only">
        Find a booking by name, phone, e-mail or reference
      </label>
      <div className="relative min-w-0 flex-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          id="host-stand-search"
          type="search"
          name="q"
          defaultValue={q}
          key={q}
          maxLength={100}
          placeholder="Name, phone, e-mail or reference"
          className="h-11 pl-9 text-base"
        />
      </div>
      <Button type="submit" variant="outline" className="h-11">
        Search
      </Button>
      {q && (
        <Button asChild variant="ghost" className="h-11">
          <Link to={clearHref}>
            <X aria-hidden="true" />
            Clear
          </Link>
        </Button>
      )}
    </Form>
  )
}

/** All | Expected | Arrived | No-shows | Cancelled, in one row (it scrolls sideways on a narrow phone). */
export function StatusFilters({ filter, href }: { filter: StatusFilter; href: Href }) {
  return (
    <nav aria-label="Filter by status" className="flex max-w-full gap-1 overflow-x-auto">
      {STATUS_FILTERS.map((status) => (
        <Link
          key={status}
          to={href({ status })}
          aria-current={filter === status ? 'true' : undefined}
          className={cn(
            'flex min-h-11 shrink-0 items-center rounded-full border px-3 text-base font-medium whitespace-nowrap',
            filter === status ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-card hover:bg-muted',
          )}
        >
          {FILTER_LABELS[status]}
        </Link>
      ))}
    </nav>
  )
}

/** Where the booking just made for another day went, with the way there: the host stays on the day shown. */
export function OtherDayNotice({ notice, onDismiss }: { notice: NonNullable<ReturnType<typeof otherDayNotice>>; onDismiss: () => void }) {
  return (
    <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-primary/40 bg-primary/5 py-0.5 pr-0.5 pl-3 text-base">
      <p>{notice.text}</p>
      <Link to={notice.href} className="flex min-h-11 items-center font-semibold text-primary underline underline-offset-4">
        {notice.linkLabel}
      </Link>
      <Button type="button" variant="ghost" size="icon" className="ml-auto size-11" onClick={onDismiss}>
        <X aria-hidden="true" />
        <span className="sr-only">Dismiss</span>
      </Button>
    </div>
  )
}
