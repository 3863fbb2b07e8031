/**
 * The aria props that tie a form control to its hint and its error message, which a field block shows with the ids
 * `${id}-hint` and `${id}-error`: invalid while there is an error, described by whichever of the two is there.
 */
export function fieldAria(id: string, error: string | undefined, hint = false) {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const
}
