import { Mail, MapPin, Phone } from '~/components/icons'
import { PageHeader } from '~/components/page-header'
import { pageMeta } from '~/components/seo'
import { telHref, VENUE } from '~/components/venue'

export function meta() {
  return pageMeta('Contact Us', `Call, e-mail or visit us: ${VENUE.name}, ${VENUE.addressLine}.`)
}

function ContactCard({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <li className="flex items-start gap-3 rounded-xl border border-border bg-card p-4 shadow-sm" data-testid="contact-card">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary" aria-hidden="true">
        {icon}
      </span>
      <div className="min-w-0">
        <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{title}</h2>
        <div className="mt-0.5 text-base font-semibold break-words text-foreground">{children}</div>
      </div>
    </li>
  )
}

const linkClass = 'text-primary underline-offset-4 hover:underline'

export default function ContactsScreen() {
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Contact Us" />
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <ContactCard icon={<Phone className="size-5" />} title="Phone">
          <a href={telHref(VENUE.phone)} className={linkClass}>
            {VENUE.phone}
          </a>
        </ContactCard>
        <ContactCard icon={<Mail className="size-5" />} title="Email">
          <a href={`mailto:${VENUE.email}`} className={linkClass}>
            {VENUE.email}
          </a>
        </ContactCard>
        <ContactCard icon={<MapPin className="size-5" />} title="Address">
          <address className="not-italic">{VENUE.addressLine}</address>
        </ContactCard>
      </ul>
      <div className="relative mt-6 overflow-hidden rounded-xl border border-border bg-muted shadow-sm">
        {/* Shown until (or if never) the map loads. */}
        <div aria-hidden="true" className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-muted-foreground">
          <MapPin className="size-10 text-primary/60" />
          <span className="text-sm font-medium">{VENUE.addressLine}</span>
        </div>
        <iframe
          title="Location"
          src={VENUE.mapEmbedUrl}
          height={400}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="relative block h-[400px] w-full border-0"
        />
      </div>
    </div>
  )
}
