/** 'table' -> 'Table': the seating preference as the admin area shows it. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
