import { describe, expect, it } from 'vitest'
import { reservationMessages } from '~/contracts/reservations'
import { bookingLimitMessage } from './booking-limit'
import { bookingMessage, localizedError } from './booking-language'
import { ConflictError, InputError, TooManyRequestsError } from './errors'

describe('booking messages in the guest language', () => {
  it('answers English as it is, and a message the catalog lacks as it is', () => {
    expect(bookingMessage('en', reservationMessages.name)).toBe('Please enter your name')
    expect(bookingMessage('ko', 'Something nobody wrote down')).toBe('Something nobody wrote down')
  })

  it('translates the contracts\' exact words', () => {
    expect(bookingMessage('ko', reservationMessages.name)).toBe('이름을 입력해 주세요')
    expect(bookingMessage('zh-Hans', reservationMessages.guestsMax)).toBe('每个预订最多20位')
    expect(bookingMessage('zh-Hant', reservationMessages.email)).toBe('電子郵件格式無效')
    expect(bookingMessage('ja', reservationMessages.language)).toBe('言語は en、ko、zh-Hans、zh-Hant、ja のいずれかにしてください')
  })

  it('words the values of a message (party, time, choices, wait) in the language too', () => {
    expect(
      bookingMessage('ko', 'Sorry, we cannot seat 4 guests at a table at 7:00 PM on December 5, 2026. We can seat you at 6:30 PM or 8:00 PM that day.'),
    ).toBe('죄송합니다. 2026년 12월 5일 19:00에는 4명을 테이블에 모실 수 없습니다. 그날 18:30 또는 20:00에는 가능합니다.')
    expect(bookingMessage('ja', bookingLimitMessage(5))).toBe('短時間に何度もご予約されています。5分後にもう一度お試しいただくか、お電話ください。喜んでご予約を承ります。')
    expect(bookingMessage('zh-Hans', 'We are closed on Saturday, December 5, 2026 (Private party). Please choose another day.')).toBe(
      '2026年12月5日星期六我们休息（Private party）。请选择其他日期。',
    )
  })

  it('rewords a refusal\'s message and its fields\', keeping what else it carries', () => {
    const input = localizedError('ko', InputError.field('guests', reservationMessages.guestsMin)) as InputError
    expect(input.message).toBe('인원은 1명 이상이어야 합니다')
    expect(input.details).toEqual([{ path: 'guests', message: '인원은 1명 이상이어야 합니다' }])
    const conflict = localizedError('ja', new ConflictError('Sorry, that time has just been taken. Please choose another time.', { alternatives: ['20:00'] })) as ConflictError
    expect(conflict.message).toBe('申し訳ありません。その時間はちょうど埋まってしまいました。別の時間を選択してください。')
    expect(conflict.body).toEqual({ alternatives: ['20:00'] })
    const limit = localizedError('ko', new TooManyRequestsError(bookingLimitMessage(1), 30)) as TooManyRequestsError
    expect(limit.retryAfterSeconds).toBe(30)
    expect(limit.message).toContain('1분 후에')
  })
})
