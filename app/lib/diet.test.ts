import { describe, expect, it } from 'vitest'
import { fitsDiet, parseDietFilters, schemaOrgDiets, sortedDietLabels } from './diet'

const item = (...dietLabels: string[]) => ({ dietLabels })

describe('diet filters', () => {
  it('count a vegan dish as vegetarian and dairy-free', () => {
    expect(fitsDiet(item('vegan'), ['vegetarian'])).toBe(true)
    expect(fitsDiet(item('vegan'), ['dairy-free'])).toBe(true)
    expect(fitsDiet(item('vegetarian'), ['vegan'])).toBe(false)
    expect(fitsDiet(item(), ['vegetarian'])).toBe(false)
  })

  it('read "no nuts" and "not spicy" as the absence of a warning', () => {
    expect(fitsDiet(item(), ['no-nuts', 'not-spicy'])).toBe(true)
    expect(fitsDiet(item('contains-nuts'), ['no-nuts'])).toBe(false)
    expect(fitsDiet(item('spicy', 'vegan'), ['not-spicy'])).toBe(false)
  })

  it('need every chosen filter to fit; none chosen fits everything', () => {
    expect(fitsDiet(item('vegan', 'contains-nuts'), ['vegan', 'no-nuts'])).toBe(false)
    expect(fitsDiet(item('vegan', 'gluten-free'), ['vegan', 'gluten-free', 'no-nuts'])).toBe(true)
    expect(fitsDiet(item('contains-nuts'), [])).toBe(true)
  })

  it('parse the URL value: known filters only, each once, in canonical order', () => {
    expect(parseDietFilters('no-nuts,vegan,vegan,halal')).toEqual(['vegan', 'no-nuts'])
    expect(parseDietFilters('')).toEqual([])
    expect(parseDietFilters(null)).toEqual([])
  })
})

describe('diet labels', () => {
  it('are kept once each in canonical order', () => {
    expect(sortedDietLabels(['spicy', 'vegan', 'spicy', 'unknown'])).toEqual(['vegan', 'spicy'])
  })

  it('map to schema.org diets where one applies', () => {
    expect(schemaOrgDiets(['vegan', 'gluten-free', 'spicy'])).toEqual([
      'https://schema.org/VegetarianDiet',
      'https://schema.org/VeganDiet',
      'https://schema.org/GlutenFreeDiet',
    ])
    expect(schemaOrgDiets(['vegetarian'])).toEqual(['https://schema.org/VegetarianDiet'])
    expect(schemaOrgDiets(['contains-nuts', 'dairy-free'])).toEqual([])
  })
})
