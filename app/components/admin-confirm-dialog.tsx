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

/** The answers' size: 'large' for the host stand, where a tap must not miss. */
const ANSWER_CLASS = { default: undefined, large: 'h-12 px-6 text-base' }

/**
 * The inside of a yes/no AlertDialog: the question, what it affects, anything more to choose (`children`, between
 * the question and the answers), and the two answers.
 */
export function ConfirmQuestion({
  question,
  detail,
  detailClassName,
  children,
  cancelLabel = 'Cancel',
  confirmLabel,
  onConfirm,
  size = 'default',
}: {
  question: React.ReactNode
  detail: React.ReactNode
  detailClassName?: string
  children?: React.ReactNode
  cancelLabel?: string
  confirmLabel: string
  onConfirm: () => void
  size?: keyof typeof ANSWER_CLASS
}) {
  return (
    <>
      <AlertDialogHeader>
        <AlertDialogTitle>{question}</AlertDialogTitle>
        <AlertDialogDescription className={detailClassName}>{detail}</AlertDialogDescription>
      </AlertDialogHeader>
      {children}
      <AlertDialogFooter>
        <AlertDialogCancel className={ANSWER_CLASS[size]}>{cancelLabel}</AlertDialogCancel>
        <AlertDialogAction className={ANSWER_CLASS[size]} onClick={onConfirm}>
          {confirmLabel}
        </AlertDialogAction>
      </AlertDialogFooter>
    </>
  )
}

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
        <ConfirmQuestion
          question={typeof question === 'string' ? question : item !== null && question(item)}
          detail={item !== null && detail(item)}
          cancelLabel={cancelLabel}
          confirmLabel={confirmLabel}
          onConfirm={() => item !== null && onConfirm(item)}
        />
      </AlertDialogContent>
    </AlertDialog>
  )
}

/** The wording before deleting a named thing for good: "this menu item", "Mango Shake", removed from "the menu". */
export const deleteWording = {
  question: (thing: string) => `Are you sure you want to delete this ${thing}?`,
  detail: (name: string, removedFrom: string) => `"${name}" will be removed from ${removedFrom}. This cannot be undone.`,
}

/** AdminConfirmDialog before deleting `item`, worded by deleteWording from its `name`. */
export function AdminDeleteDialog<T>({
  item,
  onClose,
  thing,
  name,
  removedFrom,
  onDelete,
}: {
  item: T | null
  onClose: () => void
  thing: string
  name: (item: T) => string
  removedFrom: string
  onDelete: (item: T) => void
}) {
  return (
    <AdminConfirmDialog
      item={item}
      onClose={onClose}
      question={deleteWording.question(thing)}
      detail={(shown) => deleteWording.detail(name(shown), removedFrom)}
      onConfirm={onDelete}
    />
  )
}
