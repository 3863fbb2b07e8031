import { describe, expect, it } from 'vitest'
import { CATALOG_FILES } from '~/i18n/catalog-files'
import { eventClosure } from '~/lib/event-opening'
import type { Language } from '~/lib/languages'
import { type MessageParams, translate } from '~/lib/messages'
import { DEFAULT_WEEKLY_HOURS, type OpeningHoursJson } from '~/lib/opening-hours'
import { localClosedNotice } from './closed-notice'

/** `t` of a page in `lang`, from the real catalogs. */
function textOf(lang: Language) {
  const catalog = Object.fromEntries(
    ['frame', 'pages'].flatMap((area) => Object.entries(CATALOG_FILES[area][lang] ?? {}).map(([key, message]) => [`${area}.${key}`, message])),
  )
  return (key: string, params?: MessageParams) => translate(lang, catalog, key, params)
}

// 28 November 2026 is a Saturday.
const hours: OpeningHoursJson = {
  weekly: DEFAULT_WEEKLY_HOURS,
  exceptions: [
    { date: '2026-11-28', closed: true, note: 'Private event' },
    { date: '2026-11-29', closed: false, opens: '18:00', closes: '02:00', note: 'Fiesta' },
    { date: '2026-12-01', closed: true },
  ],
}
const closedWithNote = eventClosure(hours, '2026-11-28', '20:00')!
const closed = eventClosure(hours, '2026-12-01', '20:00')!
const outsideWithNote = eventClosure(hours, '2026-11-29', '12:00')!
const outside = eventClosure(hours, '2026-11-27', '09:00')!

describe('localClosedNotice', () => {
  it('keeps the server’s English words on English pages', () => {
    for (const notice of [closedWithNote, closed, outsideWithNote, outside]) expect(localClosedNotice(notice, 'en', textOf('en'))).toBe(notice)
  })

  it('words each notice in the page’s language, the hours as the language writes them, the note as staff wrote it', () => {
    expect(localClosedNotice(closedWithNote, 'ko', textOf('ko'))).toBe('이날은 영업하지 않습니다(Private event).')
    expect(localClosedNotice(closed, 'ja', textOf('ja'))).toBe('この日は休業日です。')
    expect(localClosedNotice(outsideWithNote, 'zh-Hans', textOf('zh-Hans'))).toBe('本店此时段不营业。当天营业时间：18:00至02:00（Fiesta）。')
    expect(localClosedNotice(outside, 'zh-Hant', textOf('zh-Hant'))).toBe('本店此時段不營業。當天營業時間：11:00至24:00。')
    expect(localClosedNotice(outside, 'ko', textOf('ko'))).toBe('이 시간에는 영업하지 않습니다. 이날 영업시간: 11:00~24:00.')
  })

  it('shows a notice in other words as it is', () => {
    expect(localClosedNotice('Closed for a storm.', 'ko', textOf('ko'))).toBe('Closed for a storm.')
  })
})
