import { describe, expect, it } from 'vitest'
import type { Language } from '~/lib/languages'
import { renderEmail } from './booking-email'
import type { BookingEmailContent } from './booking-email-content'
import { emailContent, TOKEN } from './test-content'

function content(language: Language | undefined, overrides: Partial<BookingEmailContent> = {}, booking: Partial<BookingEmailContent['booking']> = {}): BookingEmailContent {
  return emailContent({ ...(language ? { language } : {}), ...overrides }, { stayMinutes: 90, notes: null, status: 'confirmed', ...booking })
}

describe('booking e-mails in the language the guest booked in', () => {
  it('writes an English message exactly as before languages when the booking is English or says nothing', () => {
    expect(renderEmail('booking-confirmation', content('en'))).toEqual(renderEmail('booking-confirmation', content(undefined)))
    const message = renderEmail('booking-confirmation', content('en'))
    expect(message.subject).toBe('Booking confirmed: Boracay Beach Bar, Saturday, December 5, 2026 at 7:00 PM (BB-7K3Q9)')
    expect(message.text).toContain('When:              Saturday, December 5, 2026 at 7:00 PM (Philippine Standard Time), for 1 hour 30 minutes')
    expect(message.html).toContain('<html lang="en">')
    expect(message.attachments[0].content).toContain('SUMMARY:Table for 4 at Boracay Beach Bar')
  })

  it('confirms a Korean booking in Korean: Korean dates and times, the Korean booking page, a Korean calendar file', () => {
    const message = renderEmail('booking-confirmation', content('ko'))
    expect(message.subject).toBe('예약 확정: Boracay Beach Bar, 2026년 12월 5일 토요일 19:00 (BB-7K3Q9)')
    expect(message.text).toContain('Ana Reyes님, 안녕하세요.')
    expect(message.text).toContain('2026년 12월 5일 토요일 19:00 (필리핀 표준시), 1시간 30분 동안')
    expect(message.text).toContain('4명')
    expect(message.text).toContain(`예약 확인 또는 취소: https://beachbar.example/ko/booking/${TOKEN}`)
    expect(message.text).toContain('전화: +63 36 288 0000')
    expect(message.text).not.toMatch(/Booking|Hello|Phone:|guests/)
    expect(message.html).toContain('<html lang="ko">')
    const ics = message.attachments[0].content
    expect(ics).toContain('SUMMARY:Boracay Beach Bar 테이블 4명')
    expect(ics).toContain('DESCRIPTION:예약 번호: BB-7K3Q9\\n인원: 4명\\n좌석: 테이블')
    expect(ics.replace(/\r\n /g, '')).toContain(`URL:https://beachbar.example/ko/booking/${TOKEN}`)
  })

  it('writes Simplified and Traditional Chinese and Japanese with their own words and 24- or 12-hour clocks', () => {
    expect(renderEmail('booking-confirmation', content('zh-Hans')).subject).toBe('预订已确认：Boracay Beach Bar，2026年12月5日星期六 19:00（BB-7K3Q9）')
    expect(renderEmail('booking-confirmation', content('zh-Hant')).subject).toBe('預訂已確認：Boracay Beach Bar，2026年12月5日星期六 19:00（BB-7K3Q9）')
    const ja = renderEmail('booking-reminder', content('ja'))
    expect(ja.subject).toBe('ご予約のリマインダー：Boracay Beach Bar、2026年12月5日土曜日 19:00（BB-7K3Q9）')
    expect(ja.text).toContain('Ana Reyes様')
    expect(ja.text).toContain(`https://beachbar.example/ja/booking/${TOKEN}`)
  })

  it('says what changed, and links a cancellation to the booking page in the language', () => {
    const change = renderEmail('booking-change', content('ko', { previous: { date: '2026-12-05', time: '18:00', guests: 2, seatingPreference: 'bar' }, changedBy: 'guest' }))
    expect(change.text).toContain('요청하신 대로 예약이 변경되었습니다.')
    expect(change.text).toContain('변경된 시간: 19:00 (이전: 18:00).')
    expect(change.text).toContain('변경된 인원: 4명 (이전: 2명).')
    expect(change.text).toContain('변경된 좌석: 테이블 (이전: 바 좌석).')
    const cancelled = renderEmail('booking-cancellation', content('zh-Hans', { cancelledBy: 'venue' }, { status: 'cancelled' }))
    expect(cancelled.text).toContain('预订其他时间: https://beachbar.example/zh-hans/book')
    expect(cancelled.attachments[0].content).toContain('DESCRIPTION:此预订已取消。')
  })

  it('keeps the venue\'s notice of a Korean guest\'s booking in English, as the back office', () => {
    const notice = renderEmail('staff-new-booking', content('ko'))
    expect(notice.subject).toBe('New booking: Ana Reyes, 4 guests, Saturday, December 5, 2026 at 7:00 PM (BB-7K3Q9)')
    expect(notice.html).toContain('<html lang="en">')
  })
})
