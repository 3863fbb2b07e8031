import { cn } from '~/lib/cn'

/** A styled native <select>: the phone's own picker, fully accessible by default. */
export function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-10 w-full rounded-md border border-border bg-card px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60 aria-[invalid=true]:border-destructive md:text-sm',
        className,
      )}
      {...props}
    />
  )
}

/** The `<option>`s of a NativeSelect, from each one's value and label. */
export function SelectOptions({ options }: { options: ReadonlyArray<{ value: string; label: React.ReactNode }> }) {
  return (
    <>
      {options.map(({ value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  )
}
