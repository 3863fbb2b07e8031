import { describe, expect, it } from 'vitest'
import { defuseLinks } from './defuse-links'

describe('defuseLinks', () => {
  it('breaks web addresses with a scheme', () => {
    expect(defuseLinks('Win at https://scam.example/prize?x=1 now')).toBe('Win at https[:]//scam[.]example/prize?x=1 now')
    expect(defuseLinks('http://a.b.example')).toBe('http[:]//a[.]b[.]example')
    expect(defuseLinks('HTTP://localhost:8080/x')).toBe('HTTP[:]//localhost:8080/x')
    expect(defuseLinks('ftp://files.example')).toBe('ftp[:]//files[.]example')
  })
  it('breaks www. addresses and bare domains', () => {
    expect(defuseLinks('see www.scam.example')).toBe('see www[.]scam[.]example')
    expect(defuseLinks('go to scam.example/x today')).toBe('go to scam[.]example/x today')
    expect(defuseLinks('bit.ly/abc')).toBe('bit[.]ly/abc')
  })
  it('breaks e-mail addresses and mailto:', () => {
    expect(defuseLinks('write to prize@scam.example')).toBe('write to prize@scam[.]example')
    expect(defuseLinks('mailto:prize@scam.example')).toBe('mailto[:]prize@scam[.]example')
  })
  it('breaks IPv4 addresses', () => {
    expect(defuseLinks('http://192.0.2.10/login')).toBe('http[:]//192[.]0[.]2[.]10/login')
    expect(defuseLinks('visit 203.0.113.5')).toBe('visit 203[.]0[.]113[.]5')
  })
  it('reads dots that look like dots as dots, and breaks them too', () => {
    expect(defuseLinks('scam\u3002example')).toBe('scam[.]example')
    expect(defuseLinks('scam\uFF0Eexample')).toBe('scam[.]example')
    expect(defuseLinks('scam\uFF61example')).toBe('scam[.]example')
    expect(defuseLinks('scam\u2024example')).toBe('scam[.]example')
  })
  it('leaves ordinary words, numbers and punctuation alone', () => {
    const notes = 'Birthday, 2.5 kids, e.g. a cake. Table by the sea! Arriving ~7.30 pm; allergy: nuts.'
    expect(defuseLinks(notes)).toBe(notes)
    expect(defuseLinks('María José')).toBe('María José')
    expect(defuseLinks('')).toBe('')
  })
  it('breaks domains in other scripts', () => {
    expect(defuseLinks('пример.рф')).toBe('пример[.]рф')
  })
})
