/** The audit trail's before/after as people read them: camelCase field names, and one line per changed field. */
import { formatPeso } from './money'

/** 'table_number' -> 'tableNumber' (the trail keeps the database's column names). */
export function camelCaseKey(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())
}

/** The same object with its top-level keys in camelCase (values, even objects, as they are). */
export function camelCaseKeys(fields: Record<string, unknown> | null): Record<string, unknown> | null {
  if (fields === null) return null
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [camelCaseKey(key), value]))
}

/** 'soldOutUntil' -> 'sold out until'. */
export function fieldWords(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase()
}

const VALUE_MAX_LENGTH = 80

/** A recorded value in a few words: nothing shown as '(none)', a price in pesos (it is kept in centavos), long values cut. */
export function valueWords(value: unknown, key = ''): string {
  if (value === null || value === undefined || value === '') return '(none)'
  if (key === 'price' && typeof value === 'number') return formatPeso(value)
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return text.length > VALUE_MAX_LENGTH ? `${text.slice(0, VALUE_MAX_LENGTH - 1)}…` : text
}

export interface FieldChange {
  field: string
  before: string | null
  after: string | null
}

/**
 * What changed, field by field, in the order the fields first appear: a creation has only `after`s, a deletion only
 * `before`s. A field whose value is equal on both sides (a whole-row record) is left out.
 */
export function fieldChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null): FieldChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
  return keys
    .filter((key) => !(before && after && JSON.stringify(before[key]) === JSON.stringify(after[key])))
    .map((key) => ({
      field: fieldWords(key),
      before: before ? valueWords(before[key], key) : null,
      after: after ? valueWords(after[key], key) : null,
    }))
}
