import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { CSV_BOM, csvFile, csvLine } from './csv'

describe('CSV files', () => {
  it('round-trips quotes, commas, line breaks, accents and ₱ through a real CSV parser', () => {
    const rows = [
      ['María "Maja" Santos', 'a, b', 'line one\nline two', '₱1,250.50', 3],
      ['Zoë', '', 'café', 'ok', 0],
    ]
    const file = csvFile(['name', 'x', 'notes', 'amount', 'n'], rows)
    expect(file.startsWith(CSV_BOM)).toBe(true)
    const parsed = parse(file, { bom: true }) as string[][]
    expect(parsed).toEqual([['name', 'x', 'notes', 'amount', 'n'], ...rows.map((r) => r.map(String))])
  })

  it('ends every line with CRLF and leaves empty cells for null', () => {
    expect(csvLine(['a', null, undefined, 2])).toBe('a,,,2\r\n')
  })

  it('neutralises cells a spreadsheet would run as a formula, and keeps numbers numbers', () => {
    const attacks = ['=HYPERLINK("http://x","y")', '+63 917 555 0142', '-2+3', '@SUM(A1)', '\t=1', '\r=1']
    const parsed = parse(csvFile(['cell'], attacks.map((a) => [a])), { bom: true }) as string[][]
    expect(parsed.slice(1).map((r) => r[0])).toEqual(attacks.map((a) => `'${a}`))
    expect(csvLine([-5, 'x=1'])).toBe('-5,x=1\r\n')
  })
})
