import { describe, expect, it } from 'vitest'
import { BOOKING_EMAIL_KINDS } from '~/contracts/emails'
import { renderEmail } from './booking-email'
import { escapeHtml, oneLine } from './message-parts'
import { emailContent, TOKEN } from './test-content'

const content = emailContent

describe('renderEmail', () => {
  it('confirms a booking with the reference, the time in venue time, party, seating, venue details and the private link', () => {
    const message = renderEmail('booking-confirmation', content())
    expect(message.subject).toBe('Booking confirmed: Boracay Beach Bar, Saturday, December 5, 2026 at 7:00 PM (BB-7K3Q9)')
    for (const part of [message.text, message.html]) {
      expect(part).toContain('BB-7K3Q9')
      expect(part).toContain('Saturday, December 5, 2026 at 7:00 PM (Philippine Standard Time), for 2 hours')
      expect(part).toContain('4 guests')
      expect(part).toContain('Station 2, White Beach, Malay, Aklan')
      expect(part).toContain('+63 36 288 0000')
      expect(part).toContain(`https://beachbar.example/booking/${TOKEN}`)
    }
    expect(message.text).toContain(`See or cancel your booking: https://beachbar.example/booking/${TOKEN}`)
  })

  it('attaches the booking as a calendar file with the same UID as the private link downloads', () => {
    const [file] = renderEmail('booking-confirmation', content()).attachments
    expect(file.fileName).toBe('booking-bb-7k3q9.ics')
    expect(file.contentType).toMatch(/^text\/calendar; charset=utf-8/)
    expect(file.content).toContain('UID:booking-BB-7K3Q9@beachbar.example\r\n')
    expect(file.content).toContain('DTSTART;TZID=Asia/Manila:20261205T190000\r\n')
    expect(file.content).toContain('STATUS:CONFIRMED\r\n')
  })

  it('prints what the guest typed with no link-shaped text, in the subject, both parts and the calendar file', () => {
    const name = 'Prize at https://scam.example/win'
    const notes = 'Claim at www.scam.example or scam.example/x, write to prize@scam.example, or visit http://192.0.2.10 and scam\u3002example'
    for (const kind of BOOKING_EMAIL_KINDS) {
      const message = renderEmail(kind, content({}, { name, notes }))
      for (const part of [message.subject, message.text, message.html, ...message.attachments.map((a) => a.content)]) {
        expect(part).not.toContain('http://192')
        expect(part).not.toContain('https://scam')
        expect(part).not.toMatch(/scam[.\u3002]example/)
        expect(part).not.toContain('192.0.2.10')
      }
      expect(message.text).toContain('Claim at www[.]scam[.]example or scam[.]example/x, write to prize@scam[.]example')
      expect(message.html).not.toMatch(/href="[^"]*scam/)
    }
    // The staff notice names the guest in its subject: defused there too.
    expect(renderEmail('staff-new-booking', content({}, { name })).subject).toContain('Prize at https[:]//scam[.]example/win')
    // The venue's own data stays as staff wrote it.
    expect(renderEmail('booking-confirmation', content({}, { name })).text).toContain('E-mail: hello@beachbar.example')
  })

  it('escapes what the guest typed in the HTML part, and keeps it in the text part as typed', () => {
    const message = renderEmail('booking-confirmation', content({}, { name: '<b>Ana</b> & "Co"', notes: '<img src=x onerror=alert(1)>' }))
    expect(message.html).not.toContain('<img src=x')
    expect(message.html).not.toContain('<b>Ana</b>')
    expect(message.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(message.html).toContain('Hello &lt;b&gt;Ana&lt;/b&gt; &amp; &quot;Co&quot;,')
    expect(message.text).toContain('<img src=x onerror=alert(1)>')
  })

  it('never lets a name put a line break in a subject', () => {
    const message = renderEmail('staff-new-booking', content({}, { name: 'Ana\r\nBcc: someone@evil.example\r\n\r\nHi' }))
    expect(message.subject).not.toMatch(/[\r\n]/)
    expect(message.subject).toBe('New booking: Ana Bcc: someone@evil[.]example Hi, 4 guests, Saturday, December 5, 2026 at 7:00 PM (BB-7K3Q9)')
  })

  it('words the change by staff with what it was before, and attaches the new calendar file', () => {
    const message = renderEmail('booking-change', content({ previous: { time: '18:00', guests: 2 } }, { version: 3 }))
    expect(message.subject).toBe('Booking changed: Boracay Beach Bar, Saturday, December 5, 2026 at 7:00 PM (BB-7K3Q9)')
    expect(message.text).toContain('The time is now 7:00 PM (was 6:00 PM).')
    expect(message.text).toContain('The party is now 4 guests (was 2 guests).')
    expect(message.attachments[0].content).toContain('SEQUENCE:2\r\n')
  })

  it("words the guest's own change as theirs, with the day it moved from, and asks them to call if they did not make it", () => {
    const previous = { date: '2026-12-04', time: '23:30', guests: 2, seatingPreference: 'bar' as const }
    const message = renderEmail('booking-change', content({ previous, changedBy: 'guest' }, { date: '2026-12-05', time: '00:00', version: 2 }))
    expect(message.subject).toBe('Booking changed: Boracay Beach Bar, Saturday, December 5, 2026 at 12:00 AM (BB-7K3Q9)')
    expect(message.text).toContain('Your booking is changed, as you asked.')
    expect(message.text).toContain('It is now on Saturday, December 5, 2026 at 12:00 AM (was Friday, December 4, 2026 at 11:30 PM).')
    expect(message.text).not.toContain('The time is now')
    expect(message.text).toContain('The party is now 4 guests (was 2 guests).')
    expect(message.text).toContain('The seating is now at a table (was at the bar).')
    expect(message.text).toContain('Did you not make this change? Call us at +63 36 288 0000 or reply to this e-mail.')
    expect(message.text).not.toContain('We have changed your booking.')
    // Only what changed is named: the same day and seating say nothing of them.
    const timeOnly = renderEmail('booking-change', content({ previous: { date: '2026-12-05', time: '18:00', guests: 4, seatingPreference: 'table' }, changedBy: 'guest' }))
    expect(timeOnly.text).toContain('The time is now 7:00 PM (was 6:00 PM).')
    expect(timeOnly.text).not.toMatch(/It is now on|The party is now|The seating is now/)
  })

  it('tells the guest who cancelled', () => {
    expect(renderEmail('booking-cancellation', content({ cancelledBy: 'guest' })).text).toContain('Your booking is cancelled, as you asked.')
    const byVenue = renderEmail('booking-cancellation', content({ cancelledBy: 'venue' }))
    expect(byVenue.text).toContain('we have had to cancel your booking. Please call us at +63 36 288 0000')
    expect(byVenue.text).toContain('Book another time: https://beachbar.example/book')
    // The calendar file, cancelled: importing it marks the entry from the confirmation cancelled.
    expect(byVenue.text).toContain('The attached calendar file marks the booking cancelled in your calendar.')
    const cancelled = renderEmail('booking-cancellation', content({ cancelledBy: 'venue' }, { status: 'cancelled', version: 2 }))
    expect(cancelled.attachments[0].content).toContain('STATUS:CANCELLED\r\n')
    expect(cancelled.attachments[0].content).toContain('UID:booking-BB-7K3Q9@beachbar.example\r\n')
  })

  it("gives the venue the guest's contact details and a link to the back office, without the guest's private link", () => {
    const message = renderEmail('staff-new-booking', content({ manageToken: null }))
    expect(message.text).toContain('ana@example.com')
    expect(message.text).toMatch(/^Phone: +\+63 917 555 0142$/m)
    expect(message.text).toContain('Sunset view please')
    expect(message.text).toContain('Open the reservations: https://beachbar.example/admin/reservations')
    expect(message.text).not.toContain('/booking/')
  })

  it('has a readable text part and a whole HTML document for every kind, with no scripts and no remote images', () => {
    for (const kind of BOOKING_EMAIL_KINDS) {
      const message = renderEmail(kind, content())
      expect(message.text.length).toBeGreaterThan(100)
      expect(message.text).not.toMatch(/<[a-z]/i)
      expect(message.html).toMatch(/^<!doctype html><html lang="en">/)
      expect(message.html).not.toMatch(/<script|<img|https?:\/\/(?!beachbar\.example)/i)
    }
  })

  it("says the booking's own stay, and two hours for messages queued before stays varied", () => {
    expect(renderEmail('booking-confirmation', content({}, { stayMinutes: 90 })).text).toContain('at 7:00 PM (Philippine Standard Time), for 1 hour 30 minutes')
    expect(renderEmail('booking-reminder', content()).text).toContain('at 7:00 PM (Philippine Standard Time), for 2 hours')
  })

  it("words a group request: the guest's receipt without a calendar file, staff's decline message, the venue's notice", () => {
    const receipt = renderEmail('group-request-received', content({}, { guests: 30, status: 'requested' }))
    expect(receipt.subject).toBe('Group request received: Boracay Beach Bar, Saturday, December 5, 2026 at 7:00 PM (BB-7K3Q9)')
    expect(receipt.text).toContain('nothing is booked until we confirm it')
    expect(receipt.text).toContain(`See your request: https://beachbar.example/booking/${TOKEN}`)
    expect(receipt.attachments).toEqual([])
    const declined = renderEmail('group-request-declined', content({ message: 'Fully booked, <sorry>.' }, { guests: 30, status: 'declined' }))
    expect(declined.text).toContain('Fully booked, <sorry>.')
    expect(declined.html).toContain('Fully booked, &lt;sorry&gt;.')
    const notice = renderEmail('staff-group-request', content({ manageToken: null }, { guests: 30, name: 'Lea\r\nCruz' }))
    expect(notice.subject).toBe('New group request: 30 guests on Saturday, December 5, 2026 at 7:00 PM, Lea Cruz (BB-7K3Q9)')
    expect(notice.text).toContain('Open the requests: https://beachbar.example/admin/reservations#requests')
  })

  it('renders the same message from the same content (the preview is what is sent)', () => {
    expect(renderEmail('booking-reminder', content())).toEqual(renderEmail('booking-reminder', content()))
  })
})

describe('oneLine and escapeHtml', () => {
  it('turns every line break and control character into one space, and shortens long lines', () => {
    expect(oneLine('a\r\nb\u2028c\u0000d\te')).toBe('a b c d e')
    expect(oneLine('x'.repeat(300), 10)).toBe(`${'x'.repeat(9)}…`)
  })
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;')
  })
})
