import type { ImageVariantJson } from '~/contracts/images'

interface ResponsiveImageProps extends Omit<React.ComponentProps<'img'>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'> {
  image: { url: string; width: number; height: number; variants: ImageVariantJson[] }
  alt: string
  /** How wide the image is drawn, for the browser to pick a variant ('(min-width: 1024px) 320px, 100vw'). */
  sizes: string
  /** Below the fold: lazy (the default). The first image a guest sees: eager. */
  loading?: 'lazy' | 'eager'
}

const MODERN_TYPES = ['image/avif', 'image/webp'] as const

/** `url 480w, url 960w` of the variants of one type. */
export function srcSetOf(variants: ImageVariantJson[], type: string): string {
  return variants
    .filter((v) => v.type === type)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ')
}

/**
 * An uploaded image: AVIF and WebP for the browsers that take them, the JPEG fallback for the rest, each at the
 * widths the server made. Width and height give the box its shape before a byte arrives (no layout shift).
 */
export function ResponsiveImage({ image, alt, sizes, loading = 'lazy', ...props }: ResponsiveImageProps) {
  return (
    <picture>
      {MODERN_TYPES.map((type) => {
        const srcSet = srcSetOf(image.variants, type)
        return srcSet ? <source key={type} type={type} srcSet={srcSet} sizes={sizes} /> : null
      })}
      <img
        src={image.url}
        srcSet={srcSetOf(image.variants, 'image/jpeg') || undefined}
        sizes={sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={loading}
        decoding="async"
        {...props}
      />
    </picture>
  )
}
