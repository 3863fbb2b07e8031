import { Camera, Expand } from '~/components/icons'
import { useRef, useState } from 'react'
import { listGallery } from '~/.server/services/gallery'
import { PageHeader } from '~/components/page-header'
import { GalleryImage } from '~/components/gallery-image'
import { RouteErrorState } from '~/components/route-error'
import { useI18n } from '~/components/i18n'
import { translatedPageMeta } from '~/components/seo'
import { fieldLanguage, textLanguage } from '~/components/translated-text'
import { useHydrated } from '~/components/use-hydrated'
import { Dialog, DialogContent, DialogTitle } from '~/components/ui/dialog'
import { type GalleryPhotoJson, galleryPaths } from '~/contracts/gallery'
import { DEFAULT_LANGUAGE, languageOfPath } from '~/lib/languages'
import type { Route } from './+types/gallery'

/** First render: the same JSON as GET /api/gallery (?lang= of the page's language). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return listGallery(context.db, languageOfPath(new URL(request.url).pathname))
}

/** A later visit in the browser reads the public API (answered from the server's read cache), in the page's language. */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<GalleryPhotoJson[]> {
  const lang = languageOfPath(new URL(request.url).pathname)
  const res = await fetch(lang === DEFAULT_LANGUAGE ? galleryPaths.list : `${galleryPaths.list}?lang=${lang}`)
  if (!res.ok) throw new Response('The gallery could not be loaded', { status: res.status })
  return (await res.json()) as GalleryPhotoJson[]
}

export const meta = translatedPageMeta('pages.galleryTitle', 'pages.galleryDescription')

/** The photos a guest sees without scrolling on a wide screen (the first row): loaded at once, the others lazily. */
const EAGER_PHOTOS = 3

export default function GalleryScreen({ loaderData }: Route.ComponentProps) {
  const photos = loaderData
  const [open, setOpen] = useState(false)
  const [photo, setPhoto] = useState<GalleryPhotoJson | undefined>(photos[0])
  // The dialog has no trigger of its own: focus goes back to the caption button of the photo that opened it.
  const opener = useRef<HTMLButtonElement | null>(null)
  // The preview is the page's script: until it runs, the caption buttons say they cannot open it yet.
  const hydrated = useHydrated()
  const { lang, t } = useI18n()
  const captionLang = (of: GalleryPhotoJson | undefined) => (of ? textLanguage(lang, fieldLanguage(of, 'alt')) : undefined)
  const show = (next: GalleryPhotoJson, tile: HTMLElement) => {
    opener.current = tile.querySelector('button')
    setPhoto(next)
    setOpen(true)
  }
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t('pages.galleryTitle')} />
      {photos.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-muted/40 px-6 py-16 text-center text-muted-foreground">
          <Camera className="size-10" aria-hidden="true" />
          <p>{t('pages.galleryEmpty')}</p>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {photos.map((tile, index) => (
            <li key={tile.id}>
              {/* The whole photo opens the preview on click; the caption button does the same for keyboard users. */}
              <figure
                onClick={(event) => show(tile, event.currentTarget)}
                className="group relative aspect-video w-full cursor-zoom-in overflow-hidden rounded-xl bg-muted shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
                data-testid="gallery-item"
              >
                <GalleryImage
                  image={tile}
                  alt={tile.alt}
                  sizes="(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw"
                  loading={index < EAGER_PHOTOS ? 'eager' : 'lazy'}
                  className="absolute inset-0 size-full object-cover transition-transform duration-300 group-hover:scale-105"
                />
                <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent pt-8">
                  <button
                    type="button"
                    aria-haspopup="dialog"
                    aria-label={t('pages.galleryViewLarger', { caption: tile.alt })}
                    disabled={!hydrated}
                    className="flex w-full items-center justify-between gap-2 px-3 pb-2 text-left text-sm font-semibold text-white focus-visible:outline-none"
                  >
                    <span aria-hidden="true" lang={captionLang(tile)} className="truncate">
                      {tile.alt}
                    </span>
                    <Expand className="size-4 shrink-0 opacity-90" aria-hidden="true" />
                  </button>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}

      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          className="max-w-5xl gap-3 p-3 sm:p-4"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            opener.current?.focus()
          }}
        >
          <DialogTitle lang={captionLang(photo)} className="px-1 pr-10 text-base leading-8">
            {photo?.alt}
          </DialogTitle>
          <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-muted">
            {photo ? (
              <GalleryImage
                key={photo.id}
                image={photo}
                alt={photo.alt}
                sizes="(min-width: 1024px) 1000px, 100vw"
                loading="eager"
                className="absolute inset-0 size-full object-cover"
              />
            ) : null}
          </div>
        </DialogContent>
      </Dialog>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorState />
}
