import { Plus } from '~/components/staff-icons'
import { useState } from 'react'
import { AdminDialogContent } from '~/components/admin-dialog'
import { useHydrated } from '~/components/use-hydrated'
import { Button } from '~/components/ui/button'
import { Dialog, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog'

/**
 * 'Add ...': the button and the dialog it opens, titled as the button. `children` gets `close`, for the form to
 * call once its item is saved. The content is mounted only while the dialog is open, so every opening (after a
 * save or a cancel) starts from a fresh form. The button waits, disabled, until the page's script runs (a click
 * before would do nothing) and while `disabled` (e.g. what the form needs is still loading).
 */
export function AdminAddDialog({
  label,
  description,
  disabled = false,
  children,
}: {
  label: string
  description: string
  disabled?: boolean
  children: (close: () => void) => React.ReactNode
}) {
  const [open, setOpen] = useState(false)
  const hydrated = useHydrated()
  const close = () => setOpen(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button onClick={() => setOpen(true)} disabled={!hydrated || disabled}>
        <Plus aria-hidden="true" />
        {label}
      </Button>
      <AdminDialogContent onEscape={close}>
        <DialogHeader>
          <DialogTitle>{label}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children(close)}
      </AdminDialogContent>
    </Dialog>
  )
}

/** The dialog of one item (to edit it): open while there is an item, `onClose` when staff close it. */
export function AdminEditDialog<T>({
  item,
  title,
  description,
  onClose,
  children,
}: {
  item: T | null
  title: React.ReactNode
  description: React.ReactNode
  onClose: () => void
  children: (item: T) => React.ReactNode
}) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <AdminDialogContent onEscape={onClose}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {item !== null && children(item)}
      </AdminDialogContent>
    </Dialog>
  )
}

/** What a dialog's form says on its submit button: 'Add Item' / 'Save Changes', and 'Saving...' while pending. */
export interface DialogSubmit {
  submitLabel: string
  pendingLabel: string
  pending: boolean
}

/** The submit of an Add dialog's form: `label` ('Add Table'), 'Adding...' while `pending`. */
export function addSubmit(label: string, pending: boolean): DialogSubmit {
  return { submitLabel: label, pendingLabel: 'Adding...', pending }
}

/**
 * An Add dialog's form wired to its mutation: `label` on the submit ('Add Table'), 'Adding...' while it saves, and a
 * save that closes the dialog once the item is added (on a failure the form stays, as staff filled it in).
 */
export function addForm<Input>(label: string, add: AddMutation<Input>, close: () => void): AddFormProps<Input> {
  return { ...addSubmit(label, add.isPending), onSave: (input) => add.mutate(input, { onSuccess: close }) }
}

/** What an Add dialog's form saves through: a mutation that adds one item. */
export interface AddMutation<Input> {
  isPending: boolean
  mutate: (input: Input, options: { onSuccess: () => void }) => void
}

/** What an Add dialog gives its form: the submit's labels and the save. */
export type AddFormProps<Input> = DialogSubmit & { onSave: (input: Input) => void }

/** The form of an Add dialog saving through the mutation `M`. */
export type AddForm<M> = M extends AddMutation<infer Input> ? (props: AddFormProps<Input>) => React.ReactNode : never

/** An AdminAddDialog whose `form` saves through `add` (see addForm), `submitLabel` on its button. */
export function AdminAddFormDialog<Input>({
  submitLabel,
  add,
  form,
  ...dialog
}: Omit<Parameters<typeof AdminAddDialog>[0], 'children'> & {
  submitLabel: string
  add: AddMutation<Input>
  form: (props: AddFormProps<Input>) => React.ReactNode
}) {
  return <AdminAddDialog {...dialog}>{(close) => form(addForm(submitLabel, add, close))}</AdminAddDialog>
}

/** The submit of an Edit dialog's form: 'Save Changes', 'Saving...' while `pending`. */
export function saveSubmit(pending: boolean): DialogSubmit {
  return { submitLabel: 'Save Changes', pendingLabel: 'Saving...', pending }
}

/** A staff dialog's form: its fields, then the submit button. Checks are the caller's (noValidate). */
export function AdminDialogForm({
  onSubmit,
  submitLabel,
  pendingLabel,
  pending,
  children,
}: DialogSubmit & { onSubmit: React.FormEventHandler<HTMLFormElement>; children: React.ReactNode }) {
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {children}
      <DialogFooter>
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  )
}
