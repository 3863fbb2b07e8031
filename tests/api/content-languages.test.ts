/**
 * Public reads in the guests' languages (`?lang=`): staff content translated where staff did, English otherwise,
 * each translated field saying which, the English under `original`; without `lang` (or with `lang=en`) every answer
 * is byte for byte what it was before translations existed.
 */
import { eq, sql } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import { events, galleryPhotos, menuCategories, menuItems, offerItems, openingExceptions, venueSettings } from '~/.server/db/schema'
import { addDays } from '~/lib/dates'
import { eventTimes } from '~/lib/event-times'
import { loader as contactsLoader } from '~/routes/contacts'
import { loader as eventsLoader } from '~/routes/events'
import { loader as galleryLoader } from '~/routes/gallery'
import { loader as menuLoader } from '~/routes/menu'
import { loader as menuCategoryLoader } from '~/routes/menu-category'
import { loader as offersLoader } from '~/routes/offers'
import { uploadScene } from '../support/images'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

const PUBLIC_READS = [
  '/api/menu',
  '/api/menu/breakfast',
  '/api/drinks',
  '/api/drinks/cocktails',
  '/api/categories',
  '/api/offers/active',
  '/api/events',
  '/api/gallery',
  '/api/venue',
  '/api/opening-hours',
]

const KO = {
  breakfast: { name: '아침 식사' },
  halo: { name: '할로할로', description: '빙수에 달콤한 콩, 젤리, 레체 플란과 우베 아이스크림' },
  colada: { name: '피냐 콜라다' },
  offer: { name: '산 미구엘 맥주' },
  event: { title: '선셋 어쿠스틱', description: '해 질 녘 해변의 어쿠스틱 듀오' },
  photo: { alt: '해변의 바' },
  note: { note: '크리스마스 이브 단축 영업' },
  venue: { description: '보라카이 화이트 비치의 해변 레스토랑 & 바' },
}

/** A little of every translatable content: dishes, a drink, an offer, an event, a photo, an exception with a note. */
async function seedContent() {
  const { db } = t.database.handle
  const cookie = await t.signIn()
  const [halo] = await db
    .insert(menuItems)
    .values({ name: 'Halo-Halo', description: 'Shaved ice, sweet beans, jellies, leche flan and ube ice cream', price: 25000, category: 'breakfast' })
    .returning()
  const [tapsilog] = await db
    .insert(menuItems)
    .values({ name: 'Tapsilog', description: 'Cured beef tapa, garlic fried rice, fried egg and atchara', price: 32000, category: 'breakfast' })
    .returning()
  const [colada] = await db
    .insert(menuItems)
    .values({ name: 'Piña Colada', description: 'White rum, pineapple and coconut cream, blended', price: 28000, category: 'cocktails' })
    .returning()
  const [offer] = await db.insert(offerItems).values({ name: 'San Miguel Pale Pilsen', price: 7000 }).returning()
  const today = t.deps.clock.today()
  const { start, end } = eventTimes(addDays(today, 2), '17:30', '19:30', t.deps.clock.timeZone)
  const [event] = await db
    .insert(events)
    .values({ title: 'Sunset Acoustic Sessions', description: 'Local acoustic duo on the sand.', date: start, endsAt: end })
    .returning()
  const image = await uploadScene(t, cookie, 640, 360)
  const photo = await t.request('POST', '/api/gallery', { cookie, body: { imageId: image.id, alt: 'The bar on the beach' } })
  expect(photo.status).toBe(201)
  const noteDay = addDays(today, 3)
  const plainDay = addDays(today, 4)
  await db.insert(openingExceptions).values([
    { date: noteDay, closed: false, opens: '11:00', closes: '18:00', note: 'Christmas Eve: closing early' },
    { date: plainDay, closed: true },
  ])
  return { halo, tapsilog, colada, offer, event, noteDay, plainDay }
}

