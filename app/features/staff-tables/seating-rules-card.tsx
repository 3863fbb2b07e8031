import { Plus } from '~/components/staff-icons'
import { useId, useState } from 'react'
import { QueryState } from '~/components/query-state'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native-select'
import { useHydrated } from '~/components/use-hydrated'
import type { AffectedBookingJson } from '~/contracts/opening-hours'
import type { SeatingRulesJson } from '~/contracts/seating-rules'
import { ApiError } from '~/lib/api'
import { plural } from '~/lib/plural'
import { AffectedBookingList } from './affected-bookings'
import {
  addStayRow,
  affectedByReason,
  type CutoffUnit,
  errorsByField,
  parseSeatingRulesForm,
  removeStayRow,
  rulesToFormValues,
  type SeatingRulesFormErrors,
  type SeatingRulesFormValues,
  type StayRowValues,
} from './seating-rules-form'
import { describedBy, FieldError, RuleFieldset, StayRow } from './seating-rules-fields'
import { useSaveSeatingRules, useSeatingRules } from './seating-rules-query'

/** 'Booking rules': the booking interval, stays by party size, pacing and the guests' change cut-off. */
export function SeatingRulesCard() {
  const rules = useSeatingRules()
  return (
    <Card>
      <CardHeader>
        <CardTitle>Booking rules</CardTitle>
        <CardDescription>
          When guests can start, how long a party keeps its table or bar seats, how many new guests may start at once, and until when guests can
          change their own booking. Saving lists the bookings that no longer fit; none is cancelled.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={rules} loading="Loading booking rules..." error="The booking rules could not be loaded.">
          {(saved) => <SeatingRulesForm saved={saved} />}
        </QueryState>
      </CardContent>
    </Card>
  )
}

