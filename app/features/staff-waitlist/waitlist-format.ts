import type { WaitlistEntryJson, WaitlistStatus } from '~/contracts/waitlist'
import { isInLine } from '~/lib/waitlist-line'
import type { SeatingTable } from '~/lib/seating'

/** The statuses as the host says them. */
export const WAITLIST_STATUS_LABELS: Record<WaitlistStatus, string> = {
  waiting: 'Waiting',
  offered: 'Offered a table',
  notified: 'Told: table ready',
  seated: 'Seated',
  left: 'Left',
  expired: 'Expired',
}

/** The parties still in line (the tab's count and the day's 'waiting'). */
export function waitingCount(entries: readonly Pick<WaitlistEntryJson, 'status'>[] | undefined): number | undefined {
  return entries?.filter((e) => isInLine(e.status)).length
}

/** Whole minutes since the party joined (never negative: a tablet's clock may run a little behind). */
export function minutesWaited(joinedAt: string, now: Date): number {
  const joined = Date.parse(joinedAt)
  if (Number.isNaN(joined)) return 0
  return Math.max(0, Math.floor((now.getTime() - joined) / 60_000))
}

/** 7 -> '7 min', 65 -> '1 h 5 min', 120 -> '2 h'. */
export function durationText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`
}

/** The quoted wait: '–' when there is none (online guests, out of line), 'Now' at 0. */
export function quoteText(quotedMinutes: number | null): string {
  if (quotedMinutes === null) return '–'
  return quotedMinutes <= 0 ? 'Now' : `~${durationText(quotedMinutes)}`
}

/** The tables a waiting party can be seated at: active ones that seat them, smallest first, then by number. */
export function seatChoices(tables: readonly SeatingTable[] | undefined, guests: number): SeatingTable[] {
  return (tables ?? []).filter((t) => t.isActive && t.capacity >= guests).sort((a, b) => a.capacity - b.capacity || a.tableNumber - b.tableNumber)
}

/** The guest's page as a full address, for the QR code and the link the host reads out. */
export function statusUrl(origin: string, statusPath: string): string {
  return new URL(statusPath, origin).toString()
}
