import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { Link } from 'react-router'
import { Lock, Mail, Phone } from '~/components/icons'
import { LogoMark } from '~/components/logo'
import { ConfirmQuestion } from '~/components/admin-confirm-dialog'
import { AlertDialog, AlertDialogContent, AlertDialogTrigger } from '~/components/ui/alert-dialog'
import { Badge } from '~/components/ui/badge'
import { Button, buttonVariants } from '~/components/ui/button'
import { useVenue } from '~/components/venue'
import { telHref } from '~/components/venue-links'
import { ApiError, errorMessage } from '~/lib/api'
import { formatWeekdayDate } from '~/lib/date-wording'
import { plural } from '~/lib/plural'
import { formatTime12h } from '~/lib/time-slots'
import { toast } from '~/lib/use-toast'
import { seatingLabel } from './booking-confirmation-data'
import { AddToCalendar } from './add-to-calendar'
import { confirmationEmailLine } from './confirmation-email'
import { bookingStatusText, cannotCancelReason, guestStatusBadgeClass, isRequestStatus } from './booking-status'
import type { GuestBookingJson } from '~/contracts/bookings'
import { guestBookingQueryOptions, useCancelBooking } from './guest-booking-query'
import { ChangeBooking } from './change-booking'
import { BookingDetails } from './confirmation-panel'
import { phoneForReading } from '~/lib/phone-number'

export const MANAGE_TEXT = {
  title: 'Your Booking',
  notFoundTitle: 'Booking not found',
  notFound: 'We could not find this booking. Please check the link in your confirmation.',
  cancel: 'Cancel booking',
  cancelling: 'Cancelling...',
  confirmTitle: 'Cancel this booking?',
  keep: 'Keep my booking',
  confirmCancel: 'Yes, cancel it',
  cancelledTitle: 'Booking cancelled',
  cancelledDescription: 'Your booking has been cancelled. We hope to see you another time.',
  cancelFallback: 'Failed to cancel the booking. Please try again.',
  keepPrivate: 'Keep this page\u2019s link private: it is the only way to view or cancel your booking online, and anyone with it can cancel.',
  keepPrivateSettled: 'Keep this page\u2019s link private: it is the only way to view your booking online.',
} as const

function CallUs({ className }: { className?: string }) {
  const { phone } = useVenue()
  return (
    <a href={telHref(phone)} className={`inline-flex items-center gap-1.5 font-semibold text-primary underline underline-offset-4 ${className ?? ''}`}>
      <Phone className="size-4" aria-hidden="true" />
      Call {phone}
    </a>
  )
}

/** "your table for 2 guests at 7:00 PM on Wednesday, November 25, 2026" */
function describeBooking(booking: GuestBookingJson): string {
  const where = booking.seatingPreference === 'bar' ? 'your seats at the bar' : 'your table'
  return `${where} for ${plural(booking.guests, 'guest')} at ${formatTime12h(booking.time)} on ${formatWeekdayDate(booking.date)}`
}

/**
 * The guest's own booking behind their private link: what was booked, its status in words, and (until its start)
 * a 'Cancel booking' button that asks first. The server's answer replaces what is shown.
 */
