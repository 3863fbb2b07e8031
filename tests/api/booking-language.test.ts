import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { emailOutbox, reservations } from '~/.server/db/schema'
import { renderEmail } from '~/.server/email/booking-email'
import type { BookingEmailContent } from '~/.server/email/booking-email-content'
import type { GuestBookingChangedJson, GuestBookingJson } from '~/contracts/bookings'
import type { BookingEmailKind } from '~/contracts/emails'
import type { CreatedGroupRequestJson } from '~/contracts/group-requests'
import type { CreatedReservationJson, ReservationJson } from '~/contracts/reservations'
import { bookingBody, seedCapacity } from '../support/capacity'
import { BASE, useTestApp } from '../support/test-app'

const t = useTestApp({ TRUST_PROXY: '1', BOOKINGS_PER_ADDRESS_PER_HOUR: '2', PUBLIC_URL: BASE })

// The venue clock: Wednesday 2026-11-25, 12:00 in Manila (UTC+8).
const NOW = new Date('2026-11-25T04:00:00Z')
const DAY = '2026-12-05'

beforeEach(async () => {
  t.setNow(NOW)
  await seedCapacity(t.database.handle.db, { tables: [[1, 4], [2, 4], [3, 6]], barSeats: 6 })
})

let nextAddress = 1
const address = () => `198.51.100.${nextAddress++ % 250}`

function post(path: string, body: Record<string, unknown>, from = address()) {
  return t.request('POST', path, { body, headers: { 'x-forwarded-for': from } })
}

async function book(overrides: Record<string, unknown> = {}): Promise<CreatedReservationJson> {
  const res = await post('/api/reservations', bookingBody({ date: DAY, ...overrides }))
  expect(res.status, await res.clone().text()).toBe(201)
  return (await res.json()) as CreatedReservationJson
}

async function refusal(res: Response, status: number) {
  expect(res.status).toBe(status)
  return (await res.json()) as { message: string; details?: Array<{ path: string; message: string }> }
}

/** The guest's messages the outbox holds for a booking, rendered as the sender sends them. */
async function guestMessages(reservationId: number) {
  const rows = await t.database.handle.db.select().from(emailOutbox).where(eq(emailOutbox.reservationId, reservationId)).orderBy(emailOutbox.id)
  return rows.map((row) => ({ kind: row.kind, ...renderEmail(row.kind as BookingEmailKind, row.content as BookingEmailContent) }))
}

const tokenOf = (managePath: string) => managePath.split('/').at(-1) ?? ''

describe('the language of a booking', () => {
  it('is stored and answered: the one asked for, English when none is', async () => {
    const korean = await book({ language: 'ko' })
    expect(korean.language).toBe('ko')
    const [row] = await t.database.handle.db.select().from(reservations).where(eq(reservations.id, korean.id))
    expect(row.language).toBe('ko')
    const guest = (await (await t.request('GET', `/api/bookings/${korean.manageToken}`)).json()) as GuestBookingJson
    expect(guest.language).toBe('ko')

    const english = await book()
    expect(english.language).toBe('en')
    const cookie = await t.signIn()
    const staffRead = (await (await t.request('GET', `/api/reservations?date=${DAY}`, { cookie })).json()) as ReservationJson[]
    expect(staffRead.map((r) => [r.id, r.language])).toEqual(
      expect.arrayContaining([
        [korean.id, 'ko'],
        [english.id, 'en'],
      ]),
    )
  })

  it('must be one of the five languages', async () => {
    for (const language of ['fr', 'KO', 'zh', 7, null]) {
      const body = await refusal(await post('/api/reservations', bookingBody({ date: DAY, language })), 400)
      expect(body.details).toEqual([{ path: 'language', message: 'Language must be one of en, ko, zh-Hans, zh-Hant, ja' }])
    }
    const group = await refusal(await post('/api/group-requests', { ...bookingBody({ date: DAY, guests: 30, language: 'de' }), seatingPreference: undefined }), 400)
    expect(group.details?.map((d) => d.path)).toEqual(['language'])
  })
})

