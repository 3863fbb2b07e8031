import { lazy, Suspense, useState } from 'react'
import { redirect, useLocation, useNavigate, useSearchParams } from 'react-router'
import { readOpeningHours } from '~/.server/services/opening-hours'
import { readSeatingRules } from '~/.server/services/seating-rules-read'
import { PageHeader } from '~/components/page-header'
import { pageMeta } from '~/components/seo'
import { venueOfMatches } from '~/components/venue'
import { useHydrated } from '~/components/use-hydrated'
import { useVenueTimeZone } from '~/components/use-venue-time-zone'
import { type BookingConfirmation, toBookingConfirmation } from '~/features/booking/booking-confirmation-data'
import { requestedBookingDate } from '~/features/booking/booking-date'
import { BookingForm } from '~/features/booking/booking-form'
import { metaBookingWords } from '~/features/booking/booking-meta'
import { useBookingWords } from '~/features/booking/use-booking-words'
import { type GroupRequestConfirmation, toGroupRequestConfirmation } from '~/features/booking/group-request-form'
import { languageOfPath, localePath } from '~/lib/languages'
import { venueToday } from '~/lib/venue-time'
import type { Route } from './+types/book'
import { withQueries } from '~/lib/query-scope'

// Paints before its scripts are requested (entry.server): its form fields wait, disabled, until it is hydrated.
// Formats dates with Intl as it hydrates: Intl's locale data is loaded while the head is parsed (root.tsx).
export const handle = { scriptsAfterFirstPaint: true, formatsDates: true }

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaBookingWords(matches)
  return pageMeta(t('pageTitle'), t('pageDescription'), venueOfMatches(matches))
}

/**
 * First render: the same JSON as GET /api/opening-hours (closed days, each day's hours) and GET /api/seating-rules
 * (the interval and the stays), so a guest on a slow network reads the right times and stay before any request.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [hours, rules] = [await readOpeningHours(context.db, context.clock.today()), await readSeatingRules(context.db)]
  return { hours, rules, waitlistOnline: context.config.WAITLIST_ONLINE }
}

// On a visit from another page the form asks GET /api/opening-hours itself (a shared, cached read).
export function clientLoader() {
  return null
}

// The form sends its request from the browser (POST /api/reservations). Without JavaScript a submit lands here:
// back to the page, which explains that booking online needs JavaScript.
export function action({ request }: Route.ActionArgs) {
  return redirect(localePath(languageOfPath(new URL(request.url).pathname), '/book'))
}

// The confirmation panel is needed only once a booking is made, the waitlist's offer only once a time is full: both
// are fetched when the guest starts on the form.
const loadConfirmation = () => import('~/features/booking/booking-confirmation')
const BookingConfirmationPanel = lazy(() => loadConfirmation().then((m) => ({ default: m.BookingConfirmationPanel })))
const loadNotifyMe = () => import('~/features/waitlist/notify-me')
const NotifyMe = lazy(() => loadNotifyMe().then((m) => ({ default: m.NotifyMe })))
const preloadWhatFollows = () => {
  void loadConfirmation()
  void loadNotifyMe()
}
// A group request's confirmation: fetched only once one is sent (few guests ever need it).
const GroupRequestConfirmationPanel = lazy(() =>
  import('~/features/booking/group-request-confirmation').then((m) => ({ default: m.GroupRequestConfirmationPanel })),
)

/** What was just sent: a booking, or a group request. */
type Sent = { confirmation: BookingConfirmation } | { groupRequest: GroupRequestConfirmation }

/**
 * The booking just made (or the group request just sent), kept in this history entry's state: a guest who opens
 * their private link and comes back (or reloads) still sees the confirmation with the link, which the server can
 * never show again.
 */
function useConfirmation(): [BookingConfirmation | null, GroupRequestConfirmation | null, (sent: Sent | null) => void] {
  const location = useLocation()
  const navigate = useNavigate()
  // History state exists only in the browser: the server's HTML (and its hydration) shows the form.
  const hydrated = useHydrated()
  const state = location.state as { confirmation?: unknown; groupRequest?: unknown } | null
  const confirmation = hydrated ? toBookingConfirmation(state?.confirmation) : null
  const groupRequest = hydrated ? toGroupRequestConfirmation(state?.groupRequest) : null
  const setSent = (sent: Sent | null) => void navigate(location.pathname, { replace: true, preventScrollReset: true, state: sent })
  return [confirmation, groupRequest, setSent]
}

export default withQueries(BookScreen)

function BookScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useBookingWords()
  const today = venueToday(useVenueTimeZone())
  const [confirmation, groupRequest, setSent] = useConfirmation()
  // /book?date=yyyy-MM-dd (an event's "Book a table for this event") starts on that date when it can be booked.
  const [searchParams] = useSearchParams()
  const startDate = requestedBookingDate(searchParams.get('date'), today) ?? today
  // Back from a confirmation to a fresh form: the focus goes to its first field.
  const [bookingAnother, setBookingAnother] = useState(false)
  const bookAnother = () => {
    setBookingAnother(true)
    setSent(null)
  }
  return (
    <div className="mx-auto max-w-2xl lg:max-w-5xl">
      <PageHeader title={t('pageTitle')} subtitle={t('pageSubtitle')} />
      <div
        className="rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6"
        onFocus={preloadWhatFollows}
        onPointerDown={preloadWhatFollows}
      >
        {/* Keyed: two boundaries, never one reused, so a confirmation whose script is still on its way shows its
            fallback in place of the form (a reused boundary keeps showing the form during the navigation's transition). */}
        {confirmation || groupRequest ? (
          <Suspense
            key="sent"
            fallback={
              <p role="status" className="py-10 text-center text-sm text-muted-foreground">
                {t('loadingConfirmation')}
              </p>
            }
          >
            {confirmation ? (
              <BookingConfirmationPanel booking={confirmation} onBookAnother={bookAnother} />
            ) : (
              <GroupRequestConfirmationPanel request={groupRequest!} onBookAnother={bookAnother} />
            )}
          </Suspense>
        ) : (
          // A boundary of its own: React hydrates the form after the page, as a transition it renders in slices, with a
          // commit of its own (react-hook-form's re-render, the first availability request) rather than one long task
          // with the page's. Nothing in the form may suspend on the server: its HTML must be the form itself.
          <Suspense key="form" fallback={null}>
            <BookingForm
              key={today}
              today={today}
              startDate={startDate}
              initialHours={loaderData?.hours}
              initialRules={loaderData?.rules}
              onBooked={(booking) => setSent({ confirmation: booking })}
              onGroupRequestSent={(request) => setSent({ groupRequest: request })}
              autoFocus={bookingAnother}
              // A full time: the guest may wait for a table to free up (the waitlist's feature), unless the venue turned
              // the online waitlist off (WAITLIST_ONLINE; after a visit from another page, the join's answer says so).
              fullTimeOffer={
                loaderData?.waitlistOnline === false
                  ? undefined
                  : (full) => (
                      <Suspense fallback={null}>
                        <NotifyMe key={`${full.date}|${full.time}|${full.guests}|${full.seatingPreference}`} full={full} />
                      </Suspense>
                    )
              }
            />
          </Suspense>
        )}
      </div>
    </div>
  )
}
