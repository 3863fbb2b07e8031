import { cn } from '~/lib/cn'
import { fieldControlClass } from './input'

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldControlClass, 'min-h-20 placeholder:text-muted-foreground', className)} {...props} />
}
