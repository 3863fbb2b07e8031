import { describe, expect, it } from 'vitest'
import { itAnswers } from '~/lib/test-support'
import { defuseLinks } from './defuse-links'

describe('defuseLinks', () => {
  itAnswers('breaks the link in %j', defuseLinks, [
    // web addresses with a scheme
    ['Win at https://scam.example/prize?x=1 now', 'Win at https[:]//scam[.]example/prize?x=1 now'],
    ['http://a.b.example', 'http[:]//a[.]b[.]example'],
    ['HTTP://localhost:8080/x', 'HTTP[:]//localhost:8080/x'],
    ['ftp://files.example', 'ftp[:]//files[.]example'],
    // www. addresses and bare domains
    ['see www.scam.example', 'see www[.]scam[.]example'],
    ['go to scam.example/x today', 'go to scam[.]example/x today'],
    ['bit.ly/abc', 'bit[.]ly/abc'],
    // e-mail addresses and mailto:
    ['write to prize@scam.example', 'write to prize@scam[.]example'],
    ['mailto:prize@scam.example', 'mailto[:]prize@scam[.]example'],
    // IPv4 addresses
    ['http://192.0.2.10/login', 'http[:]//192[.]0[.]2[.]10/login'],
    ['visit 203.0.113.5', 'visit 203[.]0[.]113[.]5'],
    // dots that look like dots
    ['scam\u3002example', 'scam[.]example'],
    ['scam\uFF0Eexample', 'scam[.]example'],
    ['scam\uFF61example', 'scam[.]example'],
    ['scam\u2024example', 'scam[.]example'],
    // domains in other scripts
    ['пример.рф', 'пример[.]рф'],
  ])

  it.each(['Birthday, 2.5 kids, e.g. a cake. Table by the sea! Arriving ~7.30 pm; allergy: nuts.', 'María José', ''])(
    'leaves ordinary words, numbers and punctuation alone: %j',
    (text) => {
      expect(defuseLinks(text)).toBe(text)
    },
  )
})
