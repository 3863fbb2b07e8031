import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { Button, buttonVariants } from '~/components/ui/button'
import { useBrowserValue } from '~/components/use-hydrated'
import { formatWeekdayDate } from '~/lib/date-wording'
import { plural } from '~/lib/plural'
import { formatTime12h } from '~/lib/time-slots'
import { type BookingConfirmation as Confirmation, manageToken, manageUrl, seatingLabel } from './booking-confirmation-data'
import { ArrowRight, CircleCheck, Lock } from '~/components/icons'
import { NEW_BOOKING_TEXT } from './booking-status'
import { AddToCalendar } from './add-to-calendar'
import { PrivateLink } from './private-link'

export const CONFIRMATION_TEXT = {
  heading: NEW_BOOKING_TEXT.heading,
  referenceLabel: 'Booking reference',
  linkLabel: 'Your private booking link',
  openLink: 'Open my booking',
  another: 'Make another booking',
  keepPrivate:
    'This link is the only way to view or cancel your booking online, and we can show it to you only now. Keep it private: anyone with the link can cancel your booking.',
} as const

/** Said when the address had its e-mails of the day: the booking stands, but nothing was mailed. */
export const emailNotSentText = (reference: string) =>
  `We could not send a confirmation e-mail; your booking reference is ${reference}. Please keep it.`

/**
 * Shown after a successful booking, in place of the form: the reference in large type, what was booked, and the
 * guest's private link (copy or open). It takes the focus, so screen readers announce it and phones scroll to it.
 */
export function BookingConfirmationPanel({ booking, onBookAnother }: { booking: Confirmation; onBookAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  // '' while rendering on the server, where the panel is never shown anyway.
  const origin = useBrowserValue(() => window.location.origin, '')
  const url = manageUrl(origin, booking.managePath)

  useEffect(() => {
    headingRef.current?.focus()
  }, [booking.reference])

  const details: Array<[string, string]> = [
    ['Date', formatWeekdayDate(booking.date)],
    ['Time', formatTime12h(booking.time)],
    ['Party', plural(booking.guests, 'guest')],
    ['Seating', seatingLabel(booking.seatingPreference)],
  ]

  return (
    <section aria-labelledby="booking-confirmation-heading" className="grid gap-6" data-testid="booking-confirmation">
      <div className="flex items-start gap-3">
        <CircleCheck className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <h2 id="booking-confirmation-heading" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-foreground focus:outline-none">
            {CONFIRMATION_TEXT.heading}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{NEW_BOOKING_TEXT.thanks(booking.name)}</p>
        </div>
      </div>

      {booking.emailNotSent && (
        <p role="status" className="rounded-lg border border-border bg-muted px-4 py-3 text-sm text-foreground" data-testid="email-not-sent">
          {emailNotSentText(booking.reference)}
        </p>
      )}

      <div className="rounded-lg border border-primary/20 bg-primary/5 px-4 py-3 text-center">
        <p className="text-sm font-medium text-muted-foreground">{CONFIRMATION_TEXT.referenceLabel}</p>
        <p className="mt-1 font-mono text-3xl font-extrabold tracking-wider text-primary sm:text-4xl" data-testid="booking-reference">
          {booking.reference}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">Quote it if you call us about your booking.</p>
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {details.map(([term, value]) => (
          <div key={term} className="grid content-start gap-0.5">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="font-semibold text-foreground">{value}</dd>
          </div>
        ))}
      </dl>

      <div className="grid gap-3 rounded-lg border border-border p-4">
        <PrivateLink url={url} label={CONFIRMATION_TEXT.linkLabel}>
          <Link to={booking.managePath} className={buttonVariants({ variant: 'default' })}>
            {CONFIRMATION_TEXT.openLink}
            <ArrowRight aria-hidden="true" />
          </Link>
        </PrivateLink>
        <p className="flex gap-2 text-sm leading-relaxed text-foreground">
          <Lock className="mt-0.5 size-4 shrink-0 text-accent-strong" aria-hidden="true" />
          <span>{CONFIRMATION_TEXT.keepPrivate}</span>
        </p>
      </div>

      <div className="flex flex-wrap gap-3">
        <AddToCalendar token={manageToken(booking.managePath)} className="w-full sm:w-auto" />
        <Button type="button" variant="outline" size="lg" onClick={onBookAnother} className="w-full sm:w-auto">
          {CONFIRMATION_TEXT.another}
        </Button>
      </div>
    </section>
  )
}
