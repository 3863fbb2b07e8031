import { fieldAria } from '~/components/field-aria'
import { FieldStatusNote } from '~/components/field-notes'
import { Button } from '~/components/ui/button'
import { NativeSelect } from '~/components/ui/native-select'
import { bookingChangeMessages } from '~/contracts/bookings'
import { Field } from './booking-field'
import { CallVenue } from './call-venue'
import type { ChangeTimeOption, Refusal } from './change-booking-model'
import { describedBy } from './described-by'
import { useBookingWords } from './use-booking-words'

/**
 * 'Time': the day's times for the new party (`options`, null until they are known or when they cannot be: then the
 * time chosen is the one offered), with `note` on the day under it.
 */
export function ChangeTimeField({
  id,
  time,
  options,
  note,
  error,
  onChange,
}: {
  id: string
  time: string
  options: ChangeTimeOption[] | null
  note: string | null
  error: string | undefined
  onChange: (time: string) => void
}) {
  const noteId = `${id}-note`
  const aria = fieldAria(id, error)
  const words = useBookingWords()
  const offered = options ?? (time ? [{ value: time, label: words.time(time), disabled: false }] : [])
  return (
    <Field
      id={id}
      label={words.t('time')}
      error={error}
      after={<FieldStatusNote id={noteId} note={note} className="text-xs text-muted-foreground" />}
    >
      <NativeSelect id={id} value={time} onChange={(event) => onChange(event.target.value)} {...aria} aria-describedby={describedBy(aria['aria-describedby'], note && noteId)}>
        <option value="">{words.t('selectTime')}</option>
        {offered.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  )
}

/** A change refused as a whole: the server's words, its nearby free times as one tap each, the phone past the cut-off. */
export function ChangeRefused({ refusal, busy, onPick }: { refusal: Refusal; busy: boolean; onPick: (time: string) => void }) {
  const words = useBookingWords()
  return (
    <div className="grid gap-2 rounded-md border border-destructive/30 bg-card p-3 text-sm text-foreground" data-testid="change-refused">
      <p>{refusal.message}</p>
      {refusal.alternatives.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {refusal.alternatives.map((time) => (
            <Button key={time} type="button" variant="outline" size="sm" disabled={busy} onClick={() => onPick(time)}>
              {words.t('changeTo', { time: words.time(time) })}
            </Button>
          ))}
        </div>
      )}
      {refusal.message === words.error(bookingChangeMessages.tooLate) && <CallVenue />}
    </div>
  )
}
