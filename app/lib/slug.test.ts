import { describe, expect, it } from 'vitest'
import { itAnswers } from '~/lib/test-support'
import { isSlug, slugify, uniqueSlug } from './slug'

const NAMES_AND_SLUGS: [string, string][] = [
  ['Main Dishes', 'main-dishes'],
  ['Non-Alcoholics', 'non-alcoholics'],
  ['Piña Coladas', 'pina-coladas'],
  ['Café & Crème Brûlée', 'cafe-and-creme-brulee'],
  ['  Beers  (local)  ', 'beers-local'],
  ['Ｗｉｎｅｓ', 'wines'],
  ['2-for-1 Deals!', '2-for-1-deals'],
  ['!!!', ''],
  ['', ''],
]

describe('slugify', () => {
  itAnswers('%j -> %j', slugify, NAMES_AND_SLUGS)

  it.each(NAMES_AND_SLUGS.filter(([, slug]) => slug))('makes of %j a slug isSlug accepts: %j', (_name, slug) => {
    expect(isSlug(slug)).toBe(true)
  })

  it('stays within the length and never ends on a hyphen when cut', () => {
    const slug = slugify('Extraordinarily Long Category Name '.repeat(4), 20)
    expect(slug.length).toBeLessThanOrEqual(20)
    expect(isSlug(slug)).toBe(true)
  })
})

describe('isSlug', () => {
  it.each(['breakfast', 'main-dishes', 'top-10'])('accepts %j', (slug) => expect(isSlug(slug)).toBe(true))
  it.each(['', 'Main', 'main--dishes', '-main', 'main-', 'main dishes', 'piña', 'a/b'])('refuses %j', (slug) => expect(isSlug(slug)).toBe(false))
})

describe('uniqueSlug', () => {
  it('keeps a free slug and numbers a taken one from 2', () => {
    expect(uniqueSlug('wines', new Set(['beers']))).toBe('wines')
    expect(uniqueSlug('wines', new Set(['wines']))).toBe('wines-2')
    expect(uniqueSlug('wines', new Set(['wines', 'wines-2', 'wines-3']))).toBe('wines-4')
  })
  it('stays within the length when numbering', () => {
    const base = 'a'.repeat(60)
    const slug = uniqueSlug(base, new Set([base]), 60)
    expect(slug).toBe(`${'a'.repeat(58)}-2`)
  })
})
