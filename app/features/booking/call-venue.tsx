import { Phone } from '~/components/icons'
import { useVenue } from '~/components/venue'
import { telHref } from '~/components/venue-links'

/** 'Call +63 …' as a tel: link: what a guest can do when the booking can no longer be changed online. */
export function CallVenue() {
  const { phone } = useVenue()
  return (
    <a href={telHref(phone)} className="inline-flex items-center gap-1.5 font-semibold text-primary underline underline-offset-4">
      <Phone className="size-4" aria-hidden="true" />
      Call {phone}
    </a>
  )
}
