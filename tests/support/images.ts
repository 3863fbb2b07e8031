import sharp from 'sharp'
import type { ImageJson } from '~/contracts/images'
import { BASE, type TestApp } from './test-app'

/**
 * A multipart body as a browser sends it: the bytes, their type with the boundary, and their length (the server
 * takes an upload only with its size said first; a Request made in-process has no Content-Length of its own).
 */
export async function multipart(form: FormData): Promise<{ body: Uint8Array<ArrayBuffer>; headers: Record<string, string> }> {
  const encoded = new Response(form)
  const body = new Uint8Array(await encoded.arrayBuffer())
  return { body, headers: { 'content-type': encoded.headers.get('content-type')!, 'content-length': String(body.length) } }
}

/** Sends `bytes` as the multipart field `file` to POST /api/images of `app` (the test app's by default). */
export async function upload(
  t: Pick<TestApp, 'app'>,
  bytes: Uint8Array,
  options: { cookie?: string; name?: string; type?: string; app?: Pick<TestApp['app'], 'request'> } = {},
): Promise<Response> {
  const form = new FormData()
  form.append('file', new File([new Uint8Array(bytes)], options.name ?? 'photo.jpg', { type: options.type ?? 'image/jpeg' }))
  const { body, headers } = await multipart(form)
  if (options.cookie) headers.cookie = options.cookie
  return (options.app ?? t.app).request(`${BASE}/api/images`, { method: 'POST', body, headers })
}

/** A drawn beach scene of the given size as PNG bytes: sea, sand and a sun (made here, so nothing is downloaded). */
export function scenePng(width: number, height: number, sky = '#7dd3fc'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${sky}"/><rect y="${Math.round(height * 0.62)}" width="100%" height="100%" fill="#fde68a"/>
    <circle cx="${Math.round(width * 0.75)}" cy="${Math.round(height * 0.25)}" r="${Math.round(height * 0.12)}" fill="#fbbf24"/></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/** Uploads a small PNG scene as staff and returns its JSON. */
export async function uploadScene(t: Pick<TestApp, 'app'>, cookie: string, width = 1000, height = 600): Promise<ImageJson> {
  const res = await upload(t, await scenePng(width, height), { cookie, name: 'scene.png', type: 'image/png' })
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`)
  return (await res.json()) as ImageJson
}
