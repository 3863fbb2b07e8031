import { AdminDialogContent } from '~/components/admin-dialog'
import { Button } from '~/components/ui/button'
import { Dialog, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import type { WaitlistEntryJson } from '~/contracts/waitlist'
import type { SeatingTable } from '~/lib/seating'
import { seatChoices } from './waitlist-format'

/**
 * 'Seat': one tap on the table the party goes to (the server books them there as a walk-in, under the usual rules,
 * and refuses a table that is taken). A bar party is seated at the bar without a table.
 */
export function SeatDialog({
  entry,
  tables,
  onSeat,
  onClose,
}: {
  entry: WaitlistEntryJson | null
  tables: readonly SeatingTable[] | undefined
  onSeat: (entry: WaitlistEntryJson, tableNumber: number | null) => void
  onClose: () => void
}) {
  const choices = entry ? seatChoices(tables, entry.guests) : []
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      <AdminDialogContent onEscape={onClose} className="max-w-xl">
        {entry && (
          <>
            <DialogHeader>
              <DialogTitle>Seat {entry.name}</DialogTitle>
              <DialogDescription>
                {entry.guests} {entry.guests === 1 ? 'guest' : 'guests'}. Tap the table they go to.
              </DialogDescription>
            </DialogHeader>
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-4" role="group" aria-label="Tables">
              {choices.map((table) => (
                <Button key={table.id} variant="outline" className="h-14 flex-col gap-0" onClick={() => onSeat(entry, table.tableNumber)}>
                  <span className="text-base font-semibold">Table {table.tableNumber}</span>
                  <span className="text-xs text-muted-foreground">{table.capacity} seats</span>
                </Button>
              ))}
              <Button variant={entry.seatingPreference === 'bar' ? 'default' : 'outline'} className="h-14" onClick={() => onSeat(entry, null)}>
                At the bar
              </Button>
            </div>
            {choices.length === 0 && <p className="text-sm text-muted-foreground">No active table seats {entry.guests}.</p>}
          </>
        )}
      </AdminDialogContent>
    </Dialog>
  )
}
