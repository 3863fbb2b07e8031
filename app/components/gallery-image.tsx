import { type ComponentProps, useEffect, useRef, useState } from 'react'
import { useI18n } from '~/components/i18n'
import { ResponsiveImage } from '~/components/responsive-image'
import { cn } from '~/lib/cn'

/**
 * A gallery photo inside a positioned box: when it cannot load (gone, offline, blocked) the box says so in the
 * guest's language instead of showing a broken-image icon. The image turns transparent but keeps its alt text for
 * assistive tech.
 */
export function GalleryImage({ className, ...props }: Omit<ComponentProps<typeof ResponsiveImage>, 'ref' | 'onError'>) {
  const { t } = useI18n()
  const image = useRef<HTMLImageElement>(null)
  const [failed, setFailed] = useState(false)

  // A failure can come before hydration attaches onError: check the finished image once mounted.
  useEffect(() => {
    const img = image.current
    if (img && img.complete && img.naturalWidth === 0) setFailed(true)
  }, [])

  return (
    <>
      <ResponsiveImage ref={image} onError={() => setFailed(true)} data-failed={failed || undefined} className={cn(className, failed && 'opacity-0')} {...props} />
      {failed && (
        <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-muted-foreground" data-testid="gallery-photo-error">
          {t('pages.galleryPhotoError')}
        </p>
      )}
    </>
  )
}
