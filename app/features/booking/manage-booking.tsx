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
import type { BookingWords } from './booking-words'
import { useBookingWords } from './use-booking-words'

function CallUs({ className }: { className?: string }) {
  const { phone } = useVenue()
  const { t } = useBookingWords()
  return (
    <a href={telHref(phone)} className={`inline-flex items-center gap-1.5 font-semibold text-primary underline underline-offset-4 ${className ?? ''}`}>
      <Phone className="size-4" aria-hidden="true" />
      {t('callPhone', { phone })}
    </a>
  )
}

/** "We will release your table for 2 guests at 7:00 PM on Wednesday, November 25, 2026 for other guests. …" */
function releaseText(booking: GuestBookingJson, w: BookingWords): string {
  const params = { guests: w.guests(booking.guests), time: w.time(booking.time), date: w.weekdayDate(booking.date) }
  return w.t(booking.seatingPreference === 'bar' ? 'releaseBar' : 'releaseTable', params)
}

/**
 * The guest's own booking behind their private link: what was booked, its status in words, and (until its start)
 * a 'Cancel booking' button that asks first. The server's answer replaces what is shown.
 */
export function ManageBooking({ token, initialBooking }: { token: string; initialBooking: GuestBookingJson }) {
  const { data: booking } = useQuery({ ...guestBookingQueryOptions(token), initialData: initialBooking })
  const cancel = useCancelBooking(token)
  const w = useBookingWords()
  const { t } = w
  const [refusal, setRefusal] = useState<string | null>(null)
  const statusRef = useRef<HTMLDivElement>(null)
  const focusStatusOnClose = useRef(false)
  const status = bookingStatusText(booking.status, booking.guestMessage, w)
  const lateReason = cannotCancelReason(booking, w)
  const held = booking.status === 'pending' || booking.status === 'confirmed'
  const emailLine = isRequestStatus(booking.status) ? null : confirmationEmailLine(booking.confirmationEmail, booking.email, w)

  const confirmCancel = () => {
    focusStatusOnClose.current = true
    setRefusal(null)
    cancel.mutate(undefined, {
      onSuccess: () => toast({ title: t('cancelledTitle'), description: t('cancelledDescription') }),
      onError: (error) => {
        const message = w.error(errorMessage(error, t('cancelFallback')))
        toast({ variant: 'destructive', title: t('errorTitle'), description: message })
        if (error instanceof ApiError && (error.status === 409 || error.status === 404)) setRefusal(message)
      },
    })
  }

  const details: Array<[string, string]> = [
    [t('name'), booking.name],
    [t('date'), w.weekdayDate(booking.date)],
    [t('time'), w.time(booking.time)],
    [t('guestsTerm'), w.guests(booking.guests)],
    [t('seating'), seatingLabel(booking.seatingPreference, w)],
  ]
  if (booking.email) details.push([t('email'), booking.email])
  if (booking.phone) details.push([t('phone'), phoneForReading(booking.phone)])
  if (booking.notes) details.push([t('specialRequests'), booking.notes])

  return (
    <div className="grid gap-6 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6" data-testid="manage-booking">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-muted-foreground">{t('referenceLabel')}</p>
          <p className="font-mono text-3xl font-extrabold tracking-wider text-primary sm:text-4xl" data-testid="booking-reference">
            {booking.reference ?? t('notAvailable')}
          </p>
        </div>
        <div ref={statusRef} tabIndex={-1} className="flex flex-col items-start gap-1 focus:outline-none">
          <span className="text-sm font-medium text-muted-foreground">{t('status')}</span>
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
            {t('heldFromTo', { from: w.time(booking.time), to: w.time(booking.endTime) })}
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
          <p className="text-sm text-muted-foreground">{t('plansChanged')}</p>
          <AlertDialog>
            <div className="flex">
              <AlertDialogTrigger asChild>
                <Button type="button" variant="destructive" disabled={cancel.isPending} className="w-full sm:w-auto">
                  {cancel.isPending ? t('cancelling') : t('cancel')}
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
                question={t('confirmTitle')}
                detail={releaseText(booking, w)}
                cancelLabel={t('keep')}
                confirmLabel={t('confirmCancel')}
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
          <span>{booking.canCancel ? t('manageKeepPrivate') : t('manageKeepPrivateSettled')}</span>
        </p>
        <div className="flex">
          <Link to={w.path('/book')} className={buttonVariants({ variant: 'outline' })}>
            {t('newBooking')}
          </Link>
        </div>
      </div>
    </div>
  )
}

/** Any token that opens no booking (altered, unknown, malformed): one friendly page, the same for all. */
export function BookingNotFound() {
  const w = useBookingWords()
  const { t } = w
  return (
    <div className="mx-auto max-w-xl py-10 text-center" data-testid="booking-not-found">
      <LogoMark className="mx-auto size-16 opacity-90" />
      <h1 className="mt-4 text-2xl font-bold text-foreground">{t('notFoundTitle')}</h1>
      <p className="mt-2 text-foreground">{t('notFound')}</p>
      <p className="mt-2 text-sm text-muted-foreground">
        {t('stillStuck')} <CallUs />
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={w.path('/book')} className={buttonVariants({ variant: 'default' })}>
          {t('makeBooking')}
        </Link>
        <Link to={w.path('/')} className={buttonVariants({ variant: 'outline' })}>
          {t('backToMenu')}
        </Link>
      </div>
    </div>
  )
}
