import { NativeSelect } from '~/components/ui/native-select'
import { cn } from '~/lib/cn'

/** A select of a list row whose every choice is saved at once: disabled and busy while `saving`. */
export function SavingSelect({ saving, className, ...props }: { saving: boolean } & React.ComponentProps<typeof NativeSelect>) {
  return <NativeSelect disabled={saving} aria-busy={saving || undefined} className={cn('w-auto min-w-36', className)} {...props} />
}
