import { CalendarDays, LayoutGrid, List, Plus, Search, X } from 'lucide-react'
import { useState } from 'react'
import { Form, Link, useNavigate, useSearchParams } from 'react-router'
import { QueryState, type QueryStateResult } from '~/components/query-state'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { StaffScreen } from '~/components/admin-frame'
import { useHydrated } from '~/components/use-hydrated'
import type { OpeningHoursJson } from '~/contracts/opening-hours'
import type { ReservationJson } from '~/contracts/reservations'
import type { TableJson } from '~/contracts/tables'
import { cn } from '~/lib/cn'
import { hoursOn } from '~/lib/opening-hours'
import { ArrivalsList } from './arrivals-list'
import { DayPicker } from './day-picker'
import { DaySummary } from './day-summary'
import { FloorView } from './floor-view'
import { type HostStandParams, type HostView, STATUS_FILTERS, type StatusFilter, hostStandHref, readHostStandParams } from './host-stand-params'
import { type NewBookingStart, NewBookingDialog } from './new-booking-dialog'
import { arrivalsWithPinned } from './pinned-cards'
import { ReservationDetailsDialog } from './reservation-details-dialog'
import { ReservationsManagement } from './reservations-management'
import { RequestsList } from './requests-list'
import { useStatusTaps } from './use-status-taps'
import { MIN_SEARCH_LENGTH, useDayReservations, useReservationSearch, useReservations } from './reservations-query'

const VIEWS: Array<{ view: HostView; label: string; icon: typeof List }> = [
  { view: 'arrivals', label: 'Arrivals', icon: List },
  { view: 'floor', label: 'Floor', icon: LayoutGrid },
  { view: 'calendar', label: 'Calendar', icon: CalendarDays },
]

const FILTER_LABELS: Record<StatusFilter, string> = {
  all: 'All',
  expected: 'Expected',
  arrived: 'Arrived',
  'no-show': 'No-shows',
  cancelled: 'Cancelled',
}

/** `?new=1`: the address 'New booking' opens before the page's script runs (the dialog then opens on load). */
const NEW_BOOKING_PARAM = 'new'

/**
 * /admin/reservations: the host stand. Tonight by default (the venue day), as an arrivals list, a floor grid or the
 * calendar; search across all dates; new walk-in and phone bookings; every booking's details. The day and
 * the search refetch every 20 seconds and after every change, so two hosts see each other's work.
 */
