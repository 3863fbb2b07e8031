import { describe, expect, it } from 'vitest'
import { itAnswers } from '~/lib/test-support'
import { addressGroup, clientAddress, clientProtocol } from './client-address'

describe('clientAddress', () => {
  it('is the socket address without a trusted proxy, whatever X-Forwarded-For says', () => {
    expect(clientAddress('6.6.6.6', '203.0.113.9', 0)).toBe('203.0.113.9')
    expect(clientAddress(undefined, undefined, 0)).toBe('unknown')
  })
  it('is the entry the trusted proxy appended, not what the client wrote before it', () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; our one proxy appended the address it saw.
    expect(clientAddress('6.6.6.6, 198.51.100.7', '10.0.0.2', 1)).toBe('198.51.100.7')
    expect(clientAddress('198.51.100.7', '10.0.0.2', 1)).toBe('198.51.100.7')
  })
  it('counts N hops from the right behind N proxies', () => {
    expect(clientAddress('6.6.6.6, 198.51.100.7, 10.0.0.5', '10.0.0.2', 2)).toBe('198.51.100.7')
    // Fewer entries than hops: the leftmost one.
    expect(clientAddress('198.51.100.7', '10.0.0.2', 3)).toBe('198.51.100.7')
  })
  it('falls back to the socket when the header is empty', () => {
    expect(clientAddress(' , ', '10.0.0.2', 1)).toBe('10.0.0.2')
  })
})

describe('clientProtocol', () => {
  it('reads X-Forwarded-Proto only behind a trusted proxy', () => {
    expect(clientProtocol('https', 'http', 0)).toBe('http')
    expect(clientProtocol('https', 'http', 1)).toBe('https')
    expect(clientProtocol('http, https', 'http', 1)).toBe('https')
  })
})

describe('addressGroup', () => {
  itAnswers('counts %j as %j', addressGroup, [
    // An IPv6 client by its /64, however its address is written.
    ['2001:db8:85a3:12:1:2:3:4', '2001:db8:85a3:12::/64'],
    ['2001:db8:85a3:12:ffff:ffff:ffff:ffff', '2001:db8:85a3:12::/64'],
    ['2001:0DB8:85A3:0012::1', '2001:db8:85a3:12::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    // An IPv4 address, mapped into IPv6 or not, and anything else, as it is.
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['unknown', 'unknown'],
  ])
  it('counts two IPv6 /64s apart', () => {
    expect(addressGroup('2001:db8:85a3:13::1')).not.toBe(addressGroup('2001:db8:85a3:12::1'))
  })
})
