import { Info, Mail, Phone } from '~/components/icons'
import { useVenue } from '~/components/venue'
import { telHref } from '~/components/venue-links'
import { groupMailto, groupPartyMessage } from './large-party'

/**
 * A party larger than the venue seats online: how to book it instead (call, or an e-mail with the party and date
 * written out). Shown as the guest types the number, in place of times that could never seat them.
 */
export function GroupBooking({ guests, date, maxOnlineParty, id }: { guests: number; date: unknown; maxOnlineParty?: number; id: string }) {
  const { phone, email } = useVenue()
  const link = 'inline-flex min-h-10 items-center gap-1.5 rounded-md border border-primary/30 bg-card px-3 text-sm font-semibold text-primary underline-offset-4 hover:underline'
  return (
    <div id={id} className="grid gap-2 rounded-lg border border-primary/20 bg-primary/5 p-3 text-sm leading-relaxed text-foreground" data-testid="group-booking">
      <p className="flex gap-2">
        <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>{groupPartyMessage(guests, maxOnlineParty)}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        <a href={telHref(phone)} className={link}>
          <Phone className="size-4" aria-hidden="true" />
          Call {phone}
        </a>
        <a href={groupMailto(email, { guests, date })} className={link}>
          <Mail className="size-4" aria-hidden="true" />
          E-mail us
        </a>
      </div>
    </div>
  )
}
