import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { accepts, namesEtag, prepareJson } from './prepared-answer'

describe('prepared answers', () => {
  it('hold the same JSON in every encoding, with a validator that changes with the content', async () => {
    const menu = await prepareJson([{ id: 1, name: 'Tapsilog' }])
    expect(Buffer.from(menu.identity).toString()).toBe('[{"id":1,"name":"Tapsilog"}]')
    expect(gunzipSync(menu.gzip).toString()).toBe('[{"id":1,"name":"Tapsilog"}]')
    expect(menu.headers.ETag).toBe(menu.etag)
    expect(menu.headers['Cache-Control']).toBe('no-cache')
    expect((await prepareJson([{ id: 1, name: 'Tapsilog' }])).etag).toBe(menu.etag)
    expect((await prepareJson([{ id: 1, name: 'Longsilog' }])).etag).not.toBe(menu.etag)
    expect(menu.bytes).toBeGreaterThan(menu.identity.length + menu.gzip.length)
  })

  it.each([
    ['W/"abc"', true],
    ['"abc"', true],
    ['W/"x", W/"abc"', true],
    ['*', true],
    ['W/"abcd"', false],
    [undefined, false],
  ])('match If-None-Match weakly, in a list, or as *: %j names W/"abc" is %s', (ifNoneMatch, named) => {
    expect(namesEtag(ifNoneMatch, 'W/"abc"')).toBe(named)
  })

  it.each([
    ['gzip, deflate, br', 'br', true],
    ['gzip;q=1.0, br;q=0', 'br', false],
    ['GZIP', 'gzip', true],
    ['identity', 'gzip', false],
  ])('read Accept-Encoding with its q-values: %j takes %s is %s', (acceptEncoding, encoding, taken) => {
    expect(accepts(acceptEncoding, encoding)).toBe(taken)
  })
})
