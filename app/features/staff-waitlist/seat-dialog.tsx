import { AdminDialogContent } from '~/components/admin-dialog'
import { Button } from '~/components/ui/button'
import { Dialog, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import type { WaitlistEntryJson } from '~/contracts/waitlist'
import type { SeatingTable } from '~/lib/seating'
import { seatChoices } from './waitlist-format'

/**
 * 'Seat': one tap on the table the party goes to (the server books them there as a walk-in, under the usual rules,
 * and refuses a table that is taken), or on 'Any free table' (the smallest free one that seats them). A party waiting
 * for the bar is seated at the bar: the server gives a bar booking no table.
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
                {entry.guests} {entry.guests === 1 ? 'guest' : 'guests'}, {entry.seatingPreference === 'bar' ? 'at the bar.' : 'at a table. Tap the table they go to.'}
              </DialogDescription>
            </DialogHeader>
            {entry.seatingPreference === 'bar' ? (
              <Button className="h-14" onClick={() => onSeat(entry, null)}>
                Seat at the bar
              </Button>
            ) : (
              <>
                <div className="grid grid-cols-3 gap-2 sm:grid-cols-4" role="group" aria-label="Tables">
                  {choices.map((table) => (
                    <Button key={table.id} variant="outline" className="h-14 flex-col gap-0" onClick={() => onSeat(entry, table.tableNumber)}>
                      <span className="text-base font-semibold">Table {table.tableNumber}</span>
                      <span className="text-xs text-muted-foreground">{table.capacity} seats</span>
                    </Button>
                  ))}
                  <Button variant="outline" className="h-14" onClick={() => onSeat(entry, null)}>
                    Any free table
                  </Button>
                </div>
                {choices.length === 0 && <p className="text-sm text-muted-foreground">No active table seats {entry.guests}.</p>}
              </>
            )}
          </>
        )}
      </AdminDialogContent>
    </Dialog>
  )
}