/** Staff's translations, written straight into the rows (the staff API for them is another change's). */
async function translateContent(ids: Awaited<ReturnType<typeof seedContent>>) {
  const { db } = t.database.handle
  await db.update(menuCategories).set({ translations: { ko: KO.breakfast, ja: { name: '朝ごはん' } } }).where(eq(menuCategories.slug, 'breakfast'))
  await db.update(menuItems).set({ translations: { ko: KO.halo, 'zh-Hans': { name: '哈罗哈罗' } } }).where(eq(menuItems.id, ids.halo.id))
  // A blank translation is no translation.
  await db.update(menuItems).set({ translations: { ko: { name: '  ', description: '' } } }).where(eq(menuItems.id, ids.tapsilog.id))
  await db.update(menuItems).set({ translations: { ko: KO.colada } }).where(eq(menuItems.id, ids.colada.id))
  await db.update(offerItems).set({ translations: { ko: KO.offer } }).where(eq(offerItems.id, ids.offer.id))
  await db.update(events).set({ translations: { ko: KO.event } }).where(eq(events.id, ids.event.id))
  await db.update(galleryPhotos).set({ translations: { ko: KO.photo } })
  await db.update(openingExceptions).set({ translations: { ko: KO.note } }).where(eq(openingExceptions.date, ids.noteDay))
  await db
    .update(venueSettings)
    .set({ data: sql`${venueSettings.data} || ${JSON.stringify({ translations: { ko: KO.venue } })}::jsonb` })
    .where(eq(venueSettings.id, 1))
  t.deps.reads.invalidate()
}

async function texts(paths: readonly string[], query = ''): Promise<string[]> {
  const answers: string[] = []
  for (const path of paths) {
    const res = await t.request('GET', `${path}${query}`)
    expect(res.status, path).toBe(200)
    answers.push(await res.text())
  }
  return answers
}

async function json<T = unknown>(path: string): Promise<T> {
  const res = await t.request('GET', path)
  expect(res.status, path).toBe(200)
  return (await res.json()) as T
}

type Row = Record<string, unknown>

