import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { accepts, namesEtag, prepareJson } from './prepared-answer'

describe('prepared answers', () => {
  it('hold the same JSON in every encoding, with a validator that changes with the content', () => {
    const menu = prepareJson([{ id: 1, name: 'Tapsilog' }])
    expect(Buffer.from(menu.identity).toString()).toBe('[{"id":1,"name":"Tapsilog"}]')
    expect(gunzipSync(menu.gzip).toString()).toBe('[{"id":1,"name":"Tapsilog"}]')
    expect(menu.headers.ETag).toBe(menu.etag)
    expect(menu.headers['Cache-Control']).toBe('no-cache')
    expect(prepareJson([{ id: 1, name: 'Tapsilog' }]).etag).toBe(menu.etag)
    expect(prepareJson([{ id: 1, name: 'Longsilog' }]).etag).not.toBe(menu.etag)
    expect(menu.bytes).toBeGreaterThan(menu.identity.length + menu.gzip.length)
  })

  it('match If-None-Match weakly, in a list, or as *', () => {
    expect(namesEtag('W/"abc"', 'W/"abc"')).toBe(true)
    expect(namesEtag('"abc"', 'W/"abc"')).toBe(true)
    expect(namesEtag('W/"x", W/"abc"', 'W/"abc"')).toBe(true)
    expect(namesEtag('*', 'W/"abc"')).toBe(true)
    expect(namesEtag('W/"abcd"', 'W/"abc"')).toBe(false)
    expect(namesEtag(undefined, 'W/"abc"')).toBe(false)
  })

  it('read Accept-Encoding with its q-values', () => {
    expect(accepts('gzip, deflate, br', 'br')).toBe(true)
    expect(accepts('gzip;q=1.0, br;q=0', 'br')).toBe(false)
    expect(accepts('GZIP', 'gzip')).toBe(true)
    expect(accepts('identity', 'gzip')).toBe(false)
  })
})
