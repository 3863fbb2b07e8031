import { Plus } from '~/components/staff-icons'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { QueryState, type QueryStateResult } from '~/components/query-state'
import { Button } from '~/components/ui/button'
import { StaffScreen } from '~/components/admin-frame'
import { useHydrated } from '~/components/use-hydrated'
import type { OpeningHoursJson } from '~/contracts/opening-hours'
import type { ReservationJson } from '~/contracts/reservations'
import type { TableJson } from '~/contracts/tables'
import { hoursOn } from '~/lib/opening-hours'
import { ArrivalsList } from './arrivals-list'
import { DayPicker } from './day-picker'
import { DaySummary } from './day-summary'
import { FloorView } from './floor-view'
import { type HostStandParams, type StatusFilter, hostStandHref, otherDayNotice, readHostStandParams } from './host-stand-params'
import { FILTER_LABELS, OtherDayNotice, SearchForm, StatusFilters, ViewTabs } from './host-stand-toolbar'
import { type NewBookingStart, NewBookingDialog } from './new-booking-dialog'
import { arrivalsWithPinned } from './pinned-cards'
import { ReservationDetailsDialog } from './reservation-details-dialog'
import { ReservationsManagement } from './reservations-management'
import { RequestsList } from './requests-list'
import { useOpenGroupRequests } from './requests-query'
import { useStatusTaps } from './use-status-taps'
import { MIN_SEARCH_LENGTH, useDayReservations, useReservationSearch, useReservations } from './reservations-query'

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
  waiting,
  waitlistView,
}: {
  timeZone: string
  /** The venue day (from the server's clock). */
  today: string
  tables: readonly TableJson[] | undefined
  barSeats: number | undefined
  hours: OpeningHoursJson | undefined
  /** The day's parties still on the waitlist (its tab and the day's numbers show it). */
  waiting?: number
  /** The waitlist view of the day shown (the route composes it from the waitlist's feature). */
  /** The waitlist's view of `date`; `isToday`: the host stand's today, the only day walk-ins can join. */
  waitlistView?: (date: string, isToday: boolean) => React.ReactNode
}) {
  const [searchParams, setSearchParams] = useSearchParams()
  const params = readHostStandParams(searchParams, today)
  const hydrated = useHydrated()
  const day = useDayReservations(params.date)
  const search = useReservationSearch(params.q)
  const all = useReservations({ enabled: params.view === 'calendar' })
  const openRequests = useOpenGroupRequests()
  const [selectedId, setSelectedId] = useState<number | null>(null)
  const [start, setStart] = useState<NewBookingStart | null>(null)
  const [created, setCreated] = useState<{ name: string; date: string } | null>(null)

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
  // Shown until dismissed or the day is changed (to the booking's day or any other).
  const notice = created && !params.q ? otherDayNotice(params, today, created) : null

  return (
    <StaffScreen title="Reservations" compactTitle className="grid-cols-[minmax(0,1fr)] gap-2 sm:gap-3 xl:gap-4">
      {/* The tools in as few rows as the width allows: the bookings start high on a tablet and a phone. */}
      <div className="flex flex-wrap items-center gap-2">
        <ViewTabs params={params} href={href} waiting={waiting} />
        <SearchForm params={params} today={today} clearHref={href({ q: '' })} />
        <Button asChild className="h-11 max-sm:px-3">
          <Link
            to={newBookingHref}
            onClick={(e) => {
              if (!hydrated) return
              e.preventDefault()
              setStart({ date: params.date })
            }}
          >
            <Plus aria-hidden="true" />
            {/* One flex item (the button spaces its items); 'booking' is for screen readers only on a phone. */}
            <span>
              New<span className="max-sm:sr-only"> booking</span>
            </span>
          </Link>
        </Button>
      </div>

      {notice && <OtherDayNotice notice={notice} onDismiss={() => setCreated(null)} />}

      {/* Group requests wait for an answer whatever day or view the host is on; none waiting takes no room. */}
      {!params.q && (openRequests.isError || (openRequests.data?.length ?? 0) > 0) && <RequestsList tables={tables} hours={hours} />}

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
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <DayPicker params={params} today={today} />
            {params.view === 'arrivals' && <StatusFilters filter={params.status} href={href} />}
          </div>
          <DaySummary reservations={day.data} waiting={waiting} />
          {params.view === 'waitlist' ? (
            waitlistView?.(params.date, params.date === today)
          ) : params.view === 'floor' ? (
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
            <Arrivals query={day} filter={params.status} timeZone={timeZone} hours={hours} date={params.date} onOpen={setSelectedId} />
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
        // A booking for another day: the host stays on the day shown, told where it went (otherDayNotice).
        onCreated={(booking) => setCreated({ name: booking.name, date: booking.date })}
      />
    </StaffScreen>
  )
}

function Arrivals({
  query,
  filter,
  timeZone,
  hours,
  date,
  onOpen,
}: {
  query: QueryStateResult<readonly ReservationJson[]> & { dataUpdatedAt: number }
  filter: StatusFilter
  timeZone: string
  /** The venue's hours: a night's after-midnight arrivals come after its evening. */
  hours: OpeningHoursJson | undefined
  date: string
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
