import { describe, expect, it } from 'vitest'
import type { MissingTranslationsJson, StaffTranslationsJson } from '~/contracts/translations'
import { DEFAULT_VENUE } from '~/contracts/venue'
import { venueDateFromToday } from '../support/dates'
import { uploadScene } from '../support/images'
import { signInAs } from '../support/sign-in-as'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

const dish = { name: 'Chicken Adobo', description: 'Chicken in vinegar and soy', price: 25000, category: 'main-dishes', imageUrl: null, isSpecial: false }

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status)
  return (await res.json()) as T
}

describe('staff translations of the content', () => {
  it('stores a menu item\'s translations, drops empty ones, keeps them on a PUT that leaves them out, and never shows them to guests', async () => {
    const cookie = await t.signIn()
    const created = await json<{ id: number }>(
      await t.request('POST', '/api/menu', {
        cookie,
        body: { ...dish, translations: { ko: { name: ' 치킨 아도보 ', description: '' }, ja: { name: '', description: '  ' } } },
      }),
      201,
    )
    expect(created).not.toHaveProperty('translations')
    let all = await json<StaffTranslationsJson>(await t.request('GET', '/api/translations', { cookie }))
    expect(all.menuItems[created.id]).toEqual({ ko: { name: '치킨 아도보' } })

    await json(await t.request('PUT', `/api/menu/${created.id}`, { cookie, body: { ...dish, name: 'Pork Adobo' } }))
    all = await json<StaffTranslationsJson>(await t.request('GET', '/api/translations', { cookie }))
    expect(all.menuItems[created.id]).toEqual({ ko: { name: '치킨 아도보' } })

    await json(
      await t.request('PUT', `/api/menu/${created.id}`, {
        cookie,
        body: { ...dish, translations: { 'zh-Hans': { name: '阿斗波鸡', description: '醋和酱油炖鸡' }, 'zh-Hant': { name: '阿斗波雞' } } },
      }),
    )
    all = await json<StaffTranslationsJson>(await t.request('GET', '/api/translations', { cookie }))
    expect(all.menuItems[created.id]).toEqual({ 'zh-Hans': { name: '阿斗波鸡', description: '醋和酱油炖鸡' }, 'zh-Hant': { name: '阿斗波雞' } })

    const publicMenu = await (await t.request('GET', '/api/menu')).text()
    expect(publicMenu).not.toContain('translations')
    expect(publicMenu).not.toContain('阿斗波')
  })

  it('refuses an unknown language, an unknown field, and a translation that breaks its English field\'s rules', async () => {
    const cookie = await t.signIn()
    const post = (translations: unknown) => t.request('POST', '/api/menu', { cookie, body: { ...dish, translations } })
    const details = async (res: Response) => {
      expect(res.status).toBe(400)
      return ((await res.json()) as { details: Array<{ path: string; message: string }> }).details
    }
    expect(await details(await post({ fr: { name: 'Adobo de poulet' } }))).toEqual([
      { path: 'translations', message: 'Translations must be by language: ko, zh-Hans, zh-Hant, ja' },
    ])
    expect(await details(await post({ en: { name: 'Adobo' } }))).toEqual([
      { path: 'translations', message: 'Translations must be by language: ko, zh-Hans, zh-Hant, ja' },
    ])
    expect(await details(await post({ ko: { title: '아도보' } }))).toEqual([{ path: 'translations.ko', message: 'A translation may only have: name, description' }])
    expect(await details(await post({ ko: { name: '가'.repeat(201) } }))).toEqual([{ path: 'translations.ko.name', message: 'Name must be 200 characters or fewer' }])
    expect(await details(await post({ ja: { name: 'アドボ\u202e' } }))).toEqual([{ path: 'translations.ja.name', message: 'Name contains characters that are not allowed' }])
    expect(await details(await post({ ko: { name: 42 } }))).toEqual([{ path: 'translations.ko.name', message: 'Name is required' }])
    expect(await details(await post(['ko']))).toHaveLength(1)
    // A category name is one line: a line break in its translation is refused as in English.
    const category = await t.request('POST', '/api/categories', { cookie, body: { name: 'Shakes', kind: 'drink', translations: { ko: { name: '셰이크\n음료' } } } })
    expect(await details(category)).toEqual([{ path: 'translations.ko.name', message: 'Name contains characters that are not allowed' }])
  })

  it('takes translations on categories, offers, events, gallery captions, the venue description and hours notes', async () => {
    const cookie = await t.signIn()
    const before = await json<MissingTranslationsJson>(await t.request('GET', '/api/translations/missing', { cookie }))

    await json(await t.request('POST', '/api/categories', { cookie, body: { name: 'Shakes', kind: 'drink', slug: 'shakes', translations: { ko: { name: '셰이크' } } } }), 201)
    await json(await t.request('PUT', '/api/categories/shakes', { cookie, body: { translations: { ko: { name: '셰이크' }, ja: { name: 'シェイク' } } } }))
    const offer = await json<{ id: number }>(
      await t.request('POST', '/api/offers', { cookie, body: { name: 'Mojito', price: 12000, translations: { 'zh-Hant': { name: '莫希托' } } } }),
      201,
    )
    const event = await json<{ id: number }>(
      await t.request('POST', '/api/events', {
        cookie,
        body: { title: 'Fire Dance Night', description: 'On the beach', date: venueDateFromToday(5), time: '21:00', translations: { ko: { title: '불쇼의 밤' } } },
      }),
      201,
    )
    const venue = { ...DEFAULT_VENUE, translations: { ja: { description: 'ボラカイ島ホワイトビーチのビーチレストラン＆バー' } } }
    await json(await t.request('PUT', '/api/venue', { cookie, body: venue }))
    const venueRead = await (await t.request('GET', '/api/venue')).text()
    expect(venueRead).not.toContain('translations')
    // Saving the details again without translations keeps them.
    await json(await t.request('PUT', '/api/venue', { cookie, body: DEFAULT_VENUE }))
    const hours = {
      weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, closed: false, opens: '11:00', closes: '00:00' })),
      exceptions: [{ date: venueDateFromToday(9), closed: true, note: 'Private party', translations: { ko: { note: '단체 행사' } } }],
    }
    await json(await t.request('PUT', '/api/opening-hours', { cookie, body: hours }))
    expect(await (await t.request('GET', '/api/opening-hours')).text()).not.toContain('단체')
    const badNote = await t.request('PUT', '/api/opening-hours', {
      cookie,
      body: { ...hours, exceptions: [{ ...hours.exceptions[0], translations: { ko: { note: '가'.repeat(121) } } }] },
    })
    expect(badNote.status).toBe(400)

    const image = await uploadScene(t, cookie, 640, 360)
    const photo = await json<{ id: number }>(
      await t.request('POST', '/api/gallery', { cookie, body: { imageId: image.id, alt: 'Sunset at the bar', translations: { ko: { alt: '바에서 본 노을' } } } }),
      201,
    )
    await json(await t.request('PUT', `/api/gallery/${photo.id}`, { cookie, body: { alt: 'Sunset', translations: { ko: { alt: '노을' }, ja: { alt: '夕日' } } } }))
    expect(await (await t.request('GET', '/api/gallery')).text()).not.toContain('노을')

    const all = await json<StaffTranslationsJson>(await t.request('GET', '/api/translations', { cookie }))
    expect(all.gallery[photo.id]).toEqual({ ko: { alt: '노을' }, ja: { alt: '夕日' } })
    expect(all.categories.shakes).toEqual({ ko: { name: '셰이크' }, ja: { name: 'シェイク' } })
    expect(all.offers[offer.id]).toEqual({ 'zh-Hant': { name: '莫希托' } })
    expect(all.events[event.id]).toEqual({ ko: { title: '불쇼의 밤' } })
    expect(all.venue).toEqual({ ja: { description: 'ボラカイ島ホワイトビーチのビーチレストラン＆バー' } })
    expect(all.openingHours[venueDateFromToday(9)]).toEqual({ ko: { note: '단체 행사' } })

    // Saving the hours again without the note's translations keeps them.
    await json(await t.request('PUT', '/api/opening-hours', { cookie, body: { ...hours, exceptions: [{ date: venueDateFromToday(9), closed: true, note: 'Private party' }] } }))
    expect((await json<StaffTranslationsJson>(await t.request('GET', '/api/translations', { cookie }))).openingHours[venueDateFromToday(9)]).toEqual({ ko: { note: '단체 행사' } })

    const after = await json<MissingTranslationsJson>(await t.request('GET', '/api/translations/missing', { cookie }))
    // Shakes: translated in ko and ja. The offer: in zh-Hant. The event: only its title in ko (its description is missing).
    expect(after.ko.categories - before.ko.categories).toBe(0)
    expect(after['zh-Hans'].categories - before['zh-Hans'].categories).toBe(1)
    expect(after.ja.categories - before.ja.categories).toBe(0)
    expect(after['zh-Hant'].offers - before['zh-Hant'].offers).toBe(0)
    expect(after.ko.offers - before.ko.offers).toBe(1)
    expect(after.ko.events - before.ko.events).toBe(1)
    expect(after.ko.gallery - before.ko.gallery).toBe(0)
    expect(after['zh-Hans'].gallery - before['zh-Hans'].gallery).toBe(1)
    expect(after.ja.venue).toBe(0)
    expect(after.ko.venue).toBe(1)
    expect(after.ko.openingHours).toBe(0)
    expect(after.ja.openingHours).toBe(1)
  })

  it('counts per language the rows lacking a translation of a non-empty field, and the count drops as staff translate', async () => {
    const cookie = await t.signIn()
    const missing = async () => json<MissingTranslationsJson>(await t.request('GET', '/api/translations/missing', { cookie }))
    const before = await missing()
    expect(Object.keys(before)).toEqual(['ko', 'zh-Hans', 'zh-Hant', 'ja'])
    expect(Object.keys(before.ko)).toEqual(['menuItems', 'categories', 'offers', 'events', 'gallery', 'venue', 'openingHours'])

    const item = await json<{ id: number }>(await t.request('POST', '/api/menu', { cookie, body: dish }), 201)
    expect((await missing()).ko.menuItems).toBe(before.ko.menuItems + 1)
    // Only the name: the description is still missing.
    await json(await t.request('PUT', `/api/menu/${item.id}`, { cookie, body: { ...dish, translations: { ko: { name: '치킨 아도보' } } } }))
    expect((await missing()).ko.menuItems).toBe(before.ko.menuItems + 1)
    await json(await t.request('PUT', `/api/menu/${item.id}`, { cookie, body: { ...dish, translations: { ko: { name: '치킨 아도보', description: '식초와 간장에 조린 닭고기' } } } }))
    const after = await missing()
    expect(after.ko.menuItems).toBe(before.ko.menuItems)
    expect(after.ja.menuItems).toBe(before.ja.menuItems + 1)
  })

  it('lets managers and the owner read the translations, and refuses hosts', async () => {
    for (const path of ['/api/translations', '/api/translations/missing']) {
      expect((await t.request('GET', path)).status).toBe(401)
      const host = await t.request('GET', path, { cookie: await signInAs(t, 'host') })
      expect(host.status).toBe(403)
      expect(((await host.json()) as { message: string }).message).toBe('Your role (host) cannot see the translations. Ask a manager or the owner.')
      expect((await t.request('GET', path, { cookie: await signInAs(t, 'manager') })).status).toBe(200)
    }
  })
})
