import { ChevronLeft, ChevronRight } from '~/components/staff-icons'
import { Form, Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { dayLinks, formatHostDay, type HostStandParams, hostStandHref } from './host-stand-params'

/**
 * Previous / Today / Next, the day shown, and any date: links and a GET form, so they work before the page's script
 * has loaded. A search is left when another day is picked. One row on a tablet, two on a phone.
 */
export function DayPicker({ params, today }: { params: HostStandParams; today: string }) {
  const { previous, next } = dayLinks(params.date)
  const to = (date: string) => hostStandHref(params, today, { date, q: '' })
  return (
    <nav aria-label="Day" className="flex flex-wrap items-center gap-1">
      <div className="flex items-center gap-1">
        <Button asChild variant="outline" size="icon" className="size-11">
          <Link to={to(previous)} aria-label="Previous day">
            <ChevronLeft aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant={params.date === today && !params.q ? 'default' : 'outline'} className="h-11 px-2">
          <Link to={to(today)} aria-current={params.date === today ? 'date' : undefined}>
            Today
          </Link>
        </Button>
        <Button asChild variant="outline" size="icon" className="size-11">
          <Link to={to(next)} aria-label="Next day">
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
        {/* On a phone the date field says the day (one row for the picker). */}
        <p className="px-1 text-lg font-semibold whitespace-nowrap max-sm:sr-only" aria-live="polite">
          <span className="sr-only">{formatHostDay(params.date)}</span>
          <span aria-hidden="true">{formatHostDay(params.date, 'short')}</span>
          {params.date === today && <span className="text-muted-foreground"> (today)</span>}
        </p>
      </div>
      <Form method="get" className="flex items-center gap-1">
        {params.view !== 'arrivals' && <input type="hidden" name="view" value={params.view} />}
        <label htmlFor="host-stand-date" className="sr-only">
          Any date
        </label>
        <Input id="host-stand-date" type="date" name="date" defaultValue={params.date} key={params.date} required className="h-11 w-[8.5rem] px-2 text-base sm:w-40" />
        <Button type="submit" variant="outline" className="h-11 px-2">
          Show
        </Button>
      </Form>
    </nav>
  )
}
