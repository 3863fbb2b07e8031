import { Link } from 'react-router'
import { LogoMark } from './logo'
import { useVenue } from './venue'
import { formatTimeRange } from '~/lib/time-wording'

/** The footer of every public page: who we are, where, and happy hour. */
export function SiteFooter() {
  const venue = useVenue()
  return (
    <footer className="border-t border-border bg-muted/60">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-3 px-4 py-6 text-center text-sm text-muted-foreground sm:flex-row sm:justify-between sm:text-left">
        <div className="flex items-center gap-3">
          <LogoMark className="size-8 shrink-0" />
          <div className="leading-tight">
            <p className="font-semibold text-foreground">{venue.name}</p>
            <p>{venue.address}</p>
          </div>
        </div>
        <p>
          Happy hour every day, {formatTimeRange(venue.happyHour.start, venue.happyHour.end)}
          <span aria-hidden="true"> · </span>
          <Link to="/contacts" className="font-medium text-primary underline underline-offset-4">
            Find us
          </Link>
        </p>
      </div>
    </footer>
  )
}
