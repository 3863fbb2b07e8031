/** Telling one guest's bookings from another's, as the guest history does (services/reservation-lookup.ts). */
import { sql } from 'drizzle-orm'
import { PHONE_CORE_MIN_DIGITS } from '~/lib/phone-match'
import { reservations } from '../db/schema'

/**
 * SQL twin of phoneCore (lib/phone-match.ts): the digits without a leading 0063, 00, 63 or 0. It reads the bookings stored
 * before phone numbers were normalised ('0917 555 0142') and those after ('+639175550142') alike.
 */
export const phoneCoreSql = sql`regexp_replace(regexp_replace(coalesce(${reservations.phone}, ''), '[^0-9]', '', 'g'), '^(0063|00|63|0)', '')`

/**
 * One key per guest, for counting guests in SQL: the e-mail in lower case, else the phone's core digits (when there are
 * enough of them), else the booking itself (a walk-in with neither is a guest of their own). The guest history matches
 * e-mail OR phone; a key takes the e-mail first, so a guest who booked once by e-mail and once by phone alone counts twice.
 */
export const guestKeySql = sql<string>`coalesce(
  'e:' || lower(${reservations.email}),
  case when length(${phoneCoreSql}) >= ${sql.raw(String(PHONE_CORE_MIN_DIGITS))} then 'p:' || ${phoneCoreSql} end,
  'b:' || ${reservations.id}
)`
