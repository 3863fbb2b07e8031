import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { I18nProvider } from '~/components/i18n'
import { CATALOG_FILES } from '~/i18n/catalog-files'
import type { Language } from '~/lib/languages'
import { NotifyMe } from './notify-me'

const FULL = { date: '2026-12-04', time: '19:30', guests: 4, seatingPreference: 'table' as const, name: 'Ana', email: 'ana@example.com' }

function render(lang: Language) {
  const catalog = Object.fromEntries(Object.entries(CATALOG_FILES).flatMap(([area, files]) => Object.entries(files[lang]).map(([key, message]) => [`${area}.${key}`, message])))
  return renderToStaticMarkup(
    <MemoryRouter>
      <I18nProvider lang={lang} catalog={catalog}>
        <QueryClientProvider client={new QueryClient()}>
          <NotifyMe full={FULL} />
        </QueryClientProvider>
      </I18nProvider>
    </MemoryRouter>,
  )
}

describe('the offer under a full time', () => {
  it('says the time is full and offers to tell the guest, the button waiting for the page to hydrate', () => {
    const html = render('en')
    expect(html).toContain('This time is full. We can tell you if a table frees up.')
    expect(html).toMatch(/<button[^>]*type="button"[^>]*disabled=""[^>]*>.*Tell me if a table frees up<\/button>/)
  })

  it('speaks the page language', () => {
    expect(render('ja')).toContain('空きが出たら知らせる')
  })
})
