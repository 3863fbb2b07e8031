import { useRef } from 'react'
import type { Blocker } from 'react-router'
import { AdminConfirmDialog } from '~/components/admin-confirm-dialog'

export const UNSAVED_CHANGES_QUESTION = 'You have unsaved changes. Leave without saving?'

/**
 * The question a held navigation asks (useUnsavedChanges): Stay (the default, and Escape) keeps the page as it is,
 * Leave goes on without saving. Focus is trapped in the dialog while it is open.
 */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  // Leave closes the dialog too: that close must not also answer Stay.
  const leaving = useRef(false)
  const stay = () => {
    if (!leaving.current && blocker.state === 'blocked') blocker.reset()
    leaving.current = false
  }
  const leave = () => {
    if (blocker.state !== 'blocked') return
    leaving.current = true
    blocker.proceed()
  }
  return (
    <AdminConfirmDialog
      item={blocker.state === 'blocked' ? blocker : null}
      onClose={stay}
      question={UNSAVED_CHANGES_QUESTION}
      detail={() => 'Your changes on this page have not been saved. Leaving discards them.'}
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={leave}
    />
  )
}
