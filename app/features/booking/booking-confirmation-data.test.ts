import { describe, expect, it } from 'vitest'
import { manageUrl, seatingLabel, toBookingConfirmation } from './booking-confirmation-data'

const TOKEN = 'u3V0cA2mQx9kP1LrT7yZ0aB4cD6eF8gH2iJ5kL7mN9o'
const created = {
  id: 12,
  name: 'Maria Santos',
  email: 'maria@example.com',
  phone: '09171234567',
  date: '2026-11-25',
  time: '19:00',
  guests: 2,
  seatingPreference: 'table',
  tableId: 3,
  tableNumber: 1,
  notes: null,
  status: 'pending',
  createdAt: '2026-11-22T06:30:00.000Z',
  reference: 'BB-7K3QM',
  manageToken: TOKEN,
  managePath: `/booking/${TOKEN}`,
}

describe('toBookingConfirmation', () => {
  it('keeps what the confirmation panel shows of a 201 answer', () => {
    expect(toBookingConfirmation(created)).toEqual({
      reference: 'BB-7K3QM',
      name: 'Maria Santos',
      date: '2026-11-25',
      time: '19:00',
      guests: 2,
      seatingPreference: 'table',
      managePath: `/booking/${TOKEN}`,
    })
  })

  it('is null for an answer without a reference or a private link (then only the toast shows)', () => {
    expect(toBookingConfirmation({ id: 1 })).toBeNull()
    expect(toBookingConfirmation({ ...created, reference: '' })).toBeNull()
    expect(toBookingConfirmation({ ...created, managePath: undefined })).toBeNull()
    expect(toBookingConfirmation(null)).toBeNull()
    expect(toBookingConfirmation(undefined)).toBeNull()
  })

  it('refuses a link that is not a booking path, and malformed fields (history state is read back through it)', () => {
    expect(toBookingConfirmation({ ...created, managePath: 'https://evil.example/booking/x' })).toBeNull()
    expect(toBookingConfirmation({ ...created, managePath: '/booking/../admin' })).toBeNull()
    expect(toBookingConfirmation({ ...created, managePath: '//evil.example' })).toBeNull()
    expect(toBookingConfirmation({ ...created, date: '25/11/2026' })).toBeNull()
    expect(toBookingConfirmation({ ...created, time: '19:10' })).toBeNull()
    expect(toBookingConfirmation({ ...created, guests: '2' })).toBeNull()
    expect(toBookingConfirmation({ ...created, seatingPreference: 'terrace' })).toBeNull()
  })
})

describe('labels', () => {
  it('builds the full private link from the origin', () => {
    expect(manageUrl('https://boracaybeachbar.com', `/booking/${TOKEN}`)).toBe(`https://boracaybeachbar.com/booking/${TOKEN}`)
    expect(manageUrl('http://127.0.0.1:5305/', '/booking/abc')).toBe('http://127.0.0.1:5305/booking/abc')
  })

  it('says seating in words', () => {
    expect(seatingLabel('table')).toBe('Table')
    expect(seatingLabel('bar')).toBe('Bar')
  })
})
