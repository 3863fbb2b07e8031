import { X } from '~/components/icons'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { cn } from '~/lib/cn'
import { DIALOG_CLASS } from './dialog-classes'
import { withClass } from './with-class'

export const Dialog = DialogPrimitive.Root
export const DialogTrigger = DialogPrimitive.Trigger
export const DialogClose = DialogPrimitive.Close

export function DialogContent({ className, children, ...props }: React.ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={DIALOG_CLASS.overlay} />
      <DialogPrimitive.Content className={cn(DIALOG_CLASS.box, 'max-h-[90dvh] max-w-lg overflow-y-auto', className)} {...props}>
        {children}
        <DialogPrimitive.Close className="absolute right-1.5 top-1.5 inline-flex size-11 items-center justify-center rounded-md opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring">
          <X className="size-5" aria-hidden="true" />
          <span className="sr-only">Close</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

export const DialogHeader = withClass('div', 'flex flex-col gap-1.5 pr-8')
export const DialogFooter = withClass('div', DIALOG_CLASS.footer)
export const DialogTitle = withClass(DialogPrimitive.Title, DIALOG_CLASS.title)
export const DialogDescription = withClass(DialogPrimitive.Description, DIALOG_CLASS.description)
