import { Phone } from '~/components/icons'
import { useVenue } from '~/components/venue'
import { telHref } from '~/components/venue-links'
import { useBookingWords } from './use-booking-words'

/** 'Call +63 …' as a tel: link: what a guest can do when the booking can no longer be changed online. */
export function CallVenue() {
  const { phone } = useVenue()
  const { t } = useBookingWords()
  return (
    <a href={telHref(phone)} className="inline-flex items-center gap-1.5 font-semibold text-primary underline underline-offset-4">
      <Phone className="size-4" aria-hidden="true" />
      {t('callPhone', { phone })}
    </a>
  )
}
