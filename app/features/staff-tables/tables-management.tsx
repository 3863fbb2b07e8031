import { Pencil, Power, PowerOff } from '~/components/staff-icons'
import { useState } from 'react'
import { AdminConfirmDialog } from '~/components/admin-confirm-dialog'
import { type AddForm, AdminAddFormDialog, AdminEditDialog, saveSubmit } from '~/components/admin-form-dialogs'

import { QueryList } from '~/components/query-state'
import { Badge } from '~/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { StaffScreen } from '~/components/admin-frame'
import { RowActionButton, RowActions } from '~/components/row-actions'
import { plural } from '~/lib/plural'
import { BarSeatsCard } from './bar-seats-card'
import { JoinedTablesCard } from './combinations-card'
import { SeatingRulesCard } from './seating-rules-card'
import { ConfirmTableChangeDialog, type PendingTableChange, TableChangeResultDialog } from './table-change-dialogs'
import { TableEditor } from './table-editor'
import { EMPTY_TABLE_FORM, type TableChange, affectedBookingsOf, tableChangeSuccess, tableToFormValues } from './table-form'
import { useAddTable, useDeleteTable, useTables, useUpdateTable } from './tables-query'
import type { TableChangeResult, TableJson } from '~/contracts/tables'

/**
 * The venue's tables and bar seats. `onBookingsChanged` runs after a table change that can move
 * bookings or rename their table, so the reservation screens refetch.
 */
export function TablesManagement({ onBookingsChanged }: { onBookingsChanged?: () => void }) {
  const tables = useTables()
  const update = useUpdateTable({ onChanged: onBookingsChanged })
  const remove = useDeleteTable()
  const [editing, setEditing] = useState<TableJson | null>(null)
  const [deleting, setDeleting] = useState<TableJson | null>(null)
  const [question, setQuestion] = useState<PendingTableChange | null>(null)
  const [outcome, setOutcome] = useState<{ result: TableChangeResult; title: string } | null>(null)
  // The row button staff started from: focus goes back there when the last dialog of a change closes.
  const [originElement, rememberOrigin] = useState<HTMLElement | null>(null)

  const showOutcome = (result: TableChangeResult, change: TableChange) => {
    if (result.moved.length + result.unassigned.length === 0) return
    const done = tableChangeSuccess(change, result.table).replace(/\.$/, '')
    setOutcome({ result, title: done })
  }

  /** Saves a change; when upcoming bookings need the table, asks first (the API's 409 with `affected`). */
  const changeTable = (table: TableJson, change: TableChange, onSaved?: () => void) => {
    update.mutate(
      { id: table.id, change },
      {
        onSuccess: (result) => {
          onSaved?.()
          showOutcome(result, change)
        },
        onError: (error) => {
          const affected = affectedBookingsOf(error)
          if (!affected) return
          onSaved?.()
          setQuestion({ table, change, affected })
        },
      },
    )
  }

  const count = tables.data?.length ?? 0
  const busyId = update.isPending ? update.variables?.id : undefined

  return (
    <StaffScreen title="Tables" action={<AddTableDialog />}>

      <Card>
        <CardHeader>
          <CardTitle>{tables.data ? `Tables (${count})` : 'Tables'}</CardTitle>
          <CardDescription>
            A table booking holds the smallest free active table that seats the party (else the smallest free joined tables) for its stay. Inactive tables take no
            new bookings.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <QueryList
            query={tables}
            noun="tables"
            empty="No tables yet. Add your first table!"
            label="Tables"
          >
            {(table) => {
              const name = `Table ${table.tableNumber}`
              const busy = busyId === table.id
              return (
                <li
                  key={table.id}
                  data-table-id={table.id}
                  className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="grid gap-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold">{name}</span>
                      {table.isActive ? <Badge>Active</Badge> : <Badge variant="secondary">Inactive</Badge>}
                    </div>
                    <p className="text-sm text-muted-foreground">
                      {plural(table.capacity, 'seat')} · {plural(table.upcomingBookings, 'upcoming booking')}
                    </p>
                  </div>
                  <RowActions
                    name={name}
                    onDelete={(event) => {
                      rememberOrigin(event.currentTarget)
                      setDeleting(table)
                    }}
                  >
                    <RowActionButton
                      icon={Pencil}
                      label="Edit"
                      name={name}
                      onClick={(event) => {
                        rememberOrigin(event.currentTarget)
                        setEditing(table)
                      }}
                    />
                    <RowActionButton
                      icon={table.isActive ? PowerOff : Power}
                      label={table.isActive ? 'Deactivate' : 'Reactivate'}
                      name={name}
                      disabled={busy}
                      aria-busy={busy || undefined}
                      onClick={(event) => {
                        rememberOrigin(event.currentTarget)
                        changeTable(table, { isActive: !table.isActive })
                      }}
                    />
                  </RowActions>
                </li>
              )
            }}
          </QueryList>
        </CardContent>
      </Card>

      <JoinedTablesCard />
      <BarSeatsCard />

      <SeatingRulesCard />

      <EditTableDialog
        table={editing}
        pending={update.isPending}
        onClose={() => setEditing(null)}
        onSave={(table, change) => changeTable(table, change, () => setEditing(null))}
      />
      <ConfirmTableChangeDialog
        pending={question}
        returnFocus={originElement}
        onCancel={() => setQuestion(null)}
        onConfirm={({ table, change }) => {
          setQuestion(null)
          update.mutate({ id: table.id, change, confirm: true }, { onSuccess: (result) => showOutcome(result, change) })
        }}
      />
      <TableChangeResultDialog
        result={outcome?.result ?? null}
        title={outcome?.title ?? ''}
        returnFocus={originElement}
        onClose={() => setOutcome(null)}
      />
      <AdminConfirmDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        question="Are you sure you want to delete this table?"
        detail={(table) => `Table ${table.tableNumber} will be removed. Only a table that was never booked can be deleted; deactivate it otherwise.`}
        onConfirm={(table) => remove.mutate(table)}
      />
    </StaffScreen>
  )
}

function AddTableDialog() {
  const add = useAddTable()
  const form: AddForm<typeof add> = (props) => <TableEditor defaultValues={EMPTY_TABLE_FORM} {...props} />
  return (
    <AdminAddFormDialog
      label="Add Table"
      description="New tables are active and take bookings at once."
      submitLabel="Add Table"
      add={add}
      form={form}
    />
  )
}

function EditTableDialog({
  table,
  pending,
  onClose,
  onSave,
}: {
  table: TableJson | null
  pending: boolean
  onClose: () => void
  onSave: (table: TableJson, change: TableChange) => void
}) {
  return (
    <AdminEditDialog
      item={table}
      title={table ? `Edit Table ${table.tableNumber}` : 'Edit Table'}
      description="Fewer seats than a party booked at this table moves that booking to another table (you are asked first)."
      onClose={onClose}
    >
      {(table) => (
        <TableEditor
          key={table.id}
          defaultValues={tableToFormValues(table)}
          {...saveSubmit(pending)}
          onSave={(input) => onSave(table, input)}
        />
      )}
    </AdminEditDialog>
  )
}
