import { describe, expect, it } from 'vitest'
import { createApp } from '~/.server/app'
import { STRICT_TRANSPORT_SECURITY } from '~/.server/security-headers'
import { useTestApp } from '../support/test-app'

const t = useTestApp()
const page = async () => new Response('<html>page</html>', { headers: { 'content-type': 'text/html' } })

/** The site as deployed: behind `proxyHops` trusted proxies (TRUST_PROXY), with pages. */
function siteBehind(proxyHops: number) {
  return createApp({ ...t.deps, config: { ...t.config, TRUST_PROXY: proxyHops } }, { pageHandler: page })
}

// A prepared JSON read, an answer made per request, a page and a missing file: every kind of answer.
const PATHS = ['/api/menu', '/api/auth/session', '/menu', '/images/1/480-nothing.jpg']

async function hstsOf(app: ReturnType<typeof createApp>, url: string, headers: Record<string, string> = {}) {
  return (await app.request(url, { headers: { accept: 'text/html', ...headers } })).headers.get('strict-transport-security')
}

describe('Strict-Transport-Security', () => {
  it('is not sent over plain HTTP', async () => {
    const app = siteBehind(0)
    for (const path of PATHS) expect(await hstsOf(app, `http://localhost${path}`), path).toBeNull()
  })

  it('is sent over direct TLS', async () => {
    const app = siteBehind(0)
    for (const path of PATHS) expect(await hstsOf(app, `https://localhost${path}`), path).toBe(STRICT_TRANSPORT_SECURITY)
  })

  it('is sent when a trusted proxy says the client used HTTPS (TRUST_PROXY)', async () => {
    const app = siteBehind(1)
    for (const path of PATHS) {
      expect(await hstsOf(app, `http://localhost${path}`, { 'x-forwarded-proto': 'https' }), path).toBe(STRICT_TRANSPORT_SECURITY)
      expect(await hstsOf(app, `http://localhost${path}`, { 'x-forwarded-proto': 'http' }), path).toBeNull()
    }
  })

  it('is not sent when the client itself claims HTTPS with no trusted proxy in front', async () => {
    const app = siteBehind(0)
    for (const path of PATHS) expect(await hstsOf(app, `http://localhost${path}`, { 'x-forwarded-proto': 'https' }), path).toBeNull()
  })
})
