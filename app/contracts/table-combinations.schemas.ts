/** The zod half of the joined tables contract (table-combinations.ts). */
import { z } from 'zod'
import { MAX_TABLE_NUMBER } from './tables'
import { combinationMessages, MAX_COMBINATION_CAPACITY, MAX_JOINED_TABLES, MIN_JOINED_TABLES } from './table-combinations'

const tableNumber = z
  .number({ error: combinationMessages.tableNumbers })
  .int(combinationMessages.tableNumbers)
  .min(1, combinationMessages.tableNumbers)
  .max(MAX_TABLE_NUMBER, combinationMessages.tableNumbers)

/** POST /api/table-combinations: 2-4 different table numbers (which must exist and be active) and the seats they make. */
export const tableCombinationInputSchema = z.object({
  tableNumbers: z
    .array(tableNumber, { error: combinationMessages.tableNumbers })
    .min(MIN_JOINED_TABLES, combinationMessages.tableNumbers)
    .max(MAX_JOINED_TABLES, combinationMessages.tableNumbers)
    .refine((numbers) => new Set(numbers).size === numbers.length, combinationMessages.tableNumbers),
  capacity: z
    .number({ error: combinationMessages.capacity })
    .int(combinationMessages.capacity)
    .min(1, combinationMessages.capacity)
    .max(MAX_COMBINATION_CAPACITY, combinationMessages.capacity),
})

export type TableCombinationInput = z.infer<typeof tableCombinationInputSchema>
