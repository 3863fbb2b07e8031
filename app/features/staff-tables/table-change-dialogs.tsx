import { Link } from 'react-router'
import { AdminDialogContent } from '~/components/admin-dialog'
import { AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from '~/components/ui/alert-dialog'
import { Button } from '~/components/ui/button'
import { Dialog, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import { plural, pluralNoun } from '~/lib/plural'
import { AffectedBookingList } from './affected-bookings'
import { type TableChange, confirmChangeText } from './table-form'
import type { AffectedBooking, TableChangeResult, TableJson } from '~/contracts/tables'
import { TitledSection } from '~/components/titled-section'

/** Puts focus back where staff started (the row's button), when it is still on the page. */
function returnFocusTo(target: HTMLElement | null) {
  return (event: Event) => {
    if (target?.isConnected) {
      event.preventDefault()
      target.focus()
    }
  }
}

export interface PendingTableChange {
  table: TableJson
  change: TableChange
  affected: AffectedBooking[]
}

/**
 * Before a change that takes a table away from upcoming bookings (deactivating it, or fewer seats than
 * a party at it): which bookings, and what will happen to them.
 */
export function ConfirmTableChangeDialog({
  pending,
  returnFocus,
  onCancel,
  onConfirm,
}: {
  pending: PendingTableChange | null
  returnFocus: HTMLElement | null
  onCancel: () => void
  onConfirm: (pending: PendingTableChange) => void
}) {
  const text = pending ? confirmChangeText(pending.table, pending.change) : null
  const count = pending?.affected.length ?? 0
  return (
    <AlertDialog open={pending !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent className="max-h-[90dvh] max-w-lg overflow-y-auto" onCloseAutoFocus={returnFocusTo(returnFocus)}>
        {pending && text && (
          <>
            <AlertDialogHeader>
              <AlertDialogTitle>{text.question}</AlertDialogTitle>
              <AlertDialogDescription>
                {count === 1 ? 'This upcoming booking is' : `These ${plural(count, 'upcoming booking')} are`} at Table{' '}
                {pending.table.tableNumber}. {pluralNoun(count, 'It', 'They')} will be moved to another free table where
                possible; any booking no table can take is left without one, so you can call the guests.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AffectedBookingList bookings={pending.affected} label={`Bookings at Table ${pending.table.tableNumber}`} />
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction onClick={() => onConfirm(pending)}>{text.confirmLabel}</AlertDialogAction>
            </AlertDialogFooter>
          </>
        )}
      </AlertDialogContent>
    </AlertDialog>
  )
}

/** After a confirmed change: where each booking went, and which guests staff should call. */
export function TableChangeResultDialog({
  result,
  title,
  returnFocus,
  onClose,
}: {
  result: TableChangeResult | null
  title: string
  returnFocus: HTMLElement | null
  onClose: () => void
}) {
  return (
    <Dialog open={result !== null} onOpenChange={(open) => !open && onClose()}>
      <AdminDialogContent onEscape={onClose} onCloseAutoFocus={returnFocusTo(returnFocus)}>
        {result && (
          <>
            <DialogHeader>
              <DialogTitle>{title}</DialogTitle>
              <DialogDescription>What happened to the upcoming bookings at this table.</DialogDescription>
            </DialogHeader>
            {result.moved.length > 0 && (
              <TitledSection id="table-change-moved" title={<>Moved to another table ({result.moved.length})</>}>
                <AffectedBookingList bookings={result.moved} label="Moved bookings" showNewTable />
              </TitledSection>
            )}
            {result.unassigned.length > 0 && (
              <TitledSection id="table-change-unassigned" title={<>Left without a table ({result.unassigned.length})</>} titleClassName="text-destructive">
                <p className="text-sm">
                  No free table could take {pluralNoun(result.unassigned.length, 'this booking', 'these bookings')}. Please call
                  the {pluralNoun(result.unassigned.length, 'guest')}: the phone numbers are on the{' '}
                  <Link to="/admin/reservations" className="text-primary underline underline-offset-4">
                    Reservations
                  </Link>{' '}
                  page.
                </p>
                <AffectedBookingList bookings={result.unassigned} label="Bookings without a table" />
              </TitledSection>
            )}
            <DialogFooter>
              <Button onClick={onClose}>Done</Button>
            </DialogFooter>
          </>
        )}
      </AdminDialogContent>
    </Dialog>
  )
}
