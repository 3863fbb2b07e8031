/**
 * What each e-mail says, from what the outbox stored at the change that caused it: a subject, a plain-text part and
 * an HTML part that read the same, and the booking's calendar file where it helps. Pure: the same content always
 * renders the same message, so the back office's preview is exactly what is (or was) sent.
 *
 * Whatever a guest typed (the name, the notes) is printed with every link-shaped piece defused (~/lib/defuse-links):
 * the booking form lets a stranger choose both the recipient and that text.
 */
import type { BookingEmailKind as EmailKind, EmailKind as AnyEmailKind } from '~/contracts/emails'
import { requestsSectionPath } from '~/contracts/group-requests'
import { DEFAULT_LANGUAGE, type Language } from '~/lib/languages'
import { phoneForReading } from '~/lib/phone-number'
import { venueDateTime } from '~/lib/venue-time'
import { bookingCalendar } from '~/lib/booking-calendar-file'
import { defuseLinks } from '~/lib/defuse-links'
import { type BookingEmailContent, EARLIER_STAY_MINUTES, type EmailAttachment, type RenderedEmail } from './booking-email-content'
import { calendarWords, type EmailWords, emailWords, stay, zoneName as zoneNameIn } from './localized-words'
import { type Body, type Detail, htmlPart, oneLine, type PartWords, textPart } from './message-parts'

/** The language a message is written in: the guest's; the venue's notices stay English, as the back office. */
function languageFor(kind: EmailKind, content: BookingEmailContent): Language {
  return isVenueNotice(kind) ? DEFAULT_LANGUAGE : (content.language ?? DEFAULT_LANGUAGE)
}

type Words = EmailWords

/** The zone's name at the booking's start, e.g. 'Philippine Standard Time'. */
function zoneName(content: BookingEmailContent, lang: Language): string {
  return zoneNameIn(lang, venueDateTime(content.booking.date, content.booking.time, content.timeZone), content.timeZone)
}

function bookingDetails(content: BookingEmailContent, words: Words, withContact = false): Detail[] {
  const { booking } = content
  const { t } = words
  const whenValue = t('whenValue', {
    when: words.when(booking.date, booking.time),
    zone: zoneName(content, words.lang),
    stay: stay(words.lang, booking.stayMinutes ?? EARLIER_STAY_MINUTES),
  })
  return [
    [t('label.reference'), booking.reference],
    [t('label.when'), whenValue],
    [t('label.party'), words.party(booking.guests)],
    [t('label.seating'), words.seating(booking.seatingPreference)],
    ...(withContact ? ([['Name', booking.name], ['E-mail', booking.email ?? '–'], ['Phone', booking.phone ? phoneForReading(booking.phone) : '–']] as Detail[]) : []),
    ...(booking.notes ? ([[t('label.requests'), booking.notes]] as Detail[]) : []),
  ]
}

/** The guest's private page, in the language they booked in. */
const privateLink = (content: BookingEmailContent, words: Words) =>
  content.manageToken ? `${content.origin}${words.path(`/booking/${content.manageToken}`)}` : null

function calendarAttachment(content: BookingEmailContent, words: Words): EmailAttachment[] {
  const link = privateLink(content, words)
  if (!link) return []
  const file = bookingCalendar(
    { ...content.booking, stayMinutes: content.booking.stayMinutes ?? EARLIER_STAY_MINUTES },
    content.venue,
    { origin: content.origin, privateLink: link, stamp: new Date(content.changedAt), timeZone: content.timeZone },
    calendarWords(words.lang),
  )
  return [{ fileName: file.fileName, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: file.body }]
}

function guestLink(content: BookingEmailContent, words: Words, label: string): Body['link'] {
  const url = privateLink(content, words)
  return url ? { label, url } : undefined
}

