import { NativeSelect, SelectOptions } from '~/components/ui/native-select'
import type { ReservationJson } from '~/contracts/reservations'
import { cn } from '~/lib/cn'
import type { SeatingTable } from '~/lib/seating'
import { useTableCombinations } from './new-booking-query'
import { useAssignTable } from './reservations-query'
import { assignmentOf, assignmentValue, ownValue, tableOptions } from './table-options'

/**
 * The tables of a table booking: 'No table', an active table that seats the party, or joined tables that do. Saved
 * at once; when the server refuses (e.g. the table is taken at that time) the selector shows the saved tables again.
 */
export function TableSelect({
  reservation,
  tables,
  id,
  className,
  ...props
}: { reservation: ReservationJson; tables: readonly SeatingTable[] | undefined; id: string } & Omit<
  React.ComponentProps<'select'>,
  'value' | 'onChange' | 'id'
>) {
  const assign = useAssignTable()
  const combinations = useTableCombinations()
  const own = ownValue(reservation)
  const shown = assign.isPending && assign.variables ? assignmentValue(assign.variables.assignment) : own
  return (
    <NativeSelect
      id={id}
      value={shown}
      disabled={assign.isPending}
      aria-busy={assign.isPending || undefined}
      onChange={(e) => {
        if (e.target.value !== own) assign.mutate({ id: reservation.id, assignment: assignmentOf(e.target.value), version: reservation.version })
      }}
      className={cn('w-auto min-w-36', className)}
      {...props}
    >
      <SelectOptions options={tableOptions(tables, reservation, combinations.data)} />
    </NativeSelect>
  )
}
