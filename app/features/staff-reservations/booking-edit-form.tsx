import { useState } from 'react'
import { FormField } from '~/components/form-field'
import { fieldAria } from '~/components/field-aria'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { NativeSelect, SelectOptions } from '~/components/ui/native-select'
import { Textarea } from '~/components/ui/textarea'
import { useHydrated } from '~/components/use-hydrated'
import type { ReservationJson } from '~/contracts/reservations'
import { DEFAULT_VENUE_TIMEZONE, MAX_GUESTS, MIN_GUESTS } from '~/lib/constants'
import { venueClock } from '~/lib/venue-clock'
import { type BookingDraft, type BookingEditErrors, STAFF_NOTE_MAX, bookingChanges, draftOf, editStayChoices } from './booking-edit'
import { timeChoices, timeLabel } from './new-booking-times'
import { useOpeningHours, useSeatingRules } from './new-booking-query'
import { useChangeReservation } from './reservations-query'

/**
 * Staff's note, the party, the time and the stay of a booking, saved together on the version shown (If-Match). The
 * times are those a new booking of its kind could take (a walk-in's any open interval, past midnight too; others the
 * day's bookable starts for the stay), its own time kept. The table is the table selector's. Mount it with
 * `key={reservation.version}` so it starts again from every new version.
 */
export function BookingEditForm({ reservation, timeZone = DEFAULT_VENUE_TIMEZONE }: { reservation: ReservationJson; timeZone?: string }) {
  const hydrated = useHydrated()
  const save = useChangeReservation()
  const hours = useOpeningHours().data
  const rules = useSeatingRules().data
  const [now] = useState(() => venueClock(timeZone).read())
  const [draft, setDraft] = useState<BookingDraft>(() => draftOf(reservation))
  const [errors, setErrors] = useState<BookingEditErrors>({})
  const [unchanged, setUnchanged] = useState(false)
  const id = (field: keyof BookingDraft) => `booking-${reservation.id}-${field}`
  const set = (field: keyof BookingDraft) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    setDraft({ ...draft, [field]: e.target.value })
    setUnchanged(false)
  }
  const times = timeChoices({
    hours,
    rules,
    date: reservation.date,
    source: reservation.source,
    stayMinutes: Number(draft.stay),
    now,
    keep: [reservation.time, draft.time],
  })

  function submit(e: React.FormEvent) {
    e.preventDefault()
    const result = bookingChanges(reservation, draft)
    if ('errors' in result) return setErrors(result.errors)
    setErrors({})
    if ('nothing' in result) return setUnchanged(true)
    save.mutate({ id: reservation.id, version: reservation.version, change: result.change })
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2" aria-label="Change the booking">
      <FormField id={id('staffNote')} label="Staff note" hint="Only staff see it, e.g. window table, birthday." error={errors.staffNote} className="sm:col-span-2">
        <Textarea
          id={id('staffNote')}
          value={draft.staffNote}
          onChange={set('staffNote')}
          maxLength={STAFF_NOTE_MAX + 100}
          rows={2}
          {...fieldAria(id('staffNote'), errors.staffNote, true)}
        />
      </FormField>
      <FormField id={id('guests')} label="Party size" error={errors.guests}>
        <Input
          id={id('guests')}
          type="number"
          inputMode="numeric"
          min={MIN_GUESTS}
          max={MAX_GUESTS}
          value={draft.guests}
          onChange={set('guests')}
          className="h-11"
          {...fieldAria(id('guests'), errors.guests)}
        />
      </FormField>
      <FormField id={id('time')} label="Time">
        <NativeSelect id={id('time')} value={draft.time} onChange={set('time')} className="h-11 w-full">
          <SelectOptions options={times.map((time) => ({ value: time, label: timeLabel(hours, reservation.date, time) }))} />
        </NativeSelect>
      </FormField>
      <FormField id={id('stay')} label="Stay" error={errors.stay}>
        <NativeSelect id={id('stay')} value={draft.stay} onChange={set('stay')} className="h-11 w-full" {...fieldAria(id('stay'), errors.stay)}>
          <SelectOptions options={editStayChoices()} />
        </NativeSelect>
      </FormField>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" className="h-11" disabled={!hydrated || save.isPending}>
          {save.isPending ? 'Saving...' : 'Save changes'}
        </Button>
        {unchanged && (
          <p role="status" className="text-sm text-muted-foreground">
            Nothing to save: the booking already says this.
          </p>
        )}
      </div>
    </form>
  )
}
