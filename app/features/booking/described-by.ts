/** An aria-describedby from the ids of the notes a control has now (those not shown are falsy); undefined for none. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined
}