describe('public reads in a language (?lang=)', () => {
  it('answer without lang, and with lang=en, byte for byte what they answered before any translation', async () => {
    const ids = await seedContent()
    const before = await texts(PUBLIC_READS)
    await translateContent(ids)
    expect(await texts(PUBLIC_READS)).toEqual(before)
    expect(await texts(PUBLIC_READS, '?lang=en')).toEqual(before)
    for (const answer of before) expect(answer).not.toContain('translations')
    // The English answers of the stored cache and of a fresh load are the same bytes too.
    t.deps.reads.invalidate()
    expect(await texts(PUBLIC_READS, '?lang=en')).toEqual(before)
  })

  it('translate menu items and categories where staff did, else English, saying which, with the English as original', async () => {
    const ids = await seedContent()
    await translateContent(ids)
    const breakfast = await json<Row[]>('/api/menu/breakfast?lang=ko')
    expect(breakfast).toEqual([
      {
        id: ids.halo.id,
        name: KO.halo.name,
        nameLang: 'ko',
        description: KO.halo.description,
        descriptionLang: 'ko',
        price: 25000,
        category: 'breakfast',
        imageUrl: null,
        isSpecial: false,
        dietLabels: [],
        soldOutUntil: null,
        original: { name: 'Halo-Halo', description: 'Shaved ice, sweet beans, jellies, leche flan and ube ice cream' },
      },
      {
        id: ids.tapsilog.id,
        name: 'Tapsilog',
        nameLang: 'en',
        description: 'Cured beef tapa, garlic fried rice, fried egg and atchara',
        descriptionLang: 'en',
        price: 32000,
        category: 'breakfast',
        imageUrl: null,
        isSpecial: false,
        dietLabels: [],
        soldOutUntil: null,
        original: { name: 'Tapsilog', description: 'Cured beef tapa, garlic fried rice, fried egg and atchara' },
      },
    ])
    expect(await json('/api/menu?lang=ko')).toEqual(breakfast)
    // Simplified Chinese has the name only; Japanese nothing.
    const [haloZh] = await json<Row[]>('/api/menu?lang=zh-Hans')
    expect(haloZh).toMatchObject({ name: '哈罗哈罗', nameLang: 'zh-Hans', descriptionLang: 'en', description: ids.halo.description })
    const [haloJa] = await json<Row[]>('/api/menu?lang=ja')
    expect(haloJa).toMatchObject({ name: 'Halo-Halo', nameLang: 'en', original: { name: 'Halo-Halo' } })

    expect(await json('/api/drinks?lang=ko')).toEqual([expect.objectContaining({ name: KO.colada.name, nameLang: 'ko', original: expect.objectContaining({ name: 'Piña Colada' }) })])
    expect(await json('/api/drinks/cocktails?lang=ko')).toEqual(await json('/api/drinks?lang=ko'))

    const categories = await json<Row[]>('/api/categories?lang=ko')
    expect(categories[0]).toEqual({ slug: 'breakfast', name: KO.breakfast.name, nameLang: 'ko', kind: 'food', position: 1, original: { name: 'Breakfast' } })
    expect(categories.find((c) => c.slug === 'soups')).toMatchObject({ name: 'Soups', nameLang: 'en', original: { name: 'Soups' } })
    expect((await json<Row[]>('/api/categories?lang=ja'))[0]).toMatchObject({ name: '朝ごはん', nameLang: 'ja' })
  })

  it('translate offers, events, gallery captions, exception notes and the venue description', async () => {
    const ids = await seedContent()
    await translateContent(ids)
    expect(await json('/api/offers/active?lang=ko')).toEqual([
      { id: ids.offer.id, name: KO.offer.name, nameLang: 'ko', price: 7000, original: { name: 'San Miguel Pale Pilsen' } },
    ])
    const [event] = await json<Row[]>('/api/events?lang=ko')
    expect(event).toMatchObject({
      id: ids.event.id,
      title: KO.event.title,
      titleLang: 'ko',
      description: KO.event.description,
      descriptionLang: 'ko',
      closedNotice: null,
      original: { title: 'Sunset Acoustic Sessions', description: 'Local acoustic duo on the sand.' },
    })
    const [photo] = await json<Row[]>('/api/gallery?lang=ko')
    expect(photo).toMatchObject({ alt: KO.photo.alt, altLang: 'ko', original: { alt: 'The bar on the beach' } })
    expect((await json<Row[]>('/api/gallery?lang=zh-Hant'))[0]).toMatchObject({ alt: 'The bar on the beach', altLang: 'en' })

    const hours = await json<{ weekly: unknown[]; exceptions: Row[] }>('/api/opening-hours?lang=ko')
    expect(hours.exceptions).toEqual([
      { date: ids.noteDay, closed: false, opens: '11:00', closes: '18:00', note: KO.note.note, noteLang: 'ko', original: { note: 'Christmas Eve: closing early' } },
      { date: ids.plainDay, closed: true, original: {} },
    ])
    expect(hours.weekly).toEqual((await json<{ weekly: unknown[] }>('/api/opening-hours')).weekly)

    const venue = await json<Row>('/api/venue?lang=ko')
    const english = await json<Row>('/api/venue')
    expect(venue).toEqual({ ...english, tagline: KO.venue.description, taglineLang: 'ko', original: { tagline: english.tagline } })
    expect(Object.keys(venue)).not.toContain('translations')
    expect(await json('/api/venue?lang=ja')).toEqual({ ...english, taglineLang: 'en', original: { tagline: english.tagline } })
  })

  it('takes the language in any case, and refuses an unknown one with 400 in the error envelope', async () => {
    await seedContent()
    expect(await texts(['/api/menu'], '?lang=zh-hans')).toEqual(await texts(['/api/menu'], '?lang=zh-Hans'))
    for (const path of PUBLIC_READS) {
      for (const lang of ['fr', '', 'ko-KR', 'english']) {
        const res = await t.request('GET', `${path}?lang=${lang}`)
        expect(res.status, `${path}?lang=${lang}`).toBe(400)
        expect(await res.json()).toEqual({
          message: 'lang must be one of: en, ko, zh-Hans, zh-Hant, ja',
          details: [{ path: 'lang', message: 'lang must be one of: en, ko, zh-Hans, zh-Hant, ja' }],
        })
      }
    }
    // An unknown category is still a 404, in any language.
    expect((await t.request('GET', '/api/menu/nothing-here?lang=ko')).status).toBe(404)
    expect((await t.request('GET', '/api/drinks/breakfast?lang=ja')).status).toBe(404)
  })

  it('keeps each language apart in the read cache, and a staff edit drops every language', async () => {
    const ids = await seedContent()
    await translateContent(ids)
    const english = await texts(PUBLIC_READS)
    const korean = await texts(PUBLIC_READS, '?lang=ko')
    const japanese = await texts(PUBLIC_READS, '?lang=ja')
    // Served again from the cache, each language keeps its own answer.
    expect(await texts(PUBLIC_READS, '?lang=ko')).toEqual(korean)
    expect(await texts(PUBLIC_READS)).toEqual(english)
    expect(await texts(PUBLIC_READS, '?lang=ja')).toEqual(japanese)
    for (const [i, answer] of korean.entries()) {
      if (PUBLIC_READS[i] !== '/api/drinks/cocktails' && PUBLIC_READS[i] !== '/api/drinks') expect(answer, PUBLIC_READS[i]).not.toBe(english[i])
    }
    const entries = t.deps.reads.size().entries
    expect(entries).toBeGreaterThanOrEqual(PUBLIC_READS.length * 3)

    const cookie = await t.signIn()
    const put = await t.request('PATCH', `/api/menu/${ids.halo.id}`, { cookie, body: { isSpecial: true } })
    expect(put.status).toBe(200)
    for (const query of ['', '?lang=ko', '?lang=ja']) {
      const [item] = await json<Row[]>(`/api/menu${query}`)
      expect(item.isSpecial, query).toBe(true)
    }
    expect((await json<Row[]>('/api/menu?lang=ko'))[0]).toMatchObject({ name: KO.halo.name, isSpecial: true })
  })
})

