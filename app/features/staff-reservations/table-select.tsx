import { SelectOptions } from '~/components/ui/native-select'
import type { ReservationJson } from '~/contracts/reservations'
import type { SeatingTable } from '~/lib/seating'
import { useTableCombinations } from './new-booking-query'
import { useAssignTable } from './reservations-query'
import { assignmentOf, assignmentValue, ownValue, tableOptions } from './table-options'
import { SavingSelect } from './saving-select'

/**
 * The tables of a table booking: 'No table', an active table that seats the party, or joined tables that do. Saved
 * at once; when the server refuses (e.g. the table is taken at that time) the selector shows the saved tables again.
 */
export function TableSelect({
  reservation,
  tables,
  id,
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
    <SavingSelect
      id={id}
      value={shown}
      saving={assign.isPending}
      onChange={(e) => {
        if (e.target.value !== own) assign.mutate({ id: reservation.id, assignment: assignmentOf(e.target.value), version: reservation.version })
      }}
      {...props}
    >
      <SelectOptions options={tableOptions(tables, reservation, combinations.data)} />
    </SavingSelect>
  )
}
