import { useRef } from 'react'
import type { Blocker } from 'react-router'
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
    <AlertDialog open={blocker.state === 'blocked'} onOpenChange={(open) => !open && stay()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{UNSAVED_CHANGES_QUESTION}</AlertDialogTitle>
          <AlertDialogDescription>Your changes on this page have not been saved. Leaving discards them.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Stay</AlertDialogCancel>
          <AlertDialogAction onClick={leave}>Leave</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
