import { NativeSelect, SelectOptions } from '~/components/ui/native-select'
import { cn } from '~/lib/cn'
import { useAssignTable } from './reservations-query'
import type { SeatingTable } from '~/lib/seating'
import { tableIdOf, tableOptions, tableValue } from './table-options'
import type { ReservationJson } from '~/contracts/reservations'

/**
 * The table of a table booking: 'No table' or an active table that seats the party. Saved at once;
 * when the server refuses (e.g. the table is taken at that time) the selector shows the saved table again.
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
  const shown = assign.isPending && assign.variables ? assign.variables.tableId : reservation.tableId
  return (
    <NativeSelect
      id={id}
      value={tableValue(shown)}
      disabled={assign.isPending}
      aria-busy={assign.isPending || undefined}
      onChange={(e) => {
        const tableId = tableIdOf(e.target.value)
        if (tableId !== reservation.tableId) assign.mutate({ id: reservation.id, tableId, version: reservation.version })
      }}
      className={cn('w-auto min-w-36', className)}
      {...props}
    >
      <SelectOptions
        options={tableOptions(tables, { ...reservation, tableId: shown, tableNumber: shown === reservation.tableId ? reservation.tableNumber : null })}
      />
    </NativeSelect>
  )
}
