import { useEffect, useRef, useState } from 'react'

interface PhotoProps extends Omit<React.ComponentProps<'img'>, 'onError'> {
  alt: string
}

/**
 * An external photo that degrades gracefully: when it cannot load (offline, blocked, gone) it turns transparent,
 * so the sized, styled box behind it shows instead of a broken-image icon. The alt text stays for assistive tech.
 */
export function Photo({ className, alt, ...props }: PhotoProps) {
  const ref = useRef<HTMLImageElement>(null)
  const [failed, setFailed] = useState(false)

  // An error can happen before hydration attaches onError: check the finished image once mounted.
  useEffect(() => {
    const img = ref.current
    if (img && img.complete && img.naturalWidth === 0) setFailed(true)
  }, [])

  return (
    <img
      ref={ref}
      alt={alt}
      onError={() => setFailed(true)}
      data-failed={failed || undefined}
      className={`${className ?? ''} transition-opacity ${failed ? 'opacity-0' : ''}`}
      {...props}
    />
  )
}
