import { AlertDialog as AlertDialogPrimitive } from 'radix-ui'
import { buttonVariants } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import { DIALOG_CLASS } from './dialog-classes'
import { withClass } from './with-class'

export const AlertDialog = AlertDialogPrimitive.Root
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger

export function AlertDialogContent({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className={DIALOG_CLASS.overlay} />
      <AlertDialogPrimitive.Content className={cn(DIALOG_CLASS.box, 'max-w-md', className)} {...props} />
    </AlertDialogPrimitive.Portal>
  )
}

export const AlertDialogHeader = withClass('div', 'flex flex-col gap-2')
export const AlertDialogFooter = withClass('div', DIALOG_CLASS.footer)
export const AlertDialogTitle = withClass(AlertDialogPrimitive.Title, DIALOG_CLASS.title)
export const AlertDialogDescription = withClass(AlertDialogPrimitive.Description, DIALOG_CLASS.description)

export function AlertDialogAction({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Action>) {
  return <AlertDialogPrimitive.Action className={cn(buttonVariants({ variant: 'destructive' }), 'h-11', className)} {...props} />
}

export function AlertDialogCancel({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Cancel>) {
  return <AlertDialogPrimitive.Cancel className={cn(buttonVariants({ variant: 'outline' }), 'h-11', className)} {...props} />
}
