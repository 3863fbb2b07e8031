import { Unlink } from '~/components/staff-icons'
import { useId, useState } from 'react'
import { AdminConfirmDialog } from '~/components/admin-confirm-dialog'
import { fieldAria } from '~/components/field-aria'
import { FieldNotes } from '~/components/field-notes'
import { FormField } from '~/components/form-field'
import { QueryList, QueryState } from '~/components/query-state'
import { RowActionButton } from '~/components/row-actions'
import { useHydrated } from '~/components/use-hydrated'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Checkbox } from '~/components/ui/checkbox'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { joinedTablesName, type TableCombinationJson } from '~/contracts/table-combinations'
import type { AffectedBooking, TableJson } from '~/contracts/tables'
import { plural } from '~/lib/plural'
import { AffectedBookingList } from './affected-bookings'
import {
  type CombinationFieldErrors,
  combinationFieldErrorsOf,
  combinationInUseOf,
  combinationOutOfUse,
  combinationSummary,
  EMPTY_COMBINATION_FORM,
  joinableTables,
  parseCombinationForm,
  toggleTable,
} from './combination-form'
import { useAddTableCombination, useRemoveTableCombination, useTableCombinations } from './combinations-query'
import { useTables } from './tables-query'

/** Why a removal was refused: the bookings on those joined tables. */
interface InUse {
  id: number
  message: string
  affected: AffectedBooking[]
}

/** 'Joined tables': tables staff put together for larger parties, listed with their bookings, removed, and added. */
export function JoinedTablesCard() {
  const combinations = useTableCombinations()
  const tables = useTables()
  const remove = useRemoveTableCombination()
  const hydrated = useHydrated()
  const [removing, setRemoving] = useState<TableCombinationJson | null>(null)
  const [inUse, setInUse] = useState<InUse | null>(null)
  const headingId = useId()

  const removeNow = (combination: TableCombinationJson) => {
    setInUse(null)
    remove.mutate(combination, {
      onError: (error) => {
        const refusal = combinationInUseOf(error)
        if (refusal) setInUse({ id: combination.id, ...refusal })
      },
    })
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Joined tables</CardTitle>
        <CardDescription>
          A party no single free table seats gets the smallest free joined tables that seat it, and holds every one of them for its stay.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <QueryList
          query={combinations}
          noun="joined tables"
          empty="No joined tables yet. Join tables that stand together to seat larger parties."
          label="Joined tables"
        >
          {(combination) => {
            const name = joinedTablesName(combination.tableNumbers)
            const outOfUse = combinationOutOfUse(combination, tables.data)
            const busy = remove.isPending && remove.variables?.id === combination.id
            const refusal = inUse?.id === combination.id ? inUse : null
            return (
              <li key={combination.id} data-combination-id={combination.id} className="grid gap-3 py-3">
                <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className="grid gap-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold">{combinationSummary(combination)}</span>
                      {outOfUse && <Badge variant="secondary">Not in use</Badge>}
                    </div>
                    {outOfUse && <p className="text-sm text-muted-foreground">{outOfUse}</p>}
                  </div>
                  <RowActionButton
                    icon={Unlink}
                    label={busy ? 'Removing...' : 'Remove'}
                    name={name}
                    destructive
                    className="self-start sm:self-auto"
                    disabled={!hydrated || busy}
                    aria-busy={busy || undefined}
                    onClick={() => setRemoving(combination)}
                  />
                </div>
                {refusal && (
                  <div role="alert" className="grid gap-2 rounded-md border border-destructive bg-destructive/5 p-3 text-sm">
                    <p className="font-medium">{refusal.message}</p>
                    <AffectedBookingList bookings={refusal.affected} label={`Bookings on ${name}`} />
                  </div>
                )}
              </li>
            )
          }}
        </QueryList>

        <section aria-labelledby={headingId} className="grid gap-3 border-t border-border pt-4">
          <h4 id={headingId} className="font-semibold">
            Join tables
          </h4>
          <QueryState query={tables} loading="Loading tables..." error="The tables could not be loaded.">
            {(list) => <JoinTablesForm tables={list} />}
          </QueryState>
        </section>
      </CardContent>

      <AdminConfirmDialog
        item={removing}
        onClose={() => setRemoving(null)}
        question="Remove these joined tables?"
        detail={(combination) =>
          `${joinedTablesName(combination.tableNumbers)} will be separate tables again. Bookings on them must be moved or cancelled first.`
        }
        confirmLabel="Remove"
        onConfirm={removeNow}
      />
    </Card>
  )
}