/** What a change message says changed: the day (with its time), else the time; the party; the seating. */
function changeLines({ booking, previous }: BookingEmailContent, words: Words): string[] {
  if (!previous) return []
  const { t } = words
  const lines: string[] = []
  if (previous.date !== undefined && previous.date !== booking.date) {
    lines.push(t('change.day', { now: words.when(booking.date, booking.time), was: words.when(previous.date, previous.time) }))
  } else if (previous.time !== booking.time) {
    lines.push(t('change.time', { now: words.time(booking.time), was: words.time(previous.time) }))
  }
  if (previous.guests !== booking.guests) lines.push(t('change.party', { now: words.party(booking.guests), was: words.party(previous.guests) }))
  if (previous.seatingPreference !== undefined && previous.seatingPreference !== booking.seatingPreference) {
    lines.push(t('change.seating', { now: words.seatingWords(booking.seatingPreference), was: words.seatingWords(previous.seatingPreference) }))
  }
  return lines
}

type GuestKind = Exclude<EmailKind, 'staff-new-booking' | 'staff-group-request'>

const WAITLIST_KINDS = new Set<EmailKind>(['waitlist-joined', 'waitlist-ready', 'waitlist-offer'])

/** The guest's place in line (a waitlist message's link), in their language. */
function waitlistLink(content: BookingEmailContent, words: Words): Body['link'] {
  const token = content.waitlist?.token
  return token ? { label: words.t('link.waitlist'), url: `${content.origin}${words.path(`/waitlist/${token}`)}` } : undefined
}

/** A waitlist message's body: joined (the link), ready (come to the host), offer (the held time and until when). */
function waitlistBody(kind: EmailKind, content: BookingEmailContent, words: Words, hello: string): Body {
  const { t } = words
  const { booking, waitlist } = content
  const online = waitlist?.from != null && waitlist.to != null
  const paragraphs =
    kind === 'waitlist-ready'
      ? [t('waitlist.ready')]
      : kind === 'waitlist-offer'
        ? [t('waitlist.offer', { party: words.party(booking.guests), when: words.when(booking.date, booking.time), until: words.time(waitlist?.until ?? booking.time) })]
        : online
          ? [t('waitlist.joinedOnline', { party: words.party(booking.guests), from: words.when(booking.date, waitlist!.from!), to: words.time(waitlist!.to!) })]
          : [t('waitlist.joined')]
  const details: Detail[] = [
    [t('label.party'), words.party(booking.guests)],
    [t('label.seating'), words.seating(booking.seatingPreference)],
    ...(booking.notes ? ([[t('label.requests'), booking.notes]] as Detail[]) : []),
  ]
  return { greeting: hello, paragraphs, details, link: waitlistLink(content, words), after: [t('questions', { phone: content.venue.phone })], signed: true }
}

/** The messages to the venue about a guest's booking or request: a reply to one goes to the guest. */
export function isVenueNotice(kind: AnyEmailKind): boolean {
  return kind === 'staff-new-booking' || kind === 'staff-group-request'
}

/** The content with what the guest typed made unlinkable: the venue's own data stays as staff wrote it. */
function withGuestTextDefused(content: BookingEmailContent): BookingEmailContent {
  const { booking } = content
  return { ...content, booking: { ...booking, name: defuseLinks(booking.name), notes: booking.notes === null ? null : defuseLinks(booking.notes) } }
}

/** The message's subject: always one line. */
export function emailSubject(kind: EmailKind, guestContent: BookingEmailContent): string {
  const content = withGuestTextDefused(guestContent)
  const { booking, venue } = content
  const words = emailWords(languageFor(kind, content))
  const at = words.when(booking.date, booking.time)
  const subject = WAITLIST_KINDS.has(kind)
    ? words.t('subject.waitlist', { prefix: words.t(`subject.${kind as GuestKind}`), venue: venue.name, when: at })
    : kind === 'staff-new-booking'
      ? `New booking: ${oneLine(booking.name, 80)}, ${words.party(booking.guests)}, ${at} (${booking.reference})`
      : kind === 'staff-group-request'
        ? `New group request: ${words.party(booking.guests)} on ${at}, ${oneLine(booking.name, 80)} (${booking.reference})`
        : words.t('subject', { prefix: words.t(`subject.${kind as GuestKind}`), venue: venue.name, when: at, reference: booking.reference })
  return oneLine(subject)
}

