/**
 * Staff photo uploads made safe to serve: the real type is sniffed from the bytes (never the name), the photo is turned
 * upright by its EXIF orientation and every bit of metadata (the phone's GPS position!) is dropped, then it is encoded
 * at a few widths in AVIF, WebP and JPEG. HEIC (iPhone photos) is decoded by libheif (heic-decode) in a worker thread,
 * as that decoder is synchronous JavaScript that would otherwise hold the event loop for seconds.
 */
import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import type SharpModule from 'sharp'
import type { OutputInfo, Sharp } from 'sharp'
import { IMAGE_MAX_BYTES, IMAGE_VARIANT_WIDTHS, imageMessages } from '~/contracts/images'

type SharpFactory = typeof SharpModule

let sharpLoaded: Promise<SharpFactory> | undefined

/** sharp (libvips), loaded at the first photo to process: a start and the pages never need it (a fifth of a start). */
export function loadSharp(): Promise<SharpFactory> {
  sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    // One upload at a time may use one core: the other stays free for guests' requests.
    sharp.concurrency(1)
    return sharp
  })
  return sharpLoaded
}

/** Larger photos (a panorama of 100 megapixels) would cost too much memory to decode: refused as unreadable. */
export const IMAGE_MAX_PIXELS = 50_000_000

export type SniffedType = 'jpeg' | 'png' | 'webp' | 'heic'
export type VariantFormat = 'avif' | 'webp' | 'jpeg'

/** A refused upload: its HTTP status and the message staff read. */
export class ImageRefusedError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message)
    this.name = 'ImageRefusedError'
  }
}

export interface ProcessedVariant {
  width: number
  height: number
  format: VariantFormat
  /** A short hash of the bytes: part of the URL, so the URL never names other bytes. */
  fingerprint: string
  bytes: Buffer
}

export interface ProcessedImage {
  /** The size of the largest variant (upright): what the page reserves before a byte arrives. */
  width: number
  height: number
  type: SniffedType
  variants: ProcessedVariant[]
}

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis'])

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end))
}

/** The type the bytes say they are (JPEG, PNG, WebP, HEIC), or null for anything else, whatever the file's name. */
export function sniffImageType(bytes: Uint8Array): SniffedType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'png'
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
  // ISO base media: [size]['ftyp'][major brand][minor version][compatible brands...]; HEIC names an HEVC brand.
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === 'ftyp') {
    const boxSize = Math.min(bytes.length, (bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3])
    const brands = [ascii(bytes, 8, 12)]
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4))
    if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'heic'
  }
  return null
}

/** A short, URL-safe hash of the bytes. */
export function fingerprintOf(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('base64url').slice(0, 16)
}

/** The widths to make for an upright photo `width` wide: the contract's widths it reaches, and its own when narrower. */
export function variantWidths(width: number): number[] {
  const widths: number[] = IMAGE_VARIANT_WIDTHS.filter((w) => w <= width)
  if (width < IMAGE_VARIANT_WIDTHS.at(-1)! && !widths.includes(width)) widths.push(width)
  return widths
}

const HEIC_WORKER = `
const { parentPort, workerData } = require('node:worker_threads')
const decode = require(workerData.modulePath)
;(async () => {
  try {
    const images = await decode.all({ buffer: workerData.buffer })
    try {
      const first = images[0]
      if (!first) throw new Error('no image')
      if (first.width * first.height > workerData.maxPixels) return parentPort.postMessage({ tooLarge: true })
      const { width, height, data } = await first.decode()
      parentPort.postMessage({ width, height, data }, [data.buffer])
    } finally {
      images.dispose()
    }
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message || error) })
  }
})()
`

let heicModulePath: string | undefined

/** Longer than any phone photo takes to decode on a slow, busy server. */
const HEIC_DECODE_TIMEOUT_MS = 60_000

/** Decodes a HEIC photo to RGBA pixels in a worker thread (libheif applies the photo's rotation itself). */
function decodeHeic(bytes: Buffer): Promise<{ width: number; height: number; data: Uint8Array }> {
  heicModulePath ??= createRequire(import.meta.url).resolve('heic-decode')
  return new Promise((resolve, reject) => {
    const buffer = new Uint8Array(bytes)
    const worker = new Worker(HEIC_WORKER, { eval: true, workerData: { modulePath: heicModulePath, buffer, maxPixels: IMAGE_MAX_PIXELS } })
    let settled = false
    // A file crafted to keep the decoder busy is given up on (and its thread stopped) rather than waited for.
    const timer = setTimeout(() => settle(() => reject(new ImageRefusedError(400, imageMessages.unreadable))), HEIC_DECODE_TIMEOUT_MS)
    const settle = (fn: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      fn()
      void worker.terminate()
    }
    worker.once('message', (message: { width?: number; height?: number; data?: Uint8ClampedArray; error?: string; tooLarge?: boolean }) => {
      settle(() => {
        if (message.data && message.width && message.height) {
          resolve({ width: message.width, height: message.height, data: new Uint8Array(message.data.buffer) })
        } else reject(new ImageRefusedError(400, imageMessages.unreadable))
      })
    })
    worker.once('error', () => settle(() => reject(new ImageRefusedError(400, imageMessages.unreadable))))
    worker.once('exit', () => settle(() => reject(new ImageRefusedError(400, imageMessages.unreadable))))
  })
}

