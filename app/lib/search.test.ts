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

describe('menu search in other languages', () => {
  const halo = {
    name: '할로할로',
    description: '빙수에 달콤한 콩과 우베 아이스크림',
    original: { name: 'Halo-Halo', description: 'Shaved ice, sweet beans and ube ice cream' },
  }

  it('finds a translated row by its own name and by its English one', () => {
    expect(matchesSearch(halo, searchTerms('할로'))).toBe(true)
    expect(matchesSearch(halo, searchTerms('아이스크림'))).toBe(true)
    expect(matchesSearch(halo, searchTerms('halo'))).toBe(true)
    expect(matchesSearch(halo, searchTerms('UBE 빙수'))).toBe(true)
    expect(matchesSearch(halo, searchTerms('커피'))).toBe(false)
  })

  it('matches whole Hangul syllables, not the letters they are made of', () => {
    // 하 is the start of 할 once both come apart into letters: it must not match.
    expect(matchesSearch({ name: '할로', description: '' }, searchTerms('하'))).toBe(false)
    expect(foldForSearch('할로할로')).toBe('할로할로')
  })

  it('folds full- and half-width forms and keeps Japanese voiced marks', () => {
    expect(foldForSearch('ＢＥＥＲ　１２')).toBe('beer 12')
    expect(foldForSearch('ｶﾞｰﾘｯｸ')).toBe('ガーリック')
    expect(matchesSearch({ name: 'ガーリックライス', description: '' }, searchTerms('ｶﾞｰﾘｯｸ'))).toBe(true)
    expect(matchesSearch({ name: 'ガーリックライス', description: '' }, searchTerms('カーリック'))).toBe(false)
    expect(matchesSearch({ name: 'Piña Colada', description: '', original: { name: 'Piña Colada' } }, searchTerms('ＰＩＮＡ'))).toBe(true)
  })

  it('finds Chinese by its characters, case-insensitively mixed with English', () => {
    const zh = { name: '菠萝椰林飘香', description: '白朗姆酒、菠萝和椰奶', original: { name: 'Piña Colada', description: 'White rum' } }
    expect(matchesSearch(zh, searchTerms('菠萝'))).toBe(true)
    expect(matchesSearch(zh, searchTerms('COLADA 椰奶'))).toBe(true)
    expect(matchesSearch(zh, searchTerms('芒果'))).toBe(false)
  })
})
