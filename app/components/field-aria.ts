/**
 * The aria props that tie a form control to its hint and its error message, which a field block shows with the ids
 * `${id}-hint` and `${id}-error`: invalid while there is an error, described by whichever of the two is there.
 */
export function fieldAria(id: string, error: string | undefined, hint = false) {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const
}

/**
 * A form's field props by field name, under the form's own id `prefix` (useId): `fieldProps` for its FormField (id
 * and error), `controlProps` for the control inside (id and fieldAria, with `hint` when the field shows one).
 * `errorOf` reads a field's current error message.
 */
export function formFields<Name extends string>(prefix: string, errorOf: (name: Name) => string | undefined) {
  const id = (field: string) => `${prefix}-${field}`
  return {
    id,
    fieldProps: (name: Name) => ({ id: id(name), error: errorOf(name) }),
    controlProps: (name: Name, hint = false) => ({ id: id(name), ...fieldAria(id(name), errorOf(name), hint) }),
  }
}
