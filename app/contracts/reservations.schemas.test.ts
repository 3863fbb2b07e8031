import { describe, expect, it } from 'vitest'
import { reservationInputSchema, reservationStatusSchema } from './reservations.schemas'

const today = '2026-11-22'
const schema = reservationInputSchema(today)
const valid = {
  name: 'Maria Santos',
  email: 'maria@example.com',
  phone: '+639171234567',
  date: '2026-11-23',
  time: '18:30',
  guests: 4,
  seatingPreference: 'table',
  notes: 'Beach-side if possible',
}

function firstMessage(input: unknown): string | undefined {
  const result = schema.safeParse(input)
  return result.success ? undefined : result.error.issues[0].message
}

describe('reservation input', () => {
  it('accepts a complete booking and drops fields guests may not set', () => {
    const parsed = schema.parse({ ...valid, id: 9, status: 'confirmed', createdAt: 'x', tableId: 3 })
    expect(parsed).toEqual(valid)
  })
  it('accepts today, an empty phone and no notes; seating defaults to table', () => {
    const parsed = schema.parse({ ...valid, date: today, phone: '', notes: '', seatingPreference: undefined })
    expect(parsed.phone).toBeUndefined()
    expect(parsed.notes).toBeUndefined()
    expect(parsed.seatingPreference).toBe('table')
  })
  it.each([
    [{ date: '' }, 'Please select a date'],
    [{ date: undefined }, 'Please select a date'],
    [{ date: '2026-02-30' }, 'Please select a date'],
    // Yesterday passes the schema (its night may still run past midnight; the service refuses a past start).
    [{ date: '2026-11-20' }, 'Please select today or a later date'],
    [{ time: '' }, 'Please select a time'],
    [{ time: undefined }, 'Please select a time'],
    [{ time: '23:10' }, 'Please select one of the listed times'],
    [{ time: '7pm' }, 'Please select one of the listed times'],
    [{ guests: 0 }, 'Must have at least 1 guest'],
    [{ guests: 21 }, 'Maximum 20 guests per reservation'],
    [{ guests: 2.5 }, 'Number of guests must be a whole number'],
    [{ email: 'not-an-email' }, 'Invalid email format'],
    [{ email: '' }, 'Invalid email format'],
    [{ phone: '123456' }, 'Phone number is too short'],
    [{ phone: '1234567890123456' }, 'Phone number is too long'],
    [{ seatingPreference: 'patio' }, 'Please select a seating preference'],
    [{ seatingPreference: '' }, 'Please select a seating preference'],
    [{ name: '  ' }, 'Please enter your name'],
  ])('refuses %o with "%s"', (change, message) => {
    expect(firstMessage({ ...valid, ...change })).toBe(message)
  })
  it('accepts phone numbers of exactly 7 and 15 characters', () => {
    expect(firstMessage({ ...valid, phone: '1234567' })).toBeUndefined()
    expect(firstMessage({ ...valid, phone: '123456789012345' })).toBeUndefined()
  })
  it('reads a phone number as people type it and hands it on in E.164', () => {
    expect(schema.parse({ ...valid, phone: '+63 917 555 0142' }).phone).toBe('+639175550142')
    expect(schema.parse({ ...valid, phone: '(036) 288-0000' }).phone).toBe('+63362880000')
    expect(schema.parse({ ...valid, phone: '0917\u00A0555\u20130142' }).phone).toBe('+639175550142')
    // 15 digits with their separators: the spaces do not count.
    expect(schema.parse({ ...valid, phone: '12345 67890 12345' }).phone).toBe('123456789012345')
  })
  it('counts the length on the normalised number: too short and too long are the real ones', () => {
    expect(firstMessage({ ...valid, phone: '12 34 56' })).toBe('Phone number is too short')
    expect(firstMessage({ ...valid, phone: '+12 345' })).toBe('Phone number is too short')
    expect(firstMessage({ ...valid, phone: '+' })).toBe('Phone number is too short')
    expect(firstMessage({ ...valid, phone: '1234 5678 9012 3456' })).toBe('Phone number is too long')
  })
  it('takes a phone of separators only as no phone', () => {
    expect(schema.parse({ ...valid, phone: ' - ( ) . ' }).phone).toBeUndefined()
  })
  it('refuses letters, a + in the middle and control characters, with words that say why', () => {
    const onlyDigits = 'Phone number may only contain digits, spaces, dashes, dots, parentheses and a + at the start'
    expect(firstMessage({ ...valid, phone: '0917 555 0142 ext 5' })).toBe(onlyDigits)
    expect(firstMessage({ ...valid, phone: 'call me' })).toBe(onlyDigits)
    expect(firstMessage({ ...valid, phone: '+63 +917 555' })).toBe(onlyDigits)
    expect(firstMessage({ ...valid, phone: '0917\u0000555014' })).toBe('Phone number contains characters that are not allowed')
    expect(firstMessage({ ...valid, phone: 42 })).toBeDefined()
  })
  it('accepts 1 and 20 guests, and a numeric string from a form', () => {
    expect(firstMessage({ ...valid, guests: 1 })).toBeUndefined()
    expect(firstMessage({ ...valid, guests: 20 })).toBeUndefined()
    expect(schema.parse({ ...valid, guests: '3' }).guests).toBe(3)
  })
})

describe('reservation status', () => {
  it('accepts the four statuses only', () => {
    for (const status of ['pending', 'confirmed', 'completed', 'cancelled']) {
      expect(reservationStatusSchema.safeParse({ status }).success).toBe(true)
    }
    expect(reservationStatusSchema.safeParse({ status: 'seated' }).success).toBe(false)
  })
})
