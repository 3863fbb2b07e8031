import { Camera, Expand } from '~/components/icons'
import { useRef, useState } from 'react'
import { PageHeader } from '~/components/page-header'
import { Photo } from '~/components/photo'
import { fixedPageMeta } from '~/components/seo'
import { useHydrated } from '~/components/use-hydrated'
import { Dialog, DialogContent, DialogTitle } from '~/components/ui/dialog'

/** The spec's six photos, from the stock-photo service (Unsplash), in order, with their alt texts. */
const PHOTOS = [
  { alt: 'Restaurant Interior', id: '1517248135467-4c7edcad34c4', tint: 'from-amber-700 to-orange-900' },
  { alt: 'Bar Area', id: '1514933651103-005eec06c04b', tint: 'from-orange-800 to-rose-900' },
  { alt: 'Pool', id: '1571896349842-33c89424de2d', tint: 'from-sky-600 to-cyan-800' },
  { alt: 'Beach View', id: '1507525428034-b723cf961d3e', tint: 'from-cyan-600 to-teal-800' },
  { alt: 'Signature Dish', id: '1504674900247-0877df9cc836', tint: 'from-amber-600 to-red-800' },
  { alt: 'Dining Setup', id: '1414235077428-338989a2e8c0', tint: 'from-stone-600 to-stone-800' },
] as const

function photoUrl(id: string, width: number): string {
  return `https://images.unsplash.com/photo-${id}?auto=format&fit=crop&w=${width}&h=${Math.round((width * 9) / 16)}&q=70`
}

function srcSet(id: string, widths: number[]): string {
  return widths.map((w) => `${photoUrl(id, w)} ${w}w`).join(', ')
}

export const meta = fixedPageMeta('Photo Gallery', 'Photos of our beach bar and restaurant in Boracay: the bar, the pool, the beach view and our dishes.')

type GalleryPhoto = (typeof PHOTOS)[number]

/** The sized 16:9 box behind every photo: it is what guests see when the photo cannot load. */
function PhotoBackdrop({ photo }: { photo: GalleryPhoto }) {
  return (
    <span aria-hidden="true" className={`absolute inset-0 flex items-center justify-center bg-gradient-to-br ${photo.tint} text-white/60`}>
      <Camera className="size-10" />
    </span>
  )
}

export default function GalleryScreen() {
  const [open, setOpen] = useState(false)
  const [photo, setPhoto] = useState<GalleryPhoto>(PHOTOS[0])
  // The dialog has no trigger of its own: focus goes back to the caption button of the photo that opened it.
  const opener = useRef<HTMLButtonElement | null>(null)
  // The preview is the page's script: until it runs, the caption buttons say they cannot open it yet.
  const hydrated = useHydrated()
  const show = (next: GalleryPhoto, tile: HTMLElement) => {
    opener.current = tile.querySelector('button')
    setPhoto(next)
    setOpen(true)
  }
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Photo Gallery" />
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {PHOTOS.map((tile) => (
          <li key={tile.id}>
            {/* The whole photo opens the preview on click; the caption button does the same for keyboard users. */}
            <figure
              onClick={(event) => show(tile, event.currentTarget)}
              className="group relative aspect-video w-full cursor-zoom-in overflow-hidden rounded-xl bg-muted shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
              data-testid="gallery-item"
            >
              <PhotoBackdrop photo={tile} />
              <Photo
                src={photoUrl(tile.id, 800)}
                srcSet={srcSet(tile.id, [480, 800, 1200])}
                sizes="(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw"
                alt={tile.alt}
                width={800}
                height={450}
                loading="lazy"
                decoding="async"
                className="absolute inset-0 size-full object-cover transition-transform duration-300 group-hover:scale-105"
              />
              <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent pt-8">
                <button
                  type="button"
                  aria-haspopup="dialog"
                  aria-label={`${tile.alt}, view larger`}
                  disabled={!hydrated}
                  className="flex w-full items-center justify-between gap-2 px-3 pb-2 text-left text-sm font-semibold text-white focus-visible:outline-none"
                >
                  <span aria-hidden="true">{tile.alt}</span>
                  <Expand className="size-4 opacity-90" aria-hidden="true" />
                </button>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>

      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          className="max-w-5xl gap-3 p-3 sm:p-4"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            opener.current?.focus()
          }}
        >
          <DialogTitle className="px-1 pr-10 text-base leading-8">{photo.alt}</DialogTitle>
          <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-muted">
            <PhotoBackdrop photo={photo} />
            <Photo
              key={photo.id}
              src={photoUrl(photo.id, 1600)}
              srcSet={srcSet(photo.id, [800, 1200, 1600])}
              sizes="(min-width: 1024px) 1000px, 100vw"
              alt={photo.alt}
              width={1600}
              height={900}
              decoding="async"
              className="absolute inset-0 size-full object-cover"
            />
          </div>
        </DialogContent>
      </Dialog>
    </div>
  )
}
