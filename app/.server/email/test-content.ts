/** A message's stored content for the e-mail tests: a pending table for 4 on Saturday, December 5, 2026 at 7:00 PM. */
import type { BookingEmailContent } from './booking-email-content'

export const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz012345'

export function emailContent(overrides: Partial<BookingEmailContent> = {}, booking: Partial<BookingEmailContent['booking']> = {}): BookingEmailContent {
  return {
    venue: { name: 'Boracay Beach Bar', address: 'Station 2, White Beach, Malay, Aklan', phone: '+63 36 288 0000', email: 'hello@beachbar.example' },
    origin: 'https://beachbar.example',
    timeZone: 'Asia/Manila',
    changedAt: '2026-11-25T04:00:00.000Z',
    booking: {
      id: 7,
      reference: 'BB-7K3Q9',
      name: 'Ana Reyes',
      email: 'ana@example.com',
      phone: '+639175550142',
      date: '2026-12-05',
      time: '19:00',
      guests: 4,
      seatingPreference: 'table',
      notes: 'Sunset view please',
      status: 'pending',
      source: 'online',
      version: 1,
      ...booking,
    },
    manageToken: TOKEN,
    ...overrides,
  }
}
