import { expect, ownData, ownName, PHONE, test } from './support/public-fixtures'

// The booking form, its messages and the confirmation in the guest's language, on a phone: in Korean and in Simplified
// Chinese, a mistake in the form is explained in that language, and a booking made there is confirmed in it and
// remembers it. The English form is covered, unchanged, by the other booking specs.
test.describe.configure({ mode: 'parallel' })
test.use({ viewport: PHONE })

const own = ownData('public-i18n-booking.spec.ts')

const LANGUAGES = [
  {
    key: 'korean',
    lang: 'ko',
    prefix: '/ko',
    words: {
      title: '테이블 예약',
      form: '테이블 예약',
      name: '이름',
      email: '이메일',
      guests: '인원수',
      time: '시간',
      date: '날짜',
      seating: '좌석 선택',
      submit: '지금 예약',
      nameError: '이름을 입력해 주세요',
      emailError: '이메일 형식이 올바르지 않습니다',
      confirmed: '예약이 확정되었습니다',
      reference: '예약 번호',
      party: '인원',
      guestCount: '2명',
    },
  },
  {
    key: 'chinese',
    lang: 'zh-Hans',
    prefix: '/zh-hans',
    words: {
      title: '预订餐位',
      form: '预订餐位',
      name: '姓名',
      email: '电子邮箱',
      guests: '用餐人数',
      time: '时间',
      date: '日期',
      seating: '座位偏好',
      submit: '立即预订',
      nameError: '请输入您的姓名',
      emailError: '电子邮箱格式不正确',
      confirmed: '预订已确认',
      reference: '预订编号',
      party: '人数',
      guestCount: '2 位',
    },
  },
] as const

for (const { key, lang, prefix, words } of LANGUAGES) {
  test(`a guest books a table in ${lang}: labels, a mistake's message and the confirmation in that language`, async ({ page }) => {
    const { date } = own(key)
    await page.goto(`${prefix}/book?date=${date}`)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page).toHaveTitle(new RegExp(`^${words.title} \\|`))
    const form = page.getByRole('form', { name: words.form })
    const submit = form.getByRole('button', { name: words.submit })
    // The fields wait, disabled, until the page is hydrated.
    await expect(submit).toBeEnabled()

    for (const label of [words.name, words.email, words.guests, words.time]) await expect(form.getByLabel(label, { exact: true })).toBeVisible()
    await expect(form.getByRole('group', { name: words.seating })).toBeVisible()
    await expect(form).not.toContainText('Number of guests')
    await expect(form).not.toContainText('Seating preference')

    // A mistake: no name, an e-mail address that is not one.
    await form.getByLabel(words.email, { exact: true }).fill('not-an-address')
    await submit.click()
    await expect(form.getByText(words.nameError, { exact: true })).toBeVisible()
    await expect(form.getByText(words.emailError, { exact: true })).toBeVisible()
    await expect(form).not.toContainText('Please enter your name')
    await expect(form).not.toContainText('Invalid email format')

    const name = ownName('Min Park')
    await form.getByLabel(words.name, { exact: true }).fill(name)
    await form.getByLabel(words.email, { exact: true }).fill(`guest.${lang.toLowerCase()}@example.com`)
    const time = form.getByLabel(words.time, { exact: true })
    const firstTime = time.locator('option:not([disabled]):not([value=""])').first()
    await expect(firstTime).toBeAttached()
    // Times are written the language's way, never with AM or PM.
    await expect(firstTime).not.toHaveText(/AM|PM/)
    await time.selectOption((await firstTime.getAttribute('value'))!)

    const posted = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/reservations' && r.method() === 'POST')
    await submit.click()
    // The booking remembers the language it was made in.
    expect((await posted).postDataJSON()).toMatchObject({ name, language: lang })

    const confirmation = page.getByTestId('booking-confirmation')
    await expect(confirmation.getByRole('heading', { name: words.confirmed })).toBeVisible()
    await expect(confirmation).toContainText(words.reference)
    await expect(confirmation).toContainText(words.date)
    await expect(confirmation).toContainText(words.party)
    await expect(confirmation).toContainText(words.guestCount)
    await expect(confirmation).not.toContainText(/Reservation confirmed|Booking reference/)
    // As words: the private link's random token and the reference may hold the letters 'PM' ('BB-7PM3Q').
    const withoutLink = (await confirmation.innerText()).replace(/\/booking\/[\w-]+/g, '/booking/…')
    expect(withoutLink).not.toMatch(/\b[AP]M\b/)
    // The private link opens the guest's page in the same language.
    await expect(confirmation.getByTestId('private-link')).toContainText(`${prefix}/booking/`)
  })
}
