import { cn } from '~/lib/cn'
import { fieldControlClass } from './input'

/** A styled native <select>: the phone's own picker, fully accessible by default. */
export function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return <select className={cn(fieldControlClass, 'h-10', className)} {...props} />
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