describe("the public pages' loaders", () => {
  function loaderArgs(path: string, params: Record<string, string> = {}) {
    const context = { db: t.deps.db, config: t.config, clock: t.deps.clock, staff: null, nonce: '' } as AppLoadContext
    return { context, request: new Request(`http://localhost${path}`), params, unstable_pattern: '' } as never
  }

  it("read the content in the page's language, the same as the API's answer in it (English at today's paths)", async () => {
    const ids = await seedContent()
    await translateContent(ids)
    const api = async (path: string) => json<unknown>(path)
    const koMenu = await menuLoader(loaderArgs('/ko/menu'))
    expect(koMenu.items).toEqual(await api('/api/menu?lang=ko'))
    expect(koMenu.categories).toEqual(await api('/api/categories?lang=ko'))
    expect((await menuLoader(loaderArgs('/menu'))).items).toEqual(await api('/api/menu'))
    expect((await menuLoader(loaderArgs('/ja/drinks'))).items).toEqual(await api('/api/drinks?lang=ja'))
    const category = await menuCategoryLoader(loaderArgs('/ko/menu/breakfast', { category: 'breakfast' }))
    expect(category.items).toEqual(await api('/api/menu/breakfast?lang=ko'))
    expect(await offersLoader(loaderArgs('/ko/offers'))).toEqual(await api('/api/offers/active?lang=ko'))
    expect(await offersLoader(loaderArgs('/offers'))).toEqual(await api('/api/offers/active'))
    expect(await eventsLoader(loaderArgs('/ko/events'))).toEqual(await api('/api/events?lang=ko'))
    expect(await galleryLoader(loaderArgs('/zh-hant/gallery'))).toEqual(await api('/api/gallery?lang=zh-Hant'))
    expect(await galleryLoader(loaderArgs('/ko/gallery'))).toEqual(await api('/api/gallery?lang=ko'))
    const contacts = await contactsLoader(loaderArgs('/ko/contacts'))
    expect(contacts.upcoming.map((line) => line.hours).join(' ')).toContain(KO.note.note)
    expect((await contactsLoader(loaderArgs('/contacts'))).upcoming.map((line) => line.hours).join(' ')).toContain('Christmas Eve: closing early')
  })
})
