import { Trash2 } from '~/components/staff-icons'
import { RowActionButton } from '~/components/row-actions'
import { Input } from '~/components/ui/input'
import { NativeSelect } from '~/components/ui/native-select'
import { MAX_GUESTS } from '~/lib/constants'
import { formatStay } from '~/lib/seating-rules'
import { STAY_CHOICES, type StayRowValues } from './seating-rules-form'

/** A rule's number box: its name for screen readers, its text, and what a change of it sets. */
interface RuleInput {
  label: string
  value: string
  placeholder?: string
  onChange: (value: string) => void
}

/**
 * A rule as a sentence of controls ('At most [N] new covers per interval'): `lead`, the rule's number box, then
 * `children`; its hint and its error below, which the number box is tied to.
 */
export function RuleFieldset({
  legend,
  id,
  hint,
  error,
  disabled,
  lead,
  input,
  children,
}: {
  legend: string
  /** The number box's id: the hint and the error take `${id}-hint` and `${id}-error`. */
  id: string
  hint: string
  error?: string
  disabled: boolean
  lead?: React.ReactNode
  input: RuleInput
  children: React.ReactNode
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {lead}
        <Input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          className="w-24"
          placeholder={input.placeholder}
          aria-label={input.label}
          value={input.value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error)}
          onChange={(e) => input.onChange(e.target.value)}
        />
        {children}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
      <FieldError id={id} message={error} />
    </fieldset>
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
          <RowActionButton type="button" icon={Trash2} label="Remove" name={party} destructive disabled={disabled} onClick={onRemove} />
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
