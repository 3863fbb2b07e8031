import { describe, expect, it } from 'vitest'
import { itAnswers } from '~/lib/test-support'
import { LANGUAGE_INFO, LANGUAGES } from './languages'
import { centavosToPesoInput, formatPeso, formatPesoIn, formatWholePeso, formatWholePesoIn, parsePesoInput } from './money'

describe('formatPeso', () => {
  itAnswers('shows %i centavos as %s', formatPeso, [
    // Centavos as pesos with the peso sign and two decimals.
    [32000, '₱320.00'],
    [12345, '₱123.45'],
    [5, '₱0.05'],
    [0, '₱0.00'],
    // Thousands grouped.
    [125000, '₱1,250.00'],
    [123456789, '₱1,234,567.89'],
    // The sign of a negative amount kept.
    [-150, '-₱1.50'],
  ])
})

describe('formatWholePeso', () => {
  it('shows whole pesos without decimals', () => {
    expect(formatWholePeso(7000)).toBe('₱70')
    expect(formatWholePeso(18000)).toBe('₱180')
    expect(formatWholePeso(250000)).toBe('₱2,500')
  })
  it('rounds centavos to the nearest peso', () => {
    expect(formatWholePeso(7049)).toBe('₱70')
    expect(formatWholePeso(7050)).toBe('₱71')
  })
})

describe('prices in each language', () => {
  const amounts = [32000, 12345, 5, 0, 125000, 123456789, -150]

  it('keeps the English text exactly', () => {
    for (const centavos of amounts) {
      expect(formatPesoIn('en-US', centavos)).toBe(formatPeso(centavos))
      expect(formatWholePesoIn('en-US', centavos)).toBe(formatWholePeso(centavos))
    }
  })

  it.each(LANGUAGES.filter((l) => l !== 'en'))('writes %s prices with ₱, the locale grouping and two decimals', (lang) => {
    const { locale } = LANGUAGE_INFO[lang]
    // Korean, Chinese and Japanese group thousands with commas and write Latin digits, as the Philippines does.
    expect(formatPesoIn(locale, 125000)).toBe('₱1,250.00')
    expect(formatPesoIn(locale, 123456789)).toBe('₱1,234,567.89')
    expect(formatPesoIn(locale, 12345)).toBe('₱123.45')
    expect(formatPesoIn(locale, -150)).toBe('-₱1.50')
    expect(formatWholePesoIn(locale, 250000)).toBe('₱2,500')
    expect(formatWholePesoIn(locale, 7050)).toBe('₱71')
  })

  it('follows a locale that groups differently', () => {
    expect(formatPesoIn('de-DE', 125000)).toBe('1.250,00\u00a0₱')
    expect(formatPesoIn('hi-IN', 12345678900)).toBe('₱12,34,56,789.00')
  })
})

describe('parsePesoInput', () => {
  itAnswers('turns the typed pesos %j into %i centavos', parsePesoInput, [
    ['70', 7000],
    ['123.45', 12345],
    ['123.4', 12340],
    ['1,250.50', 125050],
    [' ₱ 99 ', 9900],
    ['0.1', 10],
    // No floating point drift.
    ['0.29', 29],
    ['1.15', 115],
  ])
  it.each(['', 'abc', '12.345', '-5', '1e3', '.', '12..3'])('refuses %j, which is not an amount', (typed) => {
    expect(parsePesoInput(typed)).toBeNull()
  })
})

describe('centavosToPesoInput', () => {
  it('round-trips with parsePesoInput', () => {
    for (const c of [0, 5, 7000, 12345, 125050]) expect(parsePesoInput(centavosToPesoInput(c))).toBe(c)
    expect(centavosToPesoInput(7000)).toBe('70')
    expect(centavosToPesoInput(12345)).toBe('123.45')
  })
})
