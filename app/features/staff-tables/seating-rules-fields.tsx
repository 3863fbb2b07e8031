import { Trash2 } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { NativeSelect } from '~/components/ui/native-select'
import { MAX_GUESTS } from '~/lib/constants'
import { formatStay } from '~/lib/seating-rules'
import { STAY_CHOICES, type StayRowValues } from './seating-rules-form'

/** A rule as a sentence of controls ('At most [N] new covers per interval'), its hint and its error below. */
export function RuleFieldset({
  legend,
  id,
  hint,
  error,
  children,
}: {
  legend: string
  /** The main control's id: the hint and the error take `${id}-hint` and `${id}-error`. */
  id: string
  hint: string
  error?: string
  children: React.ReactNode
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap items-center gap-2 text-sm">{children}</div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
      <FieldError id={id} message={error} />
    </fieldset>
  )
}

/** A short number box within a rule's sentence, named by `label`, tied to the rule's hint and error. */
export function RuleNumberInput({
  id,
  label,
  value,
  error,
  disabled,
  placeholder,
  onChange,
}: {
  id: string
  label: string
  value: string
  error?: string
  disabled: boolean
  placeholder?: string
  onChange: (value: string) => void
}) {
  return (
    <Input
      id={id}
      inputMode="numeric"
      autoComplete="off"
      className="w-24"
      placeholder={placeholder}
      aria-label={label}
      value={value}
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, error)}
      onChange={(e) => onChange(e.target.value)}
    />
  )
}

/** One row: 'Up to [N] guests: [1 hour 30 minutes]'; the last is always up to 20 guests and cannot be removed. */
export function StayRow({
  id,
  row,
  stay,
  last,
  disabled,
  errors,
  onChange,
  onRemove,
}: {
  id: string
  row: number
  stay: StayRowValues
  last: boolean
  disabled: boolean
  errors: { maxGuests?: string; minutes?: string }
  onChange: (change: Partial<StayRowValues>) => void
  onRemove: () => void
}) {
  const party = last ? `up to ${MAX_GUESTS} guests` : `row ${row}`
  return (
    <li className="grid gap-1" data-testid="stay-row">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span>Up to</span>
        {last ? (
          <span className="font-medium">{MAX_GUESTS}</span>
        ) : (
          <Input
            id={`${id}-guests`}
            inputMode="numeric"
            autoComplete="off"
            className="w-20"
            aria-label={`Up to how many guests, row ${row}`}
            value={stay.maxGuests}
            disabled={disabled}
            aria-invalid={errors.maxGuests ? true : undefined}
            aria-describedby={errors.maxGuests ? `${id}-guests-error` : undefined}
            onChange={(e) => onChange({ maxGuests: e.target.value })}
          />
        )}
        <span>guests:</span>
        <NativeSelect
          id={`${id}-minutes`}
          className="w-52"
          aria-label={`Stay, ${party}`}
          value={stay.minutes}
          disabled={disabled}
          aria-invalid={errors.minutes ? true : undefined}
          aria-describedby={errors.minutes ? `${id}-minutes-error` : undefined}
          onChange={(e) => onChange({ minutes: e.target.value })}
        >
          {STAY_CHOICES.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {formatStay(minutes)}
            </option>
          ))}
        </NativeSelect>
        {!last && (
          <Button type="button" variant="outline" size="sm" className="text-destructive" disabled={disabled} onClick={onRemove}>
            <Trash2 aria-hidden="true" />
            Remove<span className="sr-only"> {party}</span>
          </Button>
        )}
      </div>
      <FieldError id={`${id}-guests`} message={errors.maxGuests} />
      <FieldError id={`${id}-minutes`} message={errors.minutes} />
    </li>
  )
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={`${id}-error`} className="text-sm text-destructive">
      {message}
    </p>
  )
}

export const describedBy = (id: string, error?: string) => [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')
