import { useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

/** A one-of choice as a row of large radio buttons (a segmented control; arrow keys move within it). */
export function Segmented<T extends string>({
  legend,
  name,
  choices,
  register,
  error,
}: {
  legend: string
  name: string
  choices: ReadonlyArray<{ value: T; label: string }>
  register: UseFormRegisterReturn
  error?: string
}) {
  const errorId = `${useId()}-${name}-error`
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium leading-none">{legend}</legend>
      <div className="grid auto-cols-fr grid-flow-col gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex h-11 cursor-pointer items-center justify-center gap-2 rounded-md border border-border bg-card px-3 text-sm font-medium has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input type="radio" value={choice.value} className="sr-only" {...register} />
            {choice.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  )
}