/** The upload's pixels, upright, at most the widest variant wide, without metadata: every variant is made from them. */
async function uprightPixels(bytes: Buffer, type: SniffedType) {
  const widest = IMAGE_VARIANT_WIDTHS.at(-1)!
  const sharp = await loadSharp()
  let input: Sharp
  if (type === 'heic') {
    const decoded = await decodeHeic(bytes)
    input = sharp(decoded.data, { raw: { width: decoded.width, height: decoded.height, channels: 4 }, limitInputPixels: IMAGE_MAX_PIXELS }).removeAlpha()
  } else {
    input = sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' }).autoOrient()
  }
  try {
    return await input
      .resize({ width: widest, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true })
  } catch {
    throw new ImageRefusedError(400, imageMessages.unreadable)
  }
}

const FORMATS = ['avif', 'webp', 'jpeg'] as const
const QUICK_FORMATS = ['webp', 'jpeg'] as const

export interface ProcessOptions {
  /**
   * The demo photos of a fresh start, which must not keep it waiting: WebP and JPEG only (AVIF is by far the slowest
   * to encode, and saves little on drawn scenes), with the least effort.
   */
  quick?: boolean
  /** Stops the processing between encodings once aborted (the request's deadline passed). */
  signal?: AbortSignal
}

async function encode(pixels: { data: Buffer; info: OutputInfo }, width: number, format: VariantFormat, quick: boolean): Promise<ProcessedVariant> {
  const { info } = pixels
  const sharp = await loadSharp()
  let pipeline = sharp(pixels.data, { raw: { width: info.width, height: info.height, channels: info.channels as 3 | 4 } })
  if (width < info.width) pipeline = pipeline.resize({ width })
  // AVIF is by far the slowest to encode: a low effort keeps an upload to a second or two.
  if (format === 'avif') pipeline = pipeline.avif({ quality: 50, effort: quick ? 0 : 2 })
  else if (format === 'webp') pipeline = pipeline.webp({ quality: 76, effort: quick ? 1 : 4 })
  // JPEG has no transparency: a transparent PNG is laid on white.
  else pipeline = pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 78, progressive: true, mozjpeg: !quick })
  const { data, info: out } = await pipeline.toBuffer({ resolveWithObject: true })
  return { width: out.width, height: out.height, format, fingerprint: fingerprintOf(data), bytes: data }
}

/**
 * Checks and processes one upload. Throws ImageRefusedError: 400 for an empty or unreadable (damaged, too many pixels)
 * file, 413 over IMAGE_MAX_BYTES, 415 for anything that is not a JPEG, PNG, WebP or HEIC photo.
 */
export async function processImage(bytes: Buffer, { quick = false, signal }: ProcessOptions = {}): Promise<ProcessedImage> {
  if (bytes.length === 0) throw new ImageRefusedError(400, imageMessages.empty)
  if (bytes.length > IMAGE_MAX_BYTES) throw new ImageRefusedError(413, imageMessages.tooLarge)
  const type = sniffImageType(bytes)
  if (!type) throw new ImageRefusedError(415, imageMessages.type)
  signal?.throwIfAborted()
  const pixels = await uprightPixels(bytes, type)
  const variants: ProcessedVariant[] = []
  try {
    // One encoding after the other: sharp.concurrency(1) keeps each on one thread, and so the upload on one core.
    for (const width of variantWidths(pixels.info.width)) {
      for (const format of quick ? QUICK_FORMATS : FORMATS) {
        signal?.throwIfAborted()
        variants.push(await encode(pixels, width, format, quick))
      }
    }
  } catch (error) {
    if (signal?.aborted) throw error
    throw new ImageRefusedError(400, imageMessages.unreadable)
  }
  const widest = variants.reduce((a, b) => (b.width > a.width ? b : a))
  return { width: widest.width, height: widest.height, type, variants }
}
