import { useEffect, useState } from 'react'
import { Mail, MapPin, Phone } from '~/components/icons'
import { PageHeader } from '~/components/page-header'
import { pageMeta } from '~/components/seo'
import { telHref, VENUE } from '~/components/venue'

// Paints before its scripts are requested (entry.server): nothing on it needs a script to work.
export const handle = { scriptsAfterFirstPaint: true }

export function meta() {
  return pageMeta('Contact Us', `Call, e-mail or visit us: ${VENUE.name}, ${VENUE.addressLine}.`)
}

function ContactCard({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <li
      className="flex items-center gap-3 rounded-xl border border-border bg-card p-4 shadow-sm md:flex-col md:py-6 md:text-center"
      data-testid="contact-card"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary" aria-hidden="true">
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

/**
 * Whether the map service can be reached from this browser: a tiny image from the same host as the map frame.
 * Until it answers (or when it can't), the frame stays transparent and the address card behind it shows, instead
 * of the browser's "cannot connect" page.
 */
function useMapReachable(): boolean {
  const [reachable, setReachable] = useState(false)
  useEffect(() => {
    const probe = new Image()
    probe.onload = () => setReachable(true)
    probe.src = 'https://www.google.com/favicon.ico'
    return () => {
      probe.onload = null
    }
  }, [])
  return reachable
}

export default function ContactsScreen() {
  const mapReachable = useMapReachable()
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Contact Us" />
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-3">
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
      <div className="relative mt-6 h-[400px] overflow-hidden rounded-xl border border-border bg-muted shadow-sm">
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-[radial-gradient(circle_at_50%_45%,var(--color-card),var(--color-muted))] p-6 text-center">
          <MapPin className="size-10 text-primary" />
          <p className="font-semibold text-foreground">{VENUE.addressLine}</p>
          <a href={VENUE.mapLinkUrl} target="_blank" rel="noopener noreferrer" className={`${linkClass} text-sm font-medium`}>
            Open in Google Maps
          </a>
        </div>
        <iframe
          title="Location"
          src={VENUE.mapEmbedUrl}
          height={400}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          data-reachable={mapReachable || undefined}
          tabIndex={mapReachable ? undefined : -1}
          className={`relative block h-[400px] w-full border-0 transition-opacity duration-500 ${mapReachable ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
        />
      </div>
    </div>
  )
}
