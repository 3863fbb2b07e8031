import { Toast, ToastAction, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from '~/components/ui/toast'
import { useLocation } from 'react-router'
import { TOAST_DURATION_MS, dismissToast, useToasts } from '~/lib/use-toast'

/**
 * Renders the toast queue: 5 s display, swipe right (50 px) to dismiss, F8 focuses the region. On the staff pages at
 * the bottom left, where no action button is (the header's and the cards' are on the right).
 */
export function Toaster() {
  const toasts = useToasts()
  const staff = useLocation().pathname.startsWith('/admin')
  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, action, variant, open }) => (
        <Toast key={id} variant={variant} open={open} onOpenChange={(next) => !next && dismissToast(id)}>
          <div className="grid gap-1">
            {title && <ToastTitle className={staff ? 'text-base' : undefined}>{title}</ToastTitle>}
            {description && <ToastDescription className={staff ? 'text-base' : undefined}>{description}</ToastDescription>}
          </div>
          {action && (
            <ToastAction altText={action.altText} onClick={action.onClick}>
              {action.label}
            </ToastAction>
          )}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={['F8']} place={staff ? 'bottom-left' : 'top-right'} />
    </ToastProvider>
  )
}
