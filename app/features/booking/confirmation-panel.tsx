import { type ReactNode, useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { ArrowRight, CircleCheck, Lock } from '~/components/icons'
import { buttonVariants } from '~/components/ui/button'
import { useBrowserValue } from '~/components/use-hydrated'
import { manageUrl, type SentParty } from './booking-confirmation-data'
import { PrivateLink } from './private-link'
import { useBookingWords } from './use-booking-words'

/** The words of a confirmation panel: a booking's and a group request's say the same things of different things. */
export interface ConfirmationWords {
  heading: string
  thanks: string
  referenceLabel: string
  /** Under the reference: when to quote it. */
  referenceHint: string
  linkLabel: string
  openLink: string
  keepPrivate: string
}

interface ConfirmationPanelProps {
  /** The heading's id, which names the section. */
  headingId: string
  testId: string
  words: ConfirmationWords
  sent: SentParty
  /** A booking's seating; a request has none, and its three details share one row. */
  seating?: string
  /** The buttons under the panel. */
  actions: ReactNode
  children?: ReactNode
}

/**
 * Shown after a booking or a group request is sent, in place of the form: the reference in large type, what was
 * asked for, and the guest's private link (copy or open). It takes the focus, so screen readers announce it and
 * phones scroll to it.
 */
export function ConfirmationPanel({ headingId, testId, words, sent, seating, actions, children }: ConfirmationPanelProps) {
  const { reference, managePath } = sent
  const headingRef = useRef<HTMLHeadingElement>(null)
  // '' while rendering on the server, where the panel is never shown anyway.
  const origin = useBrowserValue(() => window.location.origin, '')
  const w = useBookingWords()
  // The private page in the language the booking was made in (the page's).
  const localPath = w.path(managePath)

  useEffect(() => {
    headingRef.current?.focus()
  }, [reference])

  const details: Array<[string, string]> = [
    [w.t('date'), w.weekdayDate(sent.date)],
    [w.t('time'), w.time(sent.time)],
    [w.t('party'), w.guests(sent.guests)],
  ]
  if (seating) details.push([w.t('seating'), seating])

  return (
    <section aria-labelledby={headingId} className="grid gap-6" data-testid={testId}>
      <div className="flex items-start gap-3">
        <CircleCheck className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-foreground focus:outline-none">
            {words.heading}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{words.thanks}</p>
        </div>
      </div>

      <div className="rounded-lg border border-primary/20 bg-primary/5 px-4 py-3 text-center">
        <p className="text-sm font-medium text-muted-foreground">{words.referenceLabel}</p>
        <p className="mt-1 font-mono text-3xl font-extrabold tracking-wider text-primary sm:text-4xl" data-testid="booking-reference">
          {reference}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">{words.referenceHint}</p>
      </div>

      <BookingDetails details={details} columns={seating ? 2 : 3} />

      <div className="grid gap-3 rounded-lg border border-border p-4">
        <PrivateLink url={manageUrl(origin, localPath)} label={words.linkLabel}>
          <Link to={localPath} className={buttonVariants({ variant: 'default' })}>
            {words.openLink}
            <ArrowRight aria-hidden="true" />
          </Link>
        </PrivateLink>
        <p className="flex gap-2 text-sm leading-relaxed text-foreground">
          <Lock className="mt-0.5 size-4 shrink-0 text-accent-strong" aria-hidden="true" />
          <span>{words.keepPrivate}</span>
        </p>
      </div>

      {children}

      {actions}
    </section>
  )
}

/** What a guest booked, as terms and values in two or three columns. */
export function BookingDetails({ details, columns = 2 }: { details: ReadonlyArray<readonly [string, string]>; columns?: 2 | 3 }) {
  return (
    <dl className={`grid ${columns === 3 ? 'grid-cols-3' : 'grid-cols-2'} gap-x-4 gap-y-2 text-sm`}>
      {details.map(([term, value]) => (
        // A block, not a grid: a long email address then wraps inside its column.
        <div key={term} className="min-w-0 space-y-0.5">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="font-semibold break-words text-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
