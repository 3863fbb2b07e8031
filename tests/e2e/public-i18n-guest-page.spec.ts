import { createReservation, expect, expectNoAxeViolations, ownData, ownName, PHONE, test } from './support/public-fixtures'

// After the booking, in the guest's language: the private booking page of a Korean booking and its change form, and
// a Chinese group request from the large-party path of the form. The English pages are the other booking specs'.
test.describe.configure({ mode: 'parallel' })
test.use({ viewport: PHONE })

const own = ownData('public-i18n-guest-page.spec.ts')
const AM_PM = /\b[AP]M\b/

test('a Korean booking\'s private page and its change form are in Korean, and a change is confirmed in Korean', async ({ page }) => {
  const { date } = own('korean change')
  const booking = await createReservation(page.request, { name: ownName('김민지'), date, time: '19:00', guests: 2, seatingPreference: 'table', language: 'ko' })
  await page.goto(`/ko${booking.managePath}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko')
  await expect(page).toHaveTitle(/^내 예약 \|/)
  const details = page.getByTestId('manage-booking')
  await expect(details).toContainText('19:00')
  await expect(details).toContainText('2명')
  // As words, without the page's address: its random token and the reference may hold the letters 'PM'.
  expect((await details.innerText()).replace(/\/booking\/[\w-]+/g, '')).not.toMatch(AM_PM)

  const section = page.getByRole('region', { name: '예약 변경' })
  await expect(section).toContainText('까지 온라인으로 날짜, 시간, 인원수, 좌석을 변경할 수 있습니다.')
  const open = section.getByRole('button', { name: '예약 변경' })
  await expect(open).toBeEnabled()
  await open.click()
  const form = section.getByRole('form', { name: '예약 변경' })
  const time = form.getByLabel('시간', { exact: true })
  await expect(time.locator('option[value="20:00"]')).toHaveText('20:00')
  await time.selectOption('20:00')
  const answer = page.waitForResponse((r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname === `/api/bookings/${booking.manageToken}`)
  await form.getByRole('button', { name: '변경 사항 저장' }).click()
  expect((await answer).status()).toBe(200)
  const done = section.getByTestId('change-booking-done')
  await expect(done).toContainText('예약이 ')
  await expect(done).toContainText('20:00, 2명(으)로 변경되었습니다.')
  await expectNoAxeViolations(page, 'Korean booking page')
  await expect(page.locator('body')).not.toContainText('Change booking')
})

test('a party of 30 on the Chinese form is offered a group request, sent and confirmed in Chinese', async ({ page }) => {
  const { date } = own('chinese group')
  await page.goto(`/zh-hans/book?date=${date}`)
  const guests = page.getByLabel('用餐人数', { exact: true })
  await expect(guests).toBeEnabled()
  await page.getByLabel('姓名', { exact: true }).fill(ownName('王伟'))
  await guests.fill('30')
  await expect(page.getByTestId('group-booking')).toContainText('30 位客人请发送团体预订请求，我们会通过电子邮件回复您。')
  const time = page.getByLabel('时间', { exact: true })
  const firstTime = time.locator('option:not([disabled]):not([value=""])').first()
  await expect(firstTime).toBeAttached()
  await expect(firstTime).not.toHaveText(AM_PM)
  await time.selectOption((await firstTime.getAttribute('value'))!)
  await page.getByLabel('电子邮箱', { exact: true }).fill('group.zh@example.com')
  await page.getByLabel('电话', { exact: true }).fill('0917 555 0142')
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/group-requests' && r.method() === 'POST')
  await page.getByRole('button', { name: '发送团体预订请求' }).click()
  expect((await sent).postDataJSON()).toMatchObject({ guests: 30, language: 'zh-Hans' })

  const panel = page.getByTestId('group-request-confirmation')
  await expect(panel.getByRole('heading', { name: '请求已发送' })).toBeVisible()
  await expect(panel).toContainText('请求编号')
  await expect(panel).toContainText('30 位')
  await expect(panel.getByTestId('private-link')).toContainText('/zh-hans/booking/')
  await expectNoAxeViolations(page, 'Chinese group request sent')
  await expect(panel).not.toContainText(/Request sent|Request reference/)
})