describe('refusals in the language of the booking', () => {
  it('answers a Korean booking\'s mistakes in Korean, every field\'s, and an English one in English as before', async () => {
    const korean = await refusal(await post('/api/reservations', bookingBody({ date: DAY, language: 'ko', name: '', guests: 0, email: 'nope' })), 400)
    expect(korean.details).toEqual([
      { path: 'name', message: '이름을 입력해 주세요' },
      { path: 'email', message: '이메일 형식이 올바르지 않습니다' },
      { path: 'guests', message: '인원은 1명 이상이어야 합니다' },
    ])
    expect(korean.message).toBe('이름을 입력해 주세요')
    const english = await refusal(await post('/api/reservations', bookingBody({ date: DAY, name: '', guests: 0, email: 'nope' })), 400)
    expect(english.details).toEqual([
      { path: 'name', message: 'Please enter your name' },
      { path: 'email', message: 'Invalid email format' },
      { path: 'guests', message: 'Must have at least 1 guest' },
    ])
  })

  it('words the 409 with its party and times in the language, and a past time in Chinese', async () => {
    const big = await refusal(await post('/api/reservations', bookingBody({ date: DAY, guests: 12, language: 'ko' })), 409)
    expect(big.message).toBe('죄송합니다. 12명이 앉을 테이블이 없습니다. 전화로 단체 예약을 문의해 주세요.')
    const past = await refusal(await post('/api/reservations', bookingBody({ date: '2026-11-25', time: '11:00', language: 'zh-Hans' })), 400)
    expect(past.details).toEqual([{ path: 'time', message: '请选择晚于现在的时间' }])
  })

  it('answers the per-address limit in the language', async () => {
    const from = address()
    for (const time of ['18:00', '19:00']) expect((await post('/api/reservations', bookingBody({ date: DAY, time, language: 'ja' }), from)).status).toBe(201)
    const limited = await refusal(await post('/api/reservations', bookingBody({ date: DAY, time: '20:00', language: 'ja' }), from), 429)
    expect(limited.message).toMatch(/^短時間に何度もご予約されています。\d+分後にもう一度お試しいただくか/)
  })

  it('answers a Japanese group request in Japanese', async () => {
    const body = { name: 'Yui', email: 'yui@example.com', date: DAY, time: '19:00', guests: 30, language: 'ja' }
    const refused = await refusal(await post('/api/group-requests', body), 400)
    expect(refused.details).toEqual([{ path: 'phone', message: '電話番号を入力してください' }])
    const res = await post('/api/group-requests', { ...body, phone: '0917 555 0142' })
    expect(res.status, await res.clone().text()).toBe(201)
    const created = (await res.json()) as CreatedGroupRequestJson
    const [row] = await t.database.handle.db.select().from(reservations).where(eq(reservations.reference, created.reference))
    expect(row.language).toBe('ja')
    const [receipt] = await guestMessages(row.id)
    expect(receipt.kind).toBe('group-request-received')
    expect(receipt.subject).toMatch(/^団体予約リクエスト受付：/)
    expect(receipt.text).toContain(`${BASE}/ja${created.managePath}`)
  })

  it('answers the guest\'s own change and cancellation in the language the booking was made in', async () => {
    const booking = await book({ language: 'zh-Hant' })
    const empty = await refusal(await t.request('PATCH', `/api/bookings/${booking.manageToken}`, { body: {} }), 400)
    expect(empty.message).toBe('沒有需要變更的內容：請傳送日期、時間、人數或座位偏好')
    const tooMany = await refusal(await t.request('PATCH', `/api/bookings/${booking.manageToken}`, { body: { guests: 21 } }), 400)
    expect(tooMany.details).toEqual([{ path: 'guests', message: '每筆預訂最多20位' }])
    const moved = await t.request('PATCH', `/api/bookings/${booking.manageToken}`, { body: { time: '20:00' } })
    expect(moved.status).toBe(200)
    expect(((await moved.json()) as GuestBookingChangedJson).language).toBe('zh-Hant')
    const cancelled = await t.request('POST', `/api/bookings/${booking.manageToken}/cancel`)
    expect(cancelled.status).toBe(200)
    const kinds = (await guestMessages(booking.id)).map((m) => [m.kind, m.subject.split('：')[0]])
    expect(kinds).toEqual([
      ['booking-confirmation', '預訂已確認'],
      ['booking-reminder', '預訂提醒'],
      ['staff-new-booking', expect.stringMatching(/^New booking: /)],
      ['booking-change', '預訂已變更'],
      ['booking-reminder', '預訂提醒'],
      ['booking-cancellation', '預訂已取消'],
    ])
  })
})

describe('e-mails and calendar files in the language of the booking', () => {
  it('queues a Korean confirmation with a Korean calendar file and a Chinese one for a Chinese booking', async () => {
    const korean = await book({ language: 'ko', name: '김민지', seatingPreference: 'bar' })
    const [confirmation] = await guestMessages(korean.id)
    expect(confirmation.kind).toBe('booking-confirmation')
    expect(confirmation.subject).toBe(`예약 확정: Boracay Beach Bar, 2026년 12월 5일 토요일 19:00 (${korean.reference})`)
    expect(confirmation.text).toContain('김민지님, 안녕하세요.')
    expect(confirmation.text).toContain('바 좌석이 예약되어 고객님을 위해 준비되어 있습니다.')
    expect(confirmation.text).toContain(`예약 확인 또는 취소: ${BASE}/ko/booking/${korean.manageToken}`)
    const ics = confirmation.attachments[0].content.replace(/\r\n /g, '')
    expect(ics).toContain('SUMMARY:Boracay Beach Bar 바 좌석 2명')
    expect(ics).toContain('좌석: 바')

    const chinese = await book({ language: 'zh-Hans' })
    const [zh] = await guestMessages(chinese.id)
    expect(zh.subject).toBe(`预订已确认：Boracay Beach Bar，2026年12月5日星期六 19:00（${chinese.reference}）`)
    expect(zh.text).toContain('您的餐桌已预订并为您保留。期待您的光临！')
    expect(zh.attachments[0].content.replace(/\r\n /g, '')).toContain('SUMMARY:Boracay Beach Bar餐桌，2位')
  })

  it('downloads the Korean booking\'s calendar file in Korean, linking the Korean booking page', async () => {
    const korean = await book({ language: 'ko' })
    const res = await t.request('GET', `/api/bookings/${tokenOf(korean.managePath)}/ics`)
    expect(res.status).toBe(200)
    const ics = (await res.text()).replace(/\r\n /g, '')
    expect(ics).toContain('SUMMARY:Boracay Beach Bar 테이블 2명')
    expect(ics).toContain(`URL:${BASE}/ko/booking/${korean.manageToken}`)
  })
})
