import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { CATALOG_FILES } from '~/i18n/catalog-files'
import { I18nProvider } from '~/components/i18n'
import type { WaitlistStatusJson } from '~/contracts/waitlist'
import type { Language } from '~/lib/languages'
import type { Catalog } from '~/lib/messages'
import { WaitlistStatusPage } from './waitlist-status'

const TOKEN = 'a-private-token'
const WAITING: WaitlistStatusJson = {
  position: 3,
  quotedMinutes: 25,
  status: 'waiting',
  kind: 'walk-in',
  date: '2026-11-27',
  guests: 4,
  seatingPreference: 'table',
  from: null,
  to: null,
}

/** The public areas' messages of a language, keys under their area (as the root loader sends them). */
function catalogOf(lang: Language): Catalog {
  return Object.fromEntries(Object.entries(CATALOG_FILES).flatMap(([area, files]) => Object.entries(files[lang]).map(([key, message]) => [`${area}.${key}`, message])))
}

/** The page as the server draws it (before hydration), from the loader's entry (null: the token opens none). */
function render(entry: WaitlistStatusJson | null, lang: Language = 'en') {
  const client = new QueryClient()
  return renderToStaticMarkup(
    <MemoryRouter>
      <I18nProvider lang={lang} catalog={catalogOf(lang)}>
        <QueryClientProvider client={client}>
          <WaitlistStatusPage token={TOKEN} initialEntry={entry} />
        </QueryClientProvider>
      </I18nProvider>
    </MemoryRouter>,
  )
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

describe("the guest's place in line", () => {
  it('shows the place, the estimate and the status, and offers to leave (disabled until hydrated)', () => {
    const html = render(WAITING)
    expect(text(html)).toContain('Place in line 3')
    expect(text(html)).toContain('about 25 minutes')
    expect(text(html)).toContain('Waiting')
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="waitlist-leave"/)
    expect(html).not.toContain('Your table is ready: please come to the host')
  })

  it('says the table is ready, inside a live region, when the host notified them', () => {
    const html = render({ ...WAITING, status: 'notified', position: 1, quotedMinutes: 0 })
    expect(html).toMatch(/aria-live="assertive"[^>]*><div[^>]*data-testid="waitlist-ready"><p[^>]*>Your table is ready: please come to the host/)
  })

  it('shows a held table with the offer to book it or pass it on', () => {
    const html = render({ ...WAITING, kind: 'online', from: '19:00', to: '20:30', status: 'offered', position: 1, quotedMinutes: null, offerTime: '19:30', offerExpiresAt: '2099-01-01T00:00:00Z' })
    expect(text(html)).toContain('A table is held for you at 7:30 PM')
    expect(text(html)).toContain('7:00 PM to 8:30 PM')
    expect(html).toContain('data-testid="waitlist-accept"')
    expect(html).toContain('data-testid="waitlist-decline"')
    expect(html).not.toContain('data-testid="waitlist-leave"')
  })

  it('ends with where to go: the booking made, or a new booking', () => {
    const booked = text(render({ ...WAITING, status: 'seated', position: null, managePath: '/booking/xyz' }))
    expect(booked).toContain('See your booking')
    const left = render({ ...WAITING, status: 'left', position: null })
    expect(text(left)).toContain('You left the line')
    expect(left).not.toContain('waitlist-leave')
  })

  it('speaks the page language', () => {
    const html = text(render({ ...WAITING, status: 'notified' }, 'ko'))
    expect(html).toContain('테이블이 준비되었습니다. 호스트에게 와 주세요')
    expect(html).toContain('대기 순서')
  })

  it('says so when the link opens no place in line', () => {
    const html = text(render(null))
    expect(html).toContain('We could not find your place in line')
    expect(html).not.toContain('Leave the line')
  })
})
