import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DEMO_GALLERY, encodeDemoGallery, readDemoGallery, writeDemoGallery } from './demo-gallery'

const folder = mkdtempSync(path.join(tmpdir(), 'demo-gallery-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

describe("the build's prepared demo photos", () => {
  it('read back exactly as they were encoded: every variant, size, format, fingerprint and byte', async () => {
    const file = path.join(folder, 'demo-gallery.json')
    await writeDemoGallery(file)
    const encoded = await encodeDemoGallery()
    const read = readDemoGallery(file)
    expect(read).toHaveLength(DEMO_GALLERY.length)
    expect(read).toEqual(encoded.map(({ width, height, variants }) => ({ width, height, variants, type: expect.anything() })))
    for (const [i, photo] of read!.entries()) {
      for (const [j, variant] of photo.variants.entries()) expect(variant.bytes.equals(encoded[i].variants[j].bytes)).toBe(true)
    }
  })

  it('are not there without a build: the seed encodes them', () => {
    expect(readDemoGallery(undefined)).toBeUndefined()
    expect(readDemoGallery(path.join(folder, 'missing.json'))).toBeUndefined()
  })
})
