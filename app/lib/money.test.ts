import { describe, expect, it } from 'vitest'
import { centavosToPesoInput, formatPeso, formatWholePeso, parsePesoInput } from './money'

describe('formatPeso', () => {
  it('shows centavos as pesos with the peso sign and two decimals', () => {
    expect(formatPeso(32000)).toBe('₱320.00')
    expect(formatPeso(12345)).toBe('₱123.45')
    expect(formatPeso(5)).toBe('₱0.05')
    expect(formatPeso(0)).toBe('₱0.00')
  })
  it('groups thousands', () => {
    expect(formatPeso(125000)).toBe('₱1,250.00')
    expect(formatPeso(123456789)).toBe('₱1,234,567.89')
  })
  it('keeps the sign of a negative amount', () => {
    expect(formatPeso(-150)).toBe('-₱1.50')
  })
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

describe('parsePesoInput', () => {
  it('turns typed pesos into integer centavos', () => {
    expect(parsePesoInput('70')).toBe(7000)
    expect(parsePesoInput('123.45')).toBe(12345)
    expect(parsePesoInput('123.4')).toBe(12340)
    expect(parsePesoInput('1,250.50')).toBe(125050)
    expect(parsePesoInput(' ₱ 99 ')).toBe(9900)
    expect(parsePesoInput('0.1')).toBe(10)
  })
  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '12.345', '-5', '1e3', '.', '12..3']) expect(parsePesoInput(bad)).toBeNull()
  })
  it('avoids floating point drift', () => {
    expect(parsePesoInput('0.29')).toBe(29)
    expect(parsePesoInput('1.15')).toBe(115)
  })
})

describe('centavosToPesoInput', () => {
  it('round-trips with parsePesoInput', () => {
    for (const c of [0, 5, 7000, 12345, 125050]) expect(parsePesoInput(centavosToPesoInput(c))).toBe(c)
    expect(centavosToPesoInput(7000)).toBe('70')
    expect(centavosToPesoInput(12345)).toBe('123.45')
  })
})
