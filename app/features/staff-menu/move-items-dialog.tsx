import { useId, useState } from 'react'
import { AdminDialogContent } from '~/components/admin-dialog'
import { Button } from '~/components/ui/button'
import { Dialog, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import { Label } from '~/components/ui/label'
import { NativeSelect, SelectOptions } from '~/components/ui/native-select'
import { type CategoryJson, categoryMessages } from '~/contracts/categories'
import { moveTargets } from './category-form'

/**
 * Deleting a category that still has items: where they go (another category of the same kind), then the move and
 * the delete in one request (DELETE ?moveTo=).
 */
export function MoveItemsDialog({
  deleting,
  categories,
  pending,
  onClose,
  onConfirm,
}: {
  deleting: { category: CategoryJson; itemCount: number } | null
  categories: readonly CategoryJson[]
  pending: boolean
  onClose: () => void
  onConfirm: (category: CategoryJson, moveTo: string) => void
}) {
  return (
    <Dialog open={deleting !== null} onOpenChange={(open) => !open && onClose()}>
      <AdminDialogContent onEscape={onClose}>
        {deleting && (
          <MoveItemsForm
            key={deleting.category.slug}
            category={deleting.category}
            itemCount={deleting.itemCount}
            targets={moveTargets(categories, deleting.category)}
            pending={pending}
            onClose={onClose}
            onConfirm={(moveTo) => onConfirm(deleting.category, moveTo)}
          />
        )}
      </AdminDialogContent>
    </Dialog>
  )
}

function MoveItemsForm({
  category,
  itemCount,
  targets,
  pending,
  onClose,
  onConfirm,
}: {
  category: CategoryJson
  itemCount: number
  targets: CategoryJson[]
  pending: boolean
  onClose: () => void
  onConfirm: (moveTo: string) => void
}) {
  const uid = useId()
  const [moveTo, setMoveTo] = useState(targets[0]?.slug ?? '')
  const kindWord = category.kind === 'drink' ? 'drink' : 'food'

  return (
    <>
      <DialogHeader>
        <DialogTitle>Delete {category.name}?</DialogTitle>
        <DialogDescription>{categoryMessages.inUse(category.name, itemCount)}</DialogDescription>
      </DialogHeader>
      {targets.length === 0 ? (
        <>
          <p role="alert" className="text-sm">
            There is no other {kindWord} category to move them to. Add one first, or delete the items on the Menu page.
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
          </DialogFooter>
        </>
      ) : (
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            if (moveTo) onConfirm(moveTo)
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={`${uid}-move-to`}>Move the items to</Label>
            <NativeSelect id={`${uid}-move-to`} value={moveTo} onChange={(event) => setMoveTo(event.target.value)}>
              <SelectOptions options={targets.map((target) => ({ value: target.slug, label: target.name }))} />
            </NativeSelect>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? 'Deleting...' : 'Move items and delete'}
            </Button>
          </DialogFooter>
        </form>
      )}
    </>
  )
}
