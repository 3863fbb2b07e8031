/** Reading the seating rules (one row, drizzle/0010), apart from saving them: the booking decisions and the hours read them. */
import { eq } from 'drizzle-orm'
import { DEFAULT_SEATING_RULES, type SeatingRulesJson } from '~/lib/seating-rules'
import type { Database } from '../db/client'
import { seatingRules } from '../db/schema'

/** The rules staff saved, or the defaults while none are stored. */
export async function readSeatingRules(db: Database): Promise<SeatingRulesJson> {
  const [row] = await db.select().from(seatingRules).where(eq(seatingRules.id, 1))
  if (!row) return DEFAULT_SEATING_RULES
  return {
    slotMinutes: row.slotMinutes as SeatingRulesJson['slotMinutes'],
    stays: row.stays as SeatingRulesJson['stays'],
    maxCoversPerSlot: row.maxCoversPerSlot,
    guestChangeCutoffMinutes: row.guestChangeCutoffMinutes,
    noShowGraceMinutes: row.noShowGraceMinutes,
  }
}

