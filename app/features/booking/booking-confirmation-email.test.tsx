import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { BookingConfirmationPanel } from './booking-confirmation'
import { toBookingConfirmation } from './booking-confirmation-data'

const TOKEN = 'u3V0cA2mQx9kP1LrT7yZ0aB4cD6eF8gH2iJ5kL7mN9o'
const created = {
  name: 'Maria Santos',
  date: '2026-11-25',
  time: '19:00',
  guests: 2,
  seatingPreference: 'table',
  reference: 'BB-7K3QM',
  managePath: `/booking/${TOKEN}`,
}
const NOT_SENT = 'We could not send a confirmation e-mail; your booking reference is BB-7K3QM. Please keep it.'

function panel(answer: Record<string, unknown>): string {
  const booking = toBookingConfirmation(answer)
  if (!booking) throw new Error('not a confirmation')
  return renderToStaticMarkup(
    <MemoryRouter>
      <BookingConfirmationPanel booking={booking} onBookAnother={() => {}} />
    </MemoryRouter>,
  )
}

describe('the confirmation panel and the confirmation e-mail', () => {
  it('tells the guest to keep the reference when the e-mail was not sent', () => {
    expect(toBookingConfirmation({ ...created, confirmationEmail: 'not-sent' })?.emailNotSent).toBe(true)
    expect(panel({ ...created, confirmationEmail: 'not-sent' })).toContain(NOT_SENT)
  })

  it('says nothing of it when the e-mail is on its way', () => {
    expect(toBookingConfirmation({ ...created, confirmationEmail: 'queued' })?.emailNotSent).toBeUndefined()
    expect(panel({ ...created, confirmationEmail: 'queued' })).not.toContain('could not send')
  })
})
