import { Mail, Phone } from '~/components/icons'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import { phoneForReading } from '~/lib/phone-number'

const linkClass = 'flex min-h-11 w-fit items-center gap-2 underline underline-offset-4'

/**
 * The guest's phone as a link that calls them: grouped for reading ('+63 917 123 4567', also in the name screen
 * readers announce: 'Call Ana Reyes, +63 917 123 4567'), dialled as stored ('tel:+639171234567').
 */
export function GuestPhoneLink({ name, phone }: { name: string; phone: string }) {
  const shown = phoneForReading(phone)
  return (
    <a href={`tel:${phone}`} className={linkClass} aria-label={`Call ${name}, ${shown}`}>
      <Phone className="size-4" aria-hidden="true" />
      {shown}
    </a>
  )
}

/** The same call as a 44 px button with the phone icon alone, among a card's actions (the number is read beside). */
export function GuestCallButton({ name, phone, className }: { name: string; phone: string; className?: string }) {
  return (
    <Button asChild variant="outline" className={cn('size-11', className)}>
      <a href={`tel:${phone}`} aria-label={`Call ${name}, ${phoneForReading(phone)}`}>
        <Phone aria-hidden="true" />
      </a>
    </Button>
  )
}

/** The guest's e-mail address as a link that writes to them. */
export function GuestEmailLink({ name, email }: { name: string; email: string }) {
  return (
    <a href={`mailto:${email}`} className={`${linkClass} break-all`} aria-label={`E-mail ${name}, ${email}`}>
      <Mail className="size-4 shrink-0" aria-hidden="true" />
      {email}
    </a>
  )
}

/** What the guest asked for when booking, as they wrote it. */
export function GuestRequestNote({ notes }: { notes: string }) {
  return (
    <p className="break-words whitespace-pre-line">
      <span className="font-medium">Request:</span> {notes}
    </p>
  )
}
