import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '~/components/ui/alert-dialog'

/**
 * An accessible yes/no question before a destructive action on `item` (focus trapped, Escape cancels), open while
 * there is an item. `question` is shown exactly as given; `detail` names what is affected.
 */
export function AdminConfirmDialog<T>({
  item,
  onClose,
  question,
  detail,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  onConfirm,
}: {
  item: T | null
  onClose: () => void
  question: string | ((item: T) => string)
  detail: (item: T) => string
  confirmLabel?: string
  cancelLabel?: string
  onConfirm: (item: T) => void
}) {
  return (
    <AlertDialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{typeof question === 'string' ? question : item !== null && question(item)}</AlertDialogTitle>
          <AlertDialogDescription>{item !== null && detail(item)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction onClick={() => item !== null && onConfirm(item)}>{confirmLabel}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
