import { useRef, useState } from 'react'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import { Check, Copy } from '~/components/icons'
import { useBookingWords } from './use-booking-words'

/**
 * A guest's private booking link, shown in full (wrapped, never cut off) with a Copy button. Where the clipboard
 * can't be written (old browsers, no permission), the link is selected so the guest can copy it themselves.
 */
export function PrivateLink({ url, label, className, children }: { url: string; label: string; className?: string; children?: React.ReactNode }) {
  const textRef = useRef<HTMLParagraphElement>(null)
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const { t } = useBookingWords()

  function selectLink() {
    const text = textRef.current
    const selection = window.getSelection()
    if (!text || !selection) return
    const range = document.createRange()
    range.selectNodeContents(text)
    selection.removeAllRanges()
    selection.addRange(range)
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      setCopyState('copied')
    } catch {
      selectLink()
      setCopyState('failed')
    }
  }

  return (
    <div className={cn('grid gap-2', className)}>
      <p className="text-sm font-semibold text-foreground">
        {label}
      </p>
      <p
        ref={textRef}
        className="rounded-md border border-border bg-muted/60 px-3 py-2 font-mono text-sm break-all text-foreground"
        data-testid="private-link"
      >
        {url}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copyState === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copyState === 'copied' ? t('copied') : t('copyLink')}
        </Button>
        {children}
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {copyState === 'copied' && t('copiedNote')}
        {copyState === 'failed' && t('copyFailed')}
      </p>
    </div>
  )
}