function SeatingRulesForm({ saved }: { saved: SeatingRulesJson }) {
  const id = useId()
  // Until the script runs, the controls are disabled: what staff chose before would be lost when it takes over.
  const disabled = !useHydrated()
  const save = useSaveSeatingRules()
  const [values, setValues] = useState<SeatingRulesFormValues>(() => rulesToFormValues(saved))
  const [errors, setErrors] = useState<SeatingRulesFormErrors>({})
  const [affected, setAffected] = useState<AffectedBookingJson[] | null>(null)
  const set = (change: Partial<SeatingRulesFormValues>) => setValues((v) => ({ ...v, ...change }))
  const setStay = (index: number, change: Partial<StayRowValues>) =>
    setValues((v) => ({ ...v, stays: v.stays.map((stay, i) => (i === index ? { ...stay, ...change } : stay)) }))

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault()
    setAffected(null)
    const result = parseSeatingRulesForm(values)
    if (!result.ok) {
      setErrors(result.errors)
      return
    }
    setErrors({})
    save.mutate(result.input, {
      onSuccess: ({ affectedBookings, ...rules }) => {
        setAffected(affectedBookings)
        setValues(rulesToFormValues(rules))
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) setErrors(errorsByField(error.body?.details ?? [{ path: '', message: error.body?.message ?? '' }]))
      },
    })
  }

  const hasErrors = Object.keys(errors).length > 0
  const slotId = `${id}-slot`
  const pacingId = `${id}-pacing`
  const cutoffId = `${id}-cutoff`
  const graceId = `${id}-grace`
  return (
    <form noValidate aria-label="Booking rules" className="grid gap-6" onSubmit={onSubmit}>
      <div className="grid gap-2">
        <Label htmlFor={slotId}>Booking interval</Label>
        <NativeSelect
          id={slotId}
          className="w-52"
          value={values.slotMinutes}
          disabled={disabled}
          aria-invalid={errors.slotMinutes ? true : undefined}
          aria-describedby={describedBy(slotId, errors.slotMinutes)}
          onChange={(e) => set({ slotMinutes: e.target.value })}
        >
          <option value="15">Every 15 minutes</option>
          <option value="30">Every 30 minutes</option>
        </NativeSelect>
        <p id={`${slotId}-hint`} className="text-xs text-muted-foreground">
          Guests can start at opening time and then every interval, as long as their stay ends by closing.
        </p>
        <FieldError id={slotId} message={errors.slotMinutes} />
      </div>

      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">Stays by party size</legend>
        <ul className="grid gap-3" aria-label="Stays by party size">
          {values.stays.map((stay, index) => (
            <StayRow
              key={index}
              id={`${id}-stay-${index}`}
              row={index + 1}
              stay={stay}
              last={index === values.stays.length - 1}
              disabled={disabled}
              errors={{ maxGuests: errors[`stays.${index}.maxGuests`], minutes: errors[`stays.${index}.minutes`] }}
              onChange={(change) => setStay(index, change)}
              onRemove={() => setValues((v) => removeStayRow(v, index))}
            />
          ))}
        </ul>
        <Button type="button" variant="outline" size="sm" className="justify-self-start" disabled={disabled} onClick={() => setValues(addStayRow)}>
          <Plus aria-hidden="true" />
          Add a party size
        </Button>
        <FieldError id={`${id}-stays`} message={errors.stays} />
      </fieldset>

      <RuleFieldset
        legend="Pacing"
        id={pacingId}
        hint="Empty: no limit. Walk-ins do not count, and staff can book past the limit."
        error={errors.maxCoversPerSlot}
        disabled={disabled}
        lead={
          <Label htmlFor={pacingId} className="font-normal">
            At most
          </Label>
        }
        input={{
          label: 'At most how many new covers per interval',
          placeholder: 'no limit',
          value: values.maxCoversPerSlot,
          onChange: (maxCoversPerSlot) => set({ maxCoversPerSlot }),
        }}
      >
        <span>new covers per interval</span>
      </RuleFieldset>

      <RuleFieldset
        legend="Guests' change cut-off"
        id={cutoffId}
        hint="Guests can change or cancel their own booking until then; 0 lets them until it starts (at most a week)."
        error={errors.guestChangeCutoffMinutes}
        disabled={disabled}
        input={{ label: 'Guests can change or cancel until', value: values.cutoff, onChange: (cutoff) => set({ cutoff }) }}
      >
        <NativeSelect
          aria-label="Cut-off in"
          className="w-32"
          value={values.cutoffUnit}
          disabled={disabled}
          onChange={(e) => set({ cutoffUnit: e.target.value as CutoffUnit })}
        >
          <option value="minutes">minutes</option>
          <option value="hours">hours</option>
        </NativeSelect>
        <span>before the booking</span>
      </RuleFieldset>

      <RuleFieldset
        legend="No-show grace period"
        id={graceId}
        hint="The host stand waits this long after a booking's time before it treats the party as a no-show (0 to 120)."
        error={errors.noShowGraceMinutes}
        disabled={disabled}
        input={{ label: 'Wait for a late party', value: values.noShowGrace, onChange: (noShowGrace) => set({ noShowGrace }) }}
      >
        <span>minutes after the booking's time</span>
      </RuleFieldset>

      {hasErrors && (
        <p role="alert" className="text-sm text-destructive">
          The booking rules were not saved: {errors.form ?? 'please correct the fields marked.'}
        </p>
      )}

      <Button type="submit" className="justify-self-start" disabled={disabled || save.isPending}>
        {save.isPending ? 'Saving...' : 'Save booking rules'}
      </Button>

      {affected && <AffectedByRules bookings={affected} />}
    </form>
  )
}

/** After a save: the bookings that no longer fit, under why. Nothing was cancelled: staff contact the guests. */
function AffectedByRules({ bookings }: { bookings: AffectedBookingJson[] }) {
  return (
    <div role="status" className="grid gap-3 rounded-lg border border-border p-4" data-testid="seating-rules-affected">
      <p className="font-medium">{bookings.length === 0 ? 'No bookings affected' : `Bookings to contact (${plural(bookings.length, 'booking')})`}</p>
      <p className="text-sm text-muted-foreground">
        {bookings.length === 0
          ? 'Every booking from today on still fits the new rules.'
          : 'These bookings no longer fit the new rules. They have not been cancelled: please contact the guests.'}
      </p>
      {affectedByReason(bookings).map((group) => (
        <div key={group.reason} className="grid gap-2">
          <p className="text-sm font-medium">{group.reason}</p>
          <AffectedBookingList bookings={group.bookings} label={group.reason} />
        </div>
      ))}
    </div>
  )
}
