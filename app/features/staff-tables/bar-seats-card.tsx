import { useId, useState } from 'react'
import { QueryState } from '~/components/query-state'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { AffectedBookingList } from './affected-bookings'
import { useBarSeats, useUpdateBarSeats } from './bar-seats-query'
import { affectedBookingsOf, parseBarSeatsForm } from './table-form'
import type { AffectedBooking } from '~/contracts/tables'

/** 'Bar seats': how many guests the bar seats at once (bar bookings hold seats for their stay). */
export function BarSeatsCard() {
  const barSeats = useBarSeats()
  return (
    <Card>
      <CardHeader>
        <CardTitle>Bar seats</CardTitle>
        <CardDescription>
          Bar bookings need enough free bar seats for their whole stay. Tables are set separately above.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={barSeats} loading="Loading bar seats..." error="The bar seats could not be loaded.">
          {({ barSeats: saved }) => <BarSeatsForm key={saved} saved={saved} />}
        </QueryState>
      </CardContent>
    </Card>
  )
}

function BarSeatsForm({ saved }: { saved: number }) {
  const id = useId()
  const update = useUpdateBarSeats()
  const [value, setValue] = useState(String(saved))
  const [error, setError] = useState<string | null>(null)
  const [inTheWay, setInTheWay] = useState<AffectedBooking[] | null>(null)

  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        const result = parseBarSeatsForm(value)
        setInTheWay(null)
        if (!result.ok) {
          setError(result.error)
          return
        }
        setError(null)
        update.mutate(result.barSeats, { onError: (failure) => setInTheWay(affectedBookingsOf(failure)) })
      }}
    >
      <Label htmlFor={`${id}-seats`}>Number of bar seats</Label>
      <div className="flex flex-wrap items-start gap-3">
        <Input
          id={`${id}-seats`}
          name="barSeats"
          inputMode="numeric"
          autoComplete="off"
          className="w-28"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        />
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save bar seats'}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        0 to 200; 0 takes no bar bookings.
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
      {inTheWay && (
        <div className="grid gap-2">
          <p className="text-sm font-medium">Bar bookings in the way:</p>
          <AffectedBookingList bookings={inTheWay} label="Bar bookings in the way" />
        </div>
      )}
    </form>
  )
}