/** Tick 2-4 active tables, say how many they seat joined, Add. Checked with the API's schema and messages. */
function JoinTablesForm({ tables }: { tables: readonly TableJson[] }) {
  const uid = useId()
  const hydrated = useHydrated()
  const add = useAddTableCombination()
  const [values, setValues] = useState(EMPTY_COMBINATION_FORM)
  const [errors, setErrors] = useState<CombinationFieldErrors>({})
  const joinable = joinableTables(tables)
  const boxId = (tableNumber: number) => `${uid}-table-${tableNumber}`
  const tablesId = `${uid}-tables`
  const seatsId = `${uid}-seats`

  if (joinable.length < 2) return <p className="text-sm text-muted-foreground">Joining tables needs at least two active tables.</p>

  const showErrors = (fieldErrors: CombinationFieldErrors) => {
    setErrors(fieldErrors)
    if (fieldErrors.tableNumbers) document.getElementById(boxId(joinable[0].tableNumber))?.focus()
    else if (fieldErrors.capacity) document.getElementById(seatsId)?.focus()
  }

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // A ticked table that has since gone out of use is not sent.
    const chosen = values.tableNumbers.filter((n) => joinable.some((t) => t.tableNumber === n))
    const result = parseCombinationForm({ ...values, tableNumbers: chosen })
    if (!result.ok) {
      showErrors(result.fieldErrors)
      return
    }
    setErrors({})
    add.mutate(result.input, {
      onSuccess: () => setValues(EMPTY_COMBINATION_FORM),
      onError: (error) => {
        const fieldErrors = combinationFieldErrorsOf(error)
        if (fieldErrors) showErrors(fieldErrors)
      },
    })
  }

  const disabled = !hydrated || add.isPending
  const described = [`${tablesId}-hint`, errors.tableNumbers && `${tablesId}-error`].filter(Boolean).join(' ')

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <fieldset className="grid gap-2" aria-describedby={described}>
        <legend className="mb-2 text-sm font-medium">Tables to join</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          {joinable.map((table) => (
            <div key={table.id} className="flex items-center gap-2">
              <Checkbox
                id={boxId(table.tableNumber)}
                name="tableNumbers"
                value={String(table.tableNumber)}
                disabled={disabled}
                checked={values.tableNumbers.includes(table.tableNumber)}
                onCheckedChange={(checked) => setValues((v) => ({ ...v, tableNumbers: toggleTable(v.tableNumbers, table.tableNumber, checked === true) }))}
              />
              <Label htmlFor={boxId(table.tableNumber)}>
                Table {table.tableNumber} ({plural(table.capacity, 'seat')})
              </Label>
            </div>
          ))}
        </div>
        <FieldNotes id={tablesId} hint="Two to four tables that stand together." error={errors.tableNumbers} />
      </fieldset>
      <FormField id={seatsId} label="Seats" hint="How many guests they seat joined, 1 to 200" error={errors.capacity}>
        <Input
          id={seatsId}
          name="capacity"
          inputMode="numeric"
          autoComplete="off"
          className="w-28"
          disabled={disabled}
          value={values.capacity}
          onChange={(event) => setValues((v) => ({ ...v, capacity: event.target.value }))}
          {...fieldAria(seatsId, errors.capacity, true)}
        />
      </FormField>
      <div>
        <Button type="submit" disabled={disabled}>
          {add.isPending ? 'Adding...' : 'Add'}
        </Button>
      </div>
    </form>
  )
}
