import { data } from 'react-router'
import { NotFoundState } from '~/components/route-error'
import { metaText, pageMeta } from '~/components/seo'
import { venueOfMatches } from '~/components/venue'
import type { Route } from './+types/not-found'

// Paints before its scripts are requested (entry.server): nothing on it needs a script to work.
export const handle = { scriptsAfterFirstPaint: true }

export function loader() {
  return data(null, { status: 404 })
}

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaText(matches)
  return [...pageMeta(t('frame.notFoundTitle'), t('frame.notFoundDescription'), venueOfMatches(matches)), { name: 'robots', content: 'noindex' }]
}

export default function NotFound() {
  return <NotFoundState />
}
