/** The tables the staff 'New booking' form offers: single tables and joined ones, as select choices. */
import type { TableJson } from '~/contracts/tables'
import { plural } from '~/lib/plural'

export const SUGGEST_TABLE = ''
export const SUGGEST_TABLE_LABEL = 'Suggest automatically'

/** Joined tables as the form offers them (GET /api/table-combinations). */
export interface CombinationChoice {
  tableNumbers: number[]
  capacity: number
}

export interface TableChoice {
  value: string
  label: string
}

/** The select's value of joined tables: '5+6'. */
export function combinationValue(tableNumbers: readonly number[]): string {
  return [...tableNumbers].sort((a, b) => a - b).join('+')
}

/** The table numbers of a select value: [5] for '5', [5, 6] for '5+6', [] for the suggestion. */
export function tableNumbersOf(value: string): number[] {
  return value === SUGGEST_TABLE ? [] : value.split('+').map(Number)
}

/**
 * 'Suggest automatically', then every active table that seats the party, by number, then the joined tables (all in
 * use) that seat it, smallest first ('Tables 5 + 6 (10)'). The chosen tables stay listed (marked) when they no longer
 * fit, so the select shows them; the server refuses them with its reason.
 */
export function tableChoices(
  tables: readonly TableJson[] | undefined,
  combinations: readonly CombinationChoice[] | undefined,
  guests: number,
  chosen: string,
): TableChoice[] {
  const all = [...(tables ?? [])].sort((a, b) => a.tableNumber - b.tableNumber)
  const fits = (t: TableJson) => t.isActive && t.capacity >= guests
  const singles = all
    .filter((t) => fits(t) || String(t.tableNumber) === chosen)
    .map((t) => {
      const note = fits(t) ? '' : !t.isActive ? ', not in use' : ', too small'
      return {
        value: String(t.tableNumber),
        label: `Table ${t.tableNumber} (${plural(t.capacity, 'seat')}${note})`,
      }
    })
  const active = new Set(all.filter((t) => t.isActive).map((t) => t.tableNumber))
  const joined = [...(combinations ?? [])]
    .map((c) => ({ ...c, value: combinationValue(c.tableNumbers), inUse: c.tableNumbers.every((n) => active.has(n)) }))
    .filter((c) => (c.inUse && c.capacity >= guests) || c.value === chosen)
    .sort((a, b) => a.capacity - b.capacity || a.tableNumbers.length - b.tableNumbers.length || a.value.localeCompare(b.value, 'en', { numeric: true }))
    .map((c) => {
      const note = !c.inUse ? ', not in use' : c.capacity < guests ? ', too small' : ''
      return { value: c.value, label: `Tables ${tableNumbersOf(c.value).join(' + ')} (${c.capacity}${note})` }
    })
  const choices = [...singles, ...joined]
  if (chosen !== SUGGEST_TABLE && !choices.some((c) => c.value === chosen)) {
    const numbers = tableNumbersOf(chosen)
    choices.push({ value: chosen, label: numbers.length > 1 ? `Tables ${numbers.join(' + ')}` : `Table ${chosen}` })
  }
  return [{ value: SUGGEST_TABLE, label: SUGGEST_TABLE_LABEL }, ...choices]
}