export function HostStand({
  timeZone,
  today,
  tables,
  barSeats,
  hours,
}: {
  timeZone: string
  /** The venue day (from the server's clock). */
  today: string
  tables: readonly TableJson[] | undefined
  barSeats: number | undefined
  hours: OpeningHoursJson | undefined
}) {
  const [searchParams, setSearchParams] = useSearchParams()
  const params = readHostStandParams(searchParams, today)
  const hydrated = useHydrated()
  const navigate = useNavigate()
  const day = useDayReservations(params.date)
  const search = useReservationSearch(params.q)
  const all = useReservations({ enabled: params.view === 'calendar' })
  const [selectedId, setSelectedId] = useState<number | null>(null)
  const [start, setStart] = useState<NewBookingStart | null>(null)

  // The details follow every refetch: looked up in whatever list the booking was opened from.
  const selected = [day.data, search.data, all.data].flatMap((list) => list ?? []).find((r) => r.id === selectedId) ?? null
  const newFromAddress = searchParams.get(NEW_BOOKING_PARAM) === '1'
  const newBooking = start ?? (newFromAddress ? { date: params.date } : null)
  const closeNewBooking = () => {
    setStart(null)
    if (newFromAddress) {
      searchParams.delete(NEW_BOOKING_PARAM)
      setSearchParams(searchParams, { replace: true, preventScrollReset: true })
    }
  }
  const href = (changes: Partial<HostStandParams>) => hostStandHref(params, today, changes)
  const here = href({})
  const newBookingHref = `${here}${here.includes('?') ? '&' : '?'}${NEW_BOOKING_PARAM}=1`

  return (
    <StaffScreen
      title="Reservations"
      className="gap-5"
      action={
        <Button asChild className="h-11">
          <Link
            to={newBookingHref}
            onClick={(e) => {
              if (!hydrated) return
              e.preventDefault()
              setStart({ date: params.date })
            }}
          >
            <Plus aria-hidden="true" />
            New booking
          </Link>
        </Button>
      }
    >

      <nav aria-label="Views" className="flex gap-1 rounded-lg bg-muted p-1">
        {VIEWS.map(({ view, label, icon: Icon }) => (
          <Link
            key={view}
            to={href({ view, q: '' })}
            aria-current={params.view === view && !params.q ? 'page' : undefined}
            className={cn(
              'flex min-h-11 flex-1 items-center justify-center gap-2 rounded-md px-3 text-sm font-medium',
              params.view === view && !params.q ? 'bg-card shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </Link>
        ))}
      </nav>

      <SearchForm params={params} today={today} clearHref={href({ q: '' })} />

      {/* Group requests wait for an answer whatever day or view the host is on. */}
      {!params.q && <RequestsList tables={tables} hours={hours} />}

      {params.q ? (
        <section aria-labelledby="search-title" className="grid gap-3">
          <h3 id="search-title" className="text-lg font-semibold">
            Bookings matching “{params.q}”
          </h3>
          {params.q.length < MIN_SEARCH_LENGTH ? (
            <p className="text-muted-foreground">Type at least 2 characters to search</p>
          ) : (
            <QueryState query={search} loading="Searching..." error="The search failed." empty="No booking matches. Try a phone number, an e-mail or a booking reference.">
              {(found) => <ArrivalsList reservations={found} label="Search results" showDate onOpen={setSelectedId} timeZone={timeZone} hours={hours} />}
            </QueryState>
          )}
        </section>
      ) : params.view === 'calendar' ? (
        <ReservationsManagement timeZone={timeZone} tables={tables} hours={hours} onOpenBooking={setSelectedId} />
      ) : (
        <>
          <DayPicker params={params} today={today} />
          <DaySummary reservations={day.data} />
          {params.view === 'floor' ? (
            <QueryState query={day} loading="Loading the floor..." error="The day's bookings could not be loaded.">
              {(bookings) =>
                hours && tables && barSeats !== undefined ? (
                  <FloorView
                    date={params.date}
                    hours={hoursOn(hours, params.date)}
                    tables={tables}
                    barSeats={barSeats}
                    reservations={bookings}
                    onOpenBooking={setSelectedId}
                    onStartBooking={(cell) => setStart({ date: params.date, ...cell })}
                  />
                ) : (
                  <p role="status" className="text-muted-foreground">
                    Loading the floor...
                  </p>
                )
              }
            </QueryState>
          ) : (
            <Arrivals query={day} filter={params.status} timeZone={timeZone} hours={hours} date={params.date} href={href} onOpen={setSelectedId} />
          )}
        </>
      )}

      <ReservationDetailsDialog reservation={selected} tables={tables} timeZone={timeZone} onClose={() => setSelectedId(null)} />
      <NewBookingDialog
        start={newBooking}
        onClose={closeNewBooking}
        tables={tables}
        hours={hours}
        timeZone={timeZone}
        // A booking for another day: show that day, where the host will look for it.
        onCreated={(booking) => booking.date !== params.date && void navigate(href({ date: booking.date, q: '' }))}
      />
    </StaffScreen>
  )
}

/**
 * Search all dates: a GET form, so it works before the page's script has loaded. It keeps the day and the view, for
 * 'Clear' to go back to them.
 */
function SearchForm({ params, today, clearHref }: { params: HostStandParams; today: string; clearHref: string }) {
  const { q } = params
  return (
    <Form method="get" role="search" className="flex gap-2">
      {params.date !== today && <input type="hidden" name="date" value={params.date} />}
      {params.view !== 'arrivals' && <input type="hidden" name="view" value={params.view} />}
      <label htmlFor="host-stand-search" className="sr-only">
        Find a booking by name, phone, e-mail or reference
      </label>
      <div className="relative flex-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          id="host-stand-search"
          type="search"
          name="q"
          defaultValue={q}
          key={q}
          maxLength={100}
          placeholder="Name, phone, e-mail or reference"
          className="h-11 pl-9"
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

function Arrivals({
  query,
  filter,
  timeZone,
  hours,
  date,
  href,
  onOpen,
}: {
  query: QueryStateResult<readonly ReservationJson[]> & { dataUpdatedAt: number }
  filter: StatusFilter
  timeZone: string
  /** The venue's hours: a night's after-midnight arrivals come after its evening. */
  hours: OpeningHoursJson | undefined
  date: string
  href: (changes: Partial<HostStandParams>) => string
  onOpen: (id: number) => void
}) {
  // A card the host just changed stays in place whatever the filter: the list never moves under a finger.
  const taps = useStatusTaps(query.dataUpdatedAt)
  const day = hours ? hoursOn(hours, date) : undefined
  return (
    <section aria-labelledby="arrivals-title" className="grid gap-3">
      <h3 id="arrivals-title" className="sr-only">
        Arrivals
      </h3>
      <nav aria-label="Filter by status" className="flex flex-wrap gap-2">
        {STATUS_FILTERS.map((status) => (
          <Link
            key={status}
            to={href({ status })}
            aria-current={filter === status ? 'true' : undefined}
            className={cn(
              'flex min-h-11 items-center rounded-full border px-4 text-sm font-medium',
              filter === status ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-card hover:bg-muted',
            )}
          >
            {FILTER_LABELS[status]}
          </Link>
        ))}
      </nav>
      <QueryState query={query} loading="Loading the day's bookings..." error="The day's bookings could not be loaded." empty="No bookings on this day yet.">
        {(list) => {
          const shown = arrivalsWithPinned(list, filter, taps.pinned, day)
          return shown.length === 0 ? (
            <p className="text-muted-foreground">
              No bookings under “{FILTER_LABELS[filter]}” (the day has {list.length}).
            </p>
          ) : (
            <ArrivalsList reservations={shown} label="Arrivals" onOpen={onOpen} taps={taps} timeZone={timeZone} hours={hours} />
          )
        }}
      </QueryState>
    </section>
  )
}