export function ManageBooking({ token, initialBooking }: { token: string; initialBooking: GuestBookingJson }) {
  const { data: booking } = useQuery({ ...guestBookingQueryOptions(token), initialData: initialBooking })
  const cancel = useCancelBooking(token)
  const [refusal, setRefusal] = useState<string | null>(null)
  const statusRef = useRef<HTMLDivElement>(null)
  const focusStatusOnClose = useRef(false)
  const status = bookingStatusText(booking.status, booking.guestMessage)
  const lateReason = cannotCancelReason(booking)
  const held = booking.status === 'pending' || booking.status === 'confirmed'
  const emailLine = isRequestStatus(booking.status) ? null : confirmationEmailLine(booking.confirmationEmail, booking.email)

  const confirmCancel = () => {
    focusStatusOnClose.current = true
    setRefusal(null)
    cancel.mutate(undefined, {
      onSuccess: () => toast({ title: MANAGE_TEXT.cancelledTitle, description: MANAGE_TEXT.cancelledDescription }),
      onError: (error) => {
        const message = errorMessage(error, MANAGE_TEXT.cancelFallback)
        toast({ variant: 'destructive', title: 'Error', description: message })
        if (error instanceof ApiError && (error.status === 409 || error.status === 404)) setRefusal(message)
      },
    })
  }

  const details: Array<[string, string]> = [
    ['Name', booking.name],
    ['Date', formatWeekdayDate(booking.date)],
    ['Time', formatTime12h(booking.time)],
    ['Guests', plural(booking.guests, 'guest')],
    ['Seating', seatingLabel(booking.seatingPreference)],
  ]
  if (booking.email) details.push(['Email', booking.email])
  if (booking.phone) details.push(['Phone', phoneForReading(booking.phone)])
  if (booking.notes) details.push(['Special requests', booking.notes])

  return (
    <div className="grid gap-6 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6" data-testid="manage-booking">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-muted-foreground">Booking reference</p>
          <p className="font-mono text-3xl font-extrabold tracking-wider text-primary sm:text-4xl" data-testid="booking-reference">
            {booking.reference ?? 'Not available'}
          </p>
        </div>
        <div ref={statusRef} tabIndex={-1} className="flex flex-col items-start gap-1 focus:outline-none">
          <span className="text-sm font-medium text-muted-foreground">Status</span>
          <Badge className={`px-3 py-1 text-sm ${guestStatusBadgeClass(booking.status)}`} data-testid="booking-status">
            {status.label}
          </Badge>
        </div>
      </div>

      <p role="status" className="text-sm leading-relaxed text-foreground">
        {status.explanation}
      </p>

      <div className="grid gap-2">
        <BookingDetails details={details} />
        {held && (
          <p className="text-xs text-muted-foreground">
            Your seats are held from {formatTime12h(booking.time)} to {formatTime12h(booking.endTime)}.
          </p>
        )}
      </div>

      {emailLine && (
        <p className="flex gap-2 text-sm leading-relaxed text-foreground" data-testid="confirmation-email">
          <Mail className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>{emailLine}</span>
        </p>
      )}

      {held && (
        <div className="flex">
          <AddToCalendar token={token} className="w-full sm:w-auto" />
        </div>
      )}

      {refusal && (
        <div role="alert" className="rounded-lg border border-destructive/30 bg-card p-4 text-sm text-foreground">
          <p>{refusal}</p>
          <CallUs className="mt-2" />
        </div>
      )}

      <ChangeBooking token={token} booking={booking} />

      {booking.canCancel && (
        <div className="grid gap-2 border-t border-border pt-4">
          <p className="text-sm text-muted-foreground">Plans changed? You can cancel online until your booking time.</p>
          <AlertDialog>
            <div className="flex">
              <AlertDialogTrigger asChild>
                <Button type="button" variant="destructive" disabled={cancel.isPending} className="w-full sm:w-auto">
                  {cancel.isPending ? MANAGE_TEXT.cancelling : MANAGE_TEXT.cancel}
                </Button>
              </AlertDialogTrigger>
            </div>
            <AlertDialogContent
              onCloseAutoFocus={(event) => {
                // After 'Yes', the button that opened the dialog is busy or gone: the focus goes to the status.
                if (!focusStatusOnClose.current) return
                focusStatusOnClose.current = false
                event.preventDefault()
                statusRef.current?.focus()
              }}
            >
              <ConfirmQuestion
                question={MANAGE_TEXT.confirmTitle}
                detail={`We will release ${describeBooking(booking)} for other guests. This cannot be undone.`}
                cancelLabel={MANAGE_TEXT.keep}
                confirmLabel={MANAGE_TEXT.confirmCancel}
                onConfirm={confirmCancel}
              />
            </AlertDialogContent>
          </AlertDialog>
        </div>
      )}

      {lateReason && !refusal && (
        <div className="grid gap-2 border-t border-border pt-4 text-sm text-foreground">
          <p>{lateReason}</p>
          <CallUs />
        </div>
      )}

      <div className="grid gap-3 border-t border-border pt-4">
        <p className="flex gap-2 text-sm leading-relaxed text-foreground">
          <Lock className="mt-0.5 size-4 shrink-0 text-accent-strong" aria-hidden="true" />
          <span>{booking.canCancel ? MANAGE_TEXT.keepPrivate : MANAGE_TEXT.keepPrivateSettled}</span>
        </p>
        <div className="flex">
          <Link to="/book" className={buttonVariants({ variant: 'outline' })}>
            Make a new booking
          </Link>
        </div>
      </div>
    </div>
  )
}

/** Any token that opens no booking (altered, unknown, malformed): one friendly page, the same for all. */
export function BookingNotFound() {
  return (
    <div className="mx-auto max-w-xl py-10 text-center" data-testid="booking-not-found">
      <LogoMark className="mx-auto size-16 opacity-90" />
      <h1 className="mt-4 text-2xl font-bold text-foreground">{MANAGE_TEXT.notFoundTitle}</h1>
      <p className="mt-2 text-foreground">{MANAGE_TEXT.notFound}</p>
      <p className="mt-2 text-sm text-muted-foreground">
        Still stuck? Call us and quote your booking reference: <CallUs />
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/book" className={buttonVariants({ variant: 'default' })}>
          Make a booking
        </Link>
        <Link to="/" className={buttonVariants({ variant: 'outline' })}>
          Back to the menu
        </Link>
      </div>
    </div>
  )
}
