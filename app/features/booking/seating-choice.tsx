import type { ComponentProps } from 'react'
import { SEATING_PREFERENCES, type SeatingPreference } from '~/lib/constants'
import { seatingLabel } from './booking-confirmation-data'
import { useBookingWords } from './use-booking-words'

/**
 * 'Seating preference': a table or the bar, as two radio cards. `radio` gives each card's input what binds it to its
 * form; `error`, when there is one, is shown under the cards with the id `errorId`.
 */
export function SeatingChoice({
  error,
  errorId,
  radio,
}: {
  error: string | undefined
  errorId: string
  radio: (seating: SeatingPreference) => ComponentProps<'input'>
}) {
  const words = useBookingWords()
  return (
    <fieldset className="grid gap-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm leading-none font-medium">{words.t('seatingPreference')}</legend>
      <div className="grid grid-cols-2 gap-3">
        {SEATING_PREFERENCES.map((seating) => (
          <label
            key={seating}
            className="flex h-11 cursor-pointer items-center gap-2.5 rounded-md border border-border bg-card px-3 text-sm font-medium has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input type="radio" value={seating} className="size-4 accent-primary focus-visible:outline-none" {...radio(seating)} />
            {seatingLabel(seating, words)}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {words.error(error)}
        </p>
      )}
    </fieldset>
  )
}
