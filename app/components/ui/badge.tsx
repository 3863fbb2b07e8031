import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '~/lib/cn'

const badgeVariants = cva('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', {
  variants: {
    variant: {
      default: 'bg-primary text-primary-foreground',
      secondary: 'bg-muted text-foreground',
      // The strong shade keeps white text readable (WCAG AA).
      accent: 'bg-accent-strong text-accent-foreground',
      outline: 'border border-border',
    },
  },
  defaultVariants: { variant: 'default' },
})

export function Badge({ className, variant, ...props }: React.ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />
}
