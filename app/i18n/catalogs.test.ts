import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '~/lib/languages'
import { CATALOG_FILES } from './catalog-files'
import { type Message, placeholdersOf } from '~/lib/messages'

const folder = path.dirname(new URL(import.meta.url).pathname)
const areas = readdirSync(folder, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name)
const read = (area: string, lang: string) => JSON.parse(readFileSync(path.join(folder, area, `${lang}.json`), 'utf8')) as Record<string, Message>
const texts = (message: Message) => (typeof message === 'string' ? [message] : Object.values(message))
const placeholders = (message: Message) => [...new Set(texts(message).flatMap(placeholdersOf))].sort()

describe.each(areas)('the %s messages', (area) => {
  const english = read(area, 'en')
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every English key, with the same placeholders, and no other', (lang) => {
    const translated = read(area, lang)
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort())
    for (const [key, message] of Object.entries(english)) {
      expect({ key, placeholders: placeholders(translated[key] ?? '') }).toEqual({ key, placeholders: placeholders(message) })
      expect(texts(translated[key] ?? '').every((text) => text.trim() !== ''), key).toBe(true)
    }
  })
})

describe('catalog-files.ts', () => {
  it('imports every area in every language', () => {
    expect(Object.keys(CATALOG_FILES).sort()).toEqual([...areas].sort())
    for (const area of areas) expect(Object.keys(CATALOG_FILES[area] ?? {}).sort(), area).toEqual([...LANGUAGES].sort())
  })
})
