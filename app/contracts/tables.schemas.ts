/** The zod half of the tables contract (tables.ts). */
import { z } from 'zod'
import { DEFAULT_TABLE_CAPACITY } from '~/lib/constants'
import { MAX_BAR_SEATS, MAX_TABLE_CAPACITY, MAX_TABLE_NUMBER, tableMessages } from './tables'

const tableNumber = z
  .number({ error: tableMessages.tableNumber })
  .int(tableMessages.tableNumber)
  .min(1, tableMessages.tableNumber)
  .max(MAX_TABLE_NUMBER, tableMessages.tableNumber)
const capacity = z
  .number({ error: tableMessages.capacity })
  .int(tableMessages.capacity)
  .min(1, tableMessages.capacity)
  .max(MAX_TABLE_CAPACITY, tableMessages.capacity)
const isActive = z.boolean({ error: tableMessages.isActive })

/** POST /api/tables: a new table (capacity defaults to 4; active by default). */
export const tableInputSchema = z.object({
  tableNumber,
  capacity: capacity.default(DEFAULT_TABLE_CAPACITY),
  isActive: isActive.default(true),
})

/**
 * PATCH (or PUT) /api/tables/:id: any of the fields. `confirm: true` goes ahead even when upcoming
 * bookings sit at the table (deactivating it, or making it too small): they are moved or unassigned.
 */
export const tableUpdateSchema = z.object({
  tableNumber: tableNumber.optional(),
  capacity: capacity.optional(),
  isActive: isActive.optional(),
  confirm: z.boolean({ error: tableMessages.confirm }).optional(),
})

export type TableInput = z.infer<typeof tableInputSchema>
export type TableUpdate = z.infer<typeof tableUpdateSchema>

/** PUT /api/bar-seats */
export const barSeatsSchema = z.object({
  barSeats: z
    .number({ error: tableMessages.barSeats })
    .int(tableMessages.barSeats)
    .min(0, tableMessages.barSeats)
    .max(MAX_BAR_SEATS, tableMessages.barSeats),
})
