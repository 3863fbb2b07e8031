import { Info, Phone } from '~/components/icons'
import { useVenue } from '~/components/venue'
import { telHref } from '~/components/venue-links'
import type { DayNotice } from './time-slot-options'
import { useBookingWords } from './use-booking-words'

/** A day where no time can be picked: why, and (for a party too large) the number to call. */
export function AvailabilityNotice({ notice }: { notice: DayNotice }) {
  const { phone } = useVenue()
  const { t } = useBookingWords()
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-primary/20 bg-primary/5 p-4 text-sm leading-relaxed text-foreground"
      data-testid="availability-notice"
    >
      <Info className="mt-0.5 size-4 shrink-0 text-accent-strong" aria-hidden="true" />
      <div className="grid gap-1">
        <p>{notice.message}</p>
        {notice.kind === 'too-large' && (
          <a
            href={telHref(phone)}
            className="inline-flex items-center gap-1.5 font-semibold text-primary underline underline-offset-4"
          >
            <Phone className="size-4" aria-hidden="true" />
            {t('callPhone', { phone })}
          </a>
        )}
      </div>
    </div>
  )
}
