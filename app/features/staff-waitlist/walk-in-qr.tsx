import encodeQR from 'qr'
import { useMemo } from 'react'
import { useBrowserValue } from '~/components/use-hydrated'
import { statusUrl } from './waitlist-format'

/** The guest's page as a QR code to scan from the tablet (drawn as the two-factor setup draws its code), and as text. */
export function WalkInQr({ statusPath }: { statusPath: string }) {
  const origin = useBrowserValue(() => window.location.origin, '')
  const url = origin ? statusUrl(origin, statusPath) : statusPath
  const svg = useMemo(() => encodeQR(url, 'svg', { ecc: 'medium', border: 2 }), [url])
  return (
    <figure className="grid justify-items-center gap-2">
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
        alt="QR code of the guest's place in line"
        width={208}
        height={208}
        className="rounded-md bg-white p-1"
        data-testid="waitlist-qr"
      />
      <figcaption className="max-w-full text-center text-sm break-all">
        <a href={url} target="_blank" rel="noreferrer" className="text-primary underline underline-offset-4" data-testid="waitlist-link">
          {url}
        </a>
      </figcaption>
    </figure>
  )
}