/** The message of `kind` about the booking in `content`. */
export function renderEmail(kind: EmailKind, guestContent: BookingEmailContent): RenderedEmail {
  const content = withGuestTextDefused(guestContent)
  const { booking, venue } = content
  const subject = emailSubject(kind, content)
  const words = emailWords(languageFor(kind, content))
  const { t } = words
  const hello = t('hello', { name: oneLine(booking.name, 100) })
  const manage = () => guestLink(content, words, t('link.manage'))
  const bookAgain = { label: t('link.bookAgain'), url: `${content.origin}${words.path('/book')}` }
  const phone = { phone: venue.phone }
  let body: Body
  let attachments: EmailAttachment[] = []
  switch (kind) {
    case 'booking-confirmation':
      body = {
        greeting: hello,
        paragraphs: [
          t(booking.seatingPreference === 'bar' ? 'confirmation.bar' : 'confirmation.table'),
        ],
        details: bookingDetails(content, words),
        link: manage(),
        after: [t('confirmation.after', phone)],
        signed: true,
      }
      attachments = calendarAttachment(content, words)
      break
    case 'booking-reminder':
      body = {
        greeting: hello,
        paragraphs: [t('reminder.intro')],
        details: bookingDetails(content, words),
        link: manage(),
        after: [t('reminder.after', phone)],
        signed: true,
      }
      break
    case 'booking-change': {
      const byGuest = content.changedBy === 'guest'
      body = {
        greeting: hello,
        paragraphs: [t(byGuest ? 'change.byGuest' : 'change.byVenue'), ...changeLines(content, words)],
        details: bookingDetails(content, words),
        link: manage(),
        after: [t(byGuest ? 'change.afterGuest' : 'change.afterVenue', phone)],
        signed: true,
      }
      attachments = calendarAttachment(content, words)
      break
    }
    case 'booking-cancellation':
      body = {
        greeting: hello,
        paragraphs: [
          content.cancelledBy === 'guest' ? t('cancellation.byGuest') : t('cancellation.byVenue', phone),
        ],
        details: bookingDetails(content, words),
        link: bookAgain,
        signed: true,
      }
      attachments = calendarAttachment(content, words)
      break
    case 'staff-new-booking':
      body = {
        greeting: 'A guest has booked online.',
        paragraphs: [],
        details: bookingDetails(content, words, true),
        link: { label: 'Open the reservations', url: `${content.origin}/admin/reservations` },
        after: booking.email ? ['Reply to this e-mail to write to the guest.'] : [],
        signed: false,
      }
      break
    case 'group-request-received':
      body = {
        greeting: hello,
        paragraphs: [
          t('groupReceived', { guests: booking.guests }),
        ],
        details: bookingDetails(content, words),
        link: guestLink(content, words, t('link.request')),
        after: [t('questions', phone)],
        signed: true,
      }
      break
    case 'group-request-declined':
      body = {
        greeting: hello,
        paragraphs: [t('groupDeclined'), ...(content.message ? [content.message] : [])],
        details: bookingDetails(content, words),
        link: bookAgain,
        after: [t('questions', phone)],
        signed: true,
      }
      break
    case 'waitlist-joined':
    case 'waitlist-ready':
    case 'waitlist-offer':
      body = waitlistBody(kind, content, words, hello)
      break
    case 'staff-group-request':
      body = {
        greeting: 'A guest has sent a group request.',
        paragraphs: ['It holds no table yet: assign tables and confirm it, or decline it with a message, on the host stand.'],
        details: bookingDetails(content, words, true),
        link: { label: 'Open the requests', url: `${content.origin}${requestsSectionPath}` },
        after: booking.email ? ['Reply to this e-mail to write to the guest.'] : [],
        signed: false,
      }
      break
  }
  if (attachments.length > 0) {
    const calendar = t(kind === 'booking-cancellation' ? 'calendar.cancels' : 'calendar.adds')
    body.after = [calendar, ...(body.after ?? [])]
  }
  const parts: PartWords = {
    lang: words.lang,
    phone: (value) => t('signature.phone', { phone: value }),
    email: (value) => t('signature.email', { email: value }),
    openAddress: t('openAddress'),
  }
  return { subject, text: textPart(body, venue, parts), html: htmlPart(subject, body, venue, parts), attachments }
}
