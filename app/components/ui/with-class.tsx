import { cn } from '~/lib/cn'

/**
 * `Component` with `baseClass` on it; a `className` given adds to it (and wins where the two clash). For the parts
 * that are only styled: a dialog's header and title, a notice's action.
 */
export function withClass<C extends React.ElementType>(Component: C, baseClass: string) {
  function WithClass({ className, ...props }: React.ComponentProps<C>) {
    const Styled = Component as React.ElementType
    return <Styled className={cn(baseClass, className as string | undefined)} {...props} />
  }
  return WithClass
}
