import { Mail, Phone } from '~/components/icons'

const linkClass = 'flex min-h-11 w-fit items-center gap-2 underline underline-offset-4'

/** The guest's phone as a link that calls them, named 'Call Ana Reyes, +63 917 123 4567' for screen readers. */
export function GuestPhoneLink({ name, phone }: { name: string; phone: string }) {
  return (
    <a href={`tel:${phone}`} className={linkClass} aria-label={`Call ${name}, ${phone}`}>
      <Phone className="size-4" aria-hidden="true" />
      {phone}
    </a>
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
