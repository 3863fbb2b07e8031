import { useEffect, useRef } from 'react'
import { DialogContent } from '~/components/ui/dialog'

/**
 * An admin dialog's content with two keyboard guarantees:
 * - the first Escape closes it. Radix's toast is its own dismissable layer above the dialog, so while a
 *   toast shows, Escape would otherwise only close the toast. A window listener in the capture phase sees
 *   the key before any layer does (the toast may still close too).
 * - on close, focus returns to what opened it (Radix does that only for a Dialog.Trigger; our edit and
 *   details dialogs open from row buttons and calendar entries).
 */
export function AdminDialogContent({
  onEscape,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: React.ComponentProps<typeof DialogContent> & { onEscape: () => void }) {
  const opener = useRef<HTMLElement | null>(null)
  const onEscapeRef = useRef(onEscape)
  useEffect(() => {
    onEscapeRef.current = onEscape
  })

  return (
    <DialogContent
      onOpenAutoFocus={(event) => {
        // Focus has not moved into the dialog yet: the active element is the opener.
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
        onOpenAutoFocus?.(event)
      }}
      onCloseAutoFocus={(event) => {
        onCloseAutoFocus?.(event)
        const target = opener.current
        opener.current = null
        if (!event.defaultPrevented && target && target !== document.body && target.isConnected) {
          event.preventDefault()
          target.focus()
        }
      }}
      {...props}
    >
      <EscapeCloses onEscape={onEscapeRef} />
      {props.children}
    </DialogContent>
  )
}

/** Mounted only while the dialog is open (inside its content). */
function EscapeCloses({ onEscape }: { onEscape: React.RefObject<() => void> }) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape.current()
    }
    window.addEventListener('keydown', onKeyDown, true)
    return () => window.removeEventListener('keydown', onKeyDown, true)
  }, [onEscape])
  return null
}
