import { Info } from '~/components/icons'
import { groupPartyMessage } from './large-party'
import { useBookingWords } from './use-booking-words'

/**
 * A party larger than the venue seats online: the form below it becomes a group request. Shown as the guest types
 * the number, in place of times that could never seat them.
 */
export function GroupBooking({ guests, maxOnlineParty, id }: { guests: number; maxOnlineParty?: number; id: string }) {
  const words = useBookingWords()
  return (
    <p id={id} className="flex gap-2 rounded-lg border border-primary/20 bg-primary/5 p-3 text-sm leading-relaxed text-foreground" data-testid="group-booking">
      <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <span>{groupPartyMessage(guests, maxOnlineParty, words)}</span>
    </p>
  )
}
