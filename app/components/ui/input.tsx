import { cn } from '~/lib/cn'

/** The look every text control shares (input, textarea, select): its box, focus ring, disabled and invalid states. */
export const fieldControlClass =
  'flex w-full rounded-md border border-border bg-card px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60 aria-[invalid=true]:border-destructive md:text-sm'

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(fieldControlClass, 'h-10 placeholder:text-muted-foreground disabled:cursor-not-allowed', className)}
      {...props}
    />
  )
}
