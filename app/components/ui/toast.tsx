import { cva, type VariantProps } from 'class-variance-authority'
import { X } from '~/components/icons'
import { Toast as ToastPrimitive } from 'radix-ui'
import { cn } from '~/lib/cn'
import { withClass } from './with-class'

export const ToastProvider = ToastPrimitive.Provider

const VIEWPORT_PLACES = {
  // The guest's pages: top right, beside the booking form's fields and buttons.
  'top-right': 'top-0 flex-col sm:right-0',
  // The staff pages: bottom left, clear of the header's buttons and of the cards' right-hand actions.
  'bottom-left': 'bottom-0 left-0 flex-col-reverse',
} as const

/** Where the notices show. Only the notices take taps: the empty part of the region lets them through. */
export function ToastViewport({
  className,
  place = 'top-right',
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Viewport> & { place?: keyof typeof VIEWPORT_PLACES }) {
  return (
    <ToastPrimitive.Viewport
      className={cn('pointer-events-none fixed inset-x-0 z-[100] flex max-h-dvh gap-2 p-4 sm:inset-x-auto sm:w-full sm:max-w-sm', VIEWPORT_PLACES[place], className)}
      {...props}
    />
  )
}

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-md border p-3 pr-14 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
  {
    variants: {
      variant: {
        default: 'border-border bg-card text-card-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

export function Toast({
  className,
  variant,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) {
  return <ToastPrimitive.Root className={cn(toastVariants({ variant }), className)} {...props} />
}

export const ToastTitle = withClass(ToastPrimitive.Title, 'text-sm font-semibold')
export const ToastDescription = withClass(ToastPrimitive.Description, 'text-sm opacity-90')
export const ToastAction = withClass(
  ToastPrimitive.Action,
  'inline-flex h-11 shrink-0 items-center rounded-md border border-current px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring',
)

export function ToastClose({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      className={cn('absolute right-0.5 top-0.5 inline-flex size-11 items-center justify-center rounded-md opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring', className)}
      aria-label="Close"
      {...props}
    >
      <X className="size-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  )
}
