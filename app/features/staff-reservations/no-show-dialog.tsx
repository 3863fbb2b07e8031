import { ConfirmQuestion } from '~/components/admin-confirm-dialog'
import { AlertDialog, AlertDialogContent } from '~/components/ui/alert-dialog'
import type { NoShowQuestion } from './late'

/**
 * No-show asks once: the guest, their time, how late they are, and plainly when the grace period has not passed yet.
 * Focus starts on 'Keep waiting' (Escape too), so a stray tap changes nothing; on close it goes to `returnFocus`.
 */
export function NoShowDialog({
  name,
  question,
  onCancel,
  onConfirm,
  returnFocus,
}: {
  name: string
  /** Open while there is a question. */
  question: NoShowQuestion | null
  onCancel: () => void
  onConfirm: () => void
  /** The button that asked (the dialog has no trigger of its own to go back to). */
  returnFocus: React.RefObject<HTMLButtonElement | null>
}) {
  return (
    <AlertDialog open={question !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          returnFocus.current?.focus()
        }}
      >
        <ConfirmQuestion
          question={`Mark ${name} as a no-show?`}
          detail={
            <>
              <span>{question?.lateness}</span>
              {question?.graceWarning && <strong className="font-semibold">{question.graceWarning}</strong>}
              <span className="text-muted-foreground">Their table is released for other guests; you can undo it for a few seconds.</span>
            </>
          }
          detailClassName="grid gap-2 text-base text-foreground"
          cancelLabel="Keep waiting"
          confirmLabel="Mark no-show"
          onConfirm={onConfirm}
          size="large"
        />
      </AlertDialogContent>
    </AlertDialog>
  )
}
