import { describe, expect, it } from 'vitest'
import { foldForSearch, matchesSearch, searchTerms } from './search'

const colada = { name: 'Piña Colada', description: 'White rum, pineapple and coconut cream' }
const flan = { name: 'Leche Flan', description: 'Classic caramel custard' }

describe('menu search', () => {
  it('folds case and accents', () => {
    expect(foldForSearch('Piña CRÈME brûlée')).toBe('pina creme brulee')
  })

  it('finds accented names from plain letters, and plain names from accented letters', () => {
    expect(matchesSearch(colada, searchTerms('pina'))).toBe(true)
    expect(matchesSearch(colada, searchTerms('PIÑA'))).toBe(true)
    expect(matchesSearch(flan, searchTerms('léche'))).toBe(true)
  })

  it('matches the description as well as the name, and every word of the query', () => {
    expect(matchesSearch(colada, searchTerms('coconut'))).toBe(true)
    expect(matchesSearch(colada, searchTerms('  colada   coconut '))).toBe(true)
    expect(matchesSearch(colada, searchTerms('colada custard'))).toBe(false)
    expect(matchesSearch(flan, searchTerms('pina'))).toBe(false)
  })

  it('matches everything for an empty or blank query', () => {
    expect(searchTerms('')).toEqual([])
    expect(searchTerms('   ')).toEqual([])
    expect(matchesSearch(flan, searchTerms(''))).toBe(true)
  })
})
