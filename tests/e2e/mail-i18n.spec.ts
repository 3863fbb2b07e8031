import { PHONE, createReservation, expect, ownData, ownName, test, testTag } from './support/admin-fixtures'
import { received } from './support/mail-inbox'

// A booking remembers the language it was made in: the e-mail the guest receives over SMTP, and its calendar file,
// are in that language, and link the booking page in it.
const own = ownData('mail-i18n.spec.ts')

test('a booking made in Korean is confirmed by a Korean e-mail with a Korean calendar file and the Korean booking page', async ({ page, request, baseURL }) => {
  await page.setViewportSize(PHONE)
  const email = `ko.${testTag()}@example.com`
  const { date } = own('korean')
  const booking = await createReservation(request, { name: ownName('민지'), date, time: '19:30', guests: 3, seatingPreference: 'table', email, language: 'ko' })
  expect(booking.language).toBe('ko')

  const confirmation = await received(request, baseURL, email, '예약 확정: ')
  expect(confirmation.subject).toContain(`19:30 (${booking.reference})`)
  expect(confirmation.text).toContain('님, 안녕하세요.')
  expect(confirmation.text).toContain('테이블이 예약되어 고객님을 위해 준비되어 있습니다.')
  expect(confirmation.text).toContain('3명')
  const link = `${baseURL}/ko${booking.managePath}`
  expect(confirmation.text).toContain(`예약 확인 또는 취소: ${link}`)
  expect(confirmation.html).toContain('<html lang="ko">')
  expect(confirmation.html).toContain(`href="${link}"`)
  const ics = confirmation.attachments[0].content.replace(/\r\n /g, '')
  expect(ics).toContain('테이블 3명')
  expect(ics).toContain(`URL:${link}`)
  expect(ics).toContain(`DTSTART;TZID=Asia/Manila:${date.replaceAll('-', '')}T193000\r\n`)
})

test('a booking made in Simplified Chinese is confirmed in Chinese, and its cancellation too', async ({ request, baseURL }) => {
  const email = `zh.${testTag()}@example.com`
  const booking = await createReservation(request, { name: ownName('Li Wei'), date: own('chinese').date, time: '18:00', guests: 2, email, language: 'zh-Hans' })
  const confirmation = await received(request, baseURL, email, '预订已确认：')
  expect(confirmation.text).toContain('期待您的光临！')
  expect(confirmation.text).toContain(`${baseURL}/zh-hans${booking.managePath}`)

  const cancelled = await request.post(`/api/bookings/${booking.manageToken}/cancel`)
  expect(cancelled.status()).toBe(200)
  const cancellation = await received(request, baseURL, email, '预订已取消：')
  expect(cancellation.text).toContain('已按您的要求取消预订。')
})
