import { describe, expect, it } from 'vitest'
import { deviceName } from './device-name'

const AGENTS = {
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  safariIpad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.51',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Safari/537.36',
  chromeOs: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
}

describe('deviceName', () => {
  it('names the browser and the system of common user agents', () => {
    expect(deviceName(AGENTS.chromeAndroid)).toBe('Chrome on Android')
    expect(deviceName(AGENTS.safariIpad)).toBe('Safari on iPad')
    expect(deviceName(AGENTS.safariIphone)).toBe('Safari on iPhone')
    expect(deviceName(AGENTS.chromeIphone)).toBe('Chrome on iPhone')
    expect(deviceName(AGENTS.safariMac)).toBe('Safari on macOS')
    expect(deviceName(AGENTS.edgeWindows)).toBe('Edge on Windows')
    expect(deviceName(AGENTS.firefoxLinux)).toBe('Firefox on Linux')
    expect(deviceName(AGENTS.samsungAndroid)).toBe('Samsung Internet on Android')
    expect(deviceName(AGENTS.chromeOs)).toBe('Chrome on ChromeOS')
    expect(deviceName('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36')).toBe('Chrome on Linux')
  })

  it('keeps nothing of the user agent but the two names (no version, no model)', () => {
    expect(deviceName(AGENTS.samsungAndroid)).not.toMatch(/\d|SM-/)
  })

  it('says "Unknown browser" for a missing or unfamiliar user agent', () => {
    expect(deviceName(undefined)).toBe('Unknown browser')
    expect(deviceName(null)).toBe('Unknown browser')
    expect(deviceName('')).toBe('Unknown browser')
    expect(deviceName('curl/8.5.0')).toBe('Unknown browser')
    expect(deviceName('SomeBot/1.0 (Linux)')).toBe('Unknown browser on Linux')
  })
})
