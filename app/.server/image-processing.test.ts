import { describe, expect, it } from 'vitest'
import { fingerprintOf, sniffImageType, variantWidths } from './image-processing'

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)))

/** An ISO base media file's first box: size, 'ftyp', the major brand, a version, the compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => bytes([0, 0, 0, 16 + 4 * compatible.length], 'ftyp', major, [0, 0, 0, 0], ...compatible)

describe('sniffImageType', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg')
    expect(sniffImageType(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0]))).toBe('png')
    expect(sniffImageType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp')
  })

  it('knows HEIC by a brand of its ftyp box, major or compatible', () => {
    expect(sniffImageType(ftyp('heic', 'mif1', 'heic'))).toBe('heic')
    expect(sniffImageType(ftyp('mif1', 'heic'))).toBe('heic')
    expect(sniffImageType(ftyp('heix'))).toBe('heic')
  })

  it('refuses everything else, whatever it is called: text, GIF, SVG, AVIF, MP4, a few bytes', () => {
    expect(sniffImageType(bytes('Just a shopping list'))).toBeNull()
    expect(sniffImageType(bytes('GIF89a', [1, 0, 1, 0]))).toBeNull()
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    expect(sniffImageType(ftyp('avif', 'mif1', 'avif'))).toBeNull()
    expect(sniffImageType(ftyp('isom', 'mp41'))).toBeNull()
    expect(sniffImageType(bytes([0xff, 0xd8]))).toBeNull()
    expect(sniffImageType(new Uint8Array(0))).toBeNull()
    expect(sniffImageType(bytes('RIFF', [1, 2, 3, 4], 'WAVE'))).toBeNull()
  })
})

describe('variantWidths', () => {
  it('makes the contract widths the photo reaches, and its own width when it is narrower than the widest', () => {
    expect(variantWidths(4032)).toEqual([480, 960, 1600])
    expect(variantWidths(1600)).toEqual([480, 960, 1600])
    expect(variantWidths(1280)).toEqual([480, 960, 1280])
    expect(variantWidths(960)).toEqual([480, 960])
    expect(variantWidths(300)).toEqual([300])
  })
})

describe('fingerprintOf', () => {
  it('is short, URL-safe and names the bytes', () => {
    const a = fingerprintOf(bytes('one'))
    expect(a).toMatch(/^[\w-]{16}$/)
    expect(fingerprintOf(bytes('one'))).toBe(a)
    expect(fingerprintOf(bytes('two'))).not.toBe(a)
  })
})
