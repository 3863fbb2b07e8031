import { LANGUAGE_INFO } from './languages'

const PESO = '₱'
const ENGLISH_LOCALE = LANGUAGE_INFO.en.locale

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** Formats integer centavos as pesos with two decimals: 12345 -> "₱123.45". */
export function formatPeso(centavos: number): string {
  const sign = centavos < 0 ? '-' : ''
  const abs = Math.abs(Math.round(centavos))
  const pesos = Math.floor(abs / 100)
  const cents = String(abs % 100).padStart(2, '0')
  return `${sign}${PESO}${groupThousands(String(pesos))}.${cents}`
}

/** Formats integer centavos as whole pesos, no decimals: 7000 -> "₱70". */
export function formatWholePeso(centavos: number): string {
  const sign = centavos < 0 ? '-' : ''
  const pesos = Math.round(Math.abs(centavos) / 100)
  return `${sign}${PESO}${groupThousands(String(pesos))}`
}

const pesoFormats = new Map<string, Intl.NumberFormat>()
function pesoFormat(locale: string, decimals: 0 | 2): Intl.NumberFormat {
  const key = `${locale} ${decimals}`
  let format = pesoFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'PHP',
      // '₱' everywhere, never 'PHP' or 'PHP 1,250' as some locales write it by default.
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    })
    pesoFormats.set(key, format)
  }
  return format
}

/**
 * Centavos as pesos with two decimals in a locale's digits and grouping ('ko-KR'): the English site keeps
 * formatPeso's text exactly.
 */
export function formatPesoIn(locale: string, centavos: number): string {
  if (locale === ENGLISH_LOCALE) return formatPeso(centavos)
  return pesoFormat(locale, 2).format(Math.round(centavos) / 100)
}

/** Centavos as whole pesos in a locale's digits and grouping; the English site keeps formatWholePeso's text. */
export function formatWholePesoIn(locale: string, centavos: number): string {
  if (locale === ENGLISH_LOCALE) return formatWholePeso(centavos)
  const sign = centavos < 0 ? -1 : 1
  return pesoFormat(locale, 0).format(sign * Math.round(Math.abs(centavos) / 100))
}

/**
 * Parses a peso amount typed by staff ("70", "123.45", "1,250.5", "₱ 99") into integer centavos.
 * Returns null when the text is not a non-negative amount with at most two decimals.
 */
export function parsePesoInput(text: string): number | null {
  const cleaned = text.replace(/[₱,\s]/g, '')
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(cleaned)
  if (!match) return null
  const pesos = Number(match[1])
  const cents = Number((match[2] ?? '').padEnd(2, '0'))
  const centavos = pesos * 100 + cents
  return Number.isSafeInteger(centavos) ? centavos : null
}

/** Centavos as the plain peso text a staff form shows for editing: 12345 -> "123.45", 7000 -> "70". */
export function centavosToPesoInput(centavos: number): string {
  const pesos = Math.floor(centavos / 100)
  const cents = centavos % 100
  return cents === 0 ? String(pesos) : `${pesos}.${String(cents).padStart(2, '0')}`
}

/** The highest price staff may set: ₱1,000,000.00 (well inside the database's integer column). */
export const MAX_PRICE_CENTAVOS = 100_000_000

export const priceTooHigh = `Price must be at most ${formatPeso(MAX_PRICE_CENTAVOS)}`
