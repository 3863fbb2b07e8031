import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { ArrowRight, CircleCheck, Lock } from '~/components/icons'
import { Button, buttonVariants } from '~/components/ui/button'
import { useBrowserValue } from '~/components/use-hydrated'
import { formatWeekdayDate } from '~/lib/date-wording'
import { plural } from '~/lib/plural'
import { formatTime12h } from '~/lib/time-slots'
import { manageUrl } from './booking-confirmation-data'
import type { GroupRequestConfirmation } from './group-request-form'
import { PrivateLink } from './private-link'

export const GROUP_CONFIRMATION_TEXT = {
  heading: 'Request sent',
  thanks: (name: string) => `Thank you, ${name}. We will see how best to seat your group and reply by e-mail. Nothing is booked until we confirm it.`,
  referenceLabel: 'Request reference',
  linkLabel: 'Your private link',
  openLink: 'Open my request',
  another: 'Make another booking',
  keepPrivate: 'This link shows your request and our answer, and we can show it to you only now. Keep it private.',
} as const

/**
 * Shown after a group request is sent, in place of the form: the reference, what was asked for, and the guest's
 * private link (copy or open), where our answer appears. It takes the focus, so screen readers announce it.
 */
export function GroupRequestConfirmationPanel({ request, onBookAnother }: { request: GroupRequestConfirmation; onBookAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  // '' while rendering on the server, where the panel is never shown anyway.
  const origin = useBrowserValue(() => window.location.origin, '')

  useEffect(() => {
    headingRef.current?.focus()
  }, [request.reference])

  const details: Array<[string, string]> = [
    ['Date', formatWeekdayDate(request.date)],
    ['Time', formatTime12h(request.time)],
    ['Party', plural(request.guests, 'guest')],
  ]

  return (
    <section aria-labelledby="group-request-heading" className="grid gap-6" data-testid="group-request-confirmation">
      <div className="flex items-start gap-3">
        <CircleCheck className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <h2 id="group-request-heading" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-foreground focus:outline-none">
            {GROUP_CONFIRMATION_TEXT.heading}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{GROUP_CONFIRMATION_TEXT.thanks(request.name)}</p>
        </div>
      </div>

      <div className="rounded-lg border border-primary/20 bg-primary/5 px-4 py-3 text-center">
        <p className="text-sm font-medium text-muted-foreground">{GROUP_CONFIRMATION_TEXT.referenceLabel}</p>
        <p className="mt-1 font-mono text-3xl font-extrabold tracking-wider text-primary sm:text-4xl" data-testid="booking-reference">
          {request.reference}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">Quote it if you call us about your request.</p>
      </div>

      <dl className="grid grid-cols-3 gap-x-4 gap-y-2 text-sm">
        {details.map(([term, value]) => (
          <div key={term} className="grid content-start gap-0.5">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="font-semibold text-foreground">{value}</dd>
          </div>
        ))}
      </dl>

      <div className="grid gap-3 rounded-lg border border-border p-4">
        <PrivateLink url={manageUrl(origin, request.managePath)} label={GROUP_CONFIRMATION_TEXT.linkLabel}>
          <Link to={request.managePath} className={buttonVariants({ variant: 'default' })}>
            {GROUP_CONFIRMATION_TEXT.openLink}
            <ArrowRight aria-hidden="true" />
          </Link>
        </PrivateLink>
        <p className="flex gap-2 text-sm leading-relaxed text-foreground">
          <Lock className="mt-0.5 size-4 shrink-0 text-accent-strong" aria-hidden="true" />
          <span>{GROUP_CONFIRMATION_TEXT.keepPrivate}</span>
        </p>
      </div>

      <div className="flex">
        <Button type="button" variant="outline" size="lg" onClick={onBookAnother} className="w-full sm:w-auto">
          {GROUP_CONFIRMATION_TEXT.another}
        </Button>
      </div>
    </section>
  )
}
