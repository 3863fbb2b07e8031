/**
 * A staff session's device in words, from its user agent: the browser and the system only ('Chrome on Android',
 * 'Safari on iPad'). Nothing else of the user agent, and no address, is kept.
 */

const MAX_USER_AGENT_LENGTH = 1000

// Order matters: Edge, Opera and Samsung Internet also say Chrome; Chrome says Safari; iOS browsers say Safari too.
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|OPiOS|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\b(iPhone|iPad|iPod)\b.*\bAppleWebKit\//, 'Safari'],
]

const SYSTEMS: Array<[RegExp, string]> = [
  [/\biPad\b/, 'iPad'],
  [/\b(iPhone|iPod)\b/, 'iPhone'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

export const UNKNOWN_BROWSER = 'Unknown browser'

function firstMatch(userAgent: string, table: Array<[RegExp, string]>): string | null {
  return table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null
}

/** 'Chrome on Android', 'Safari on iPad', 'Firefox', 'Unknown browser on Linux', or 'Unknown browser'. */
export function deviceName(userAgent: string | null | undefined): string {
  const text = (userAgent ?? '').slice(0, MAX_USER_AGENT_LENGTH)
  const browser = firstMatch(text, BROWSERS)
  const system = firstMatch(text, SYSTEMS)
  if (!system) return browser ?? UNKNOWN_BROWSER
  return `${browser ?? UNKNOWN_BROWSER} on ${system}`
}
